import { createHash } from 'node:crypto';
import {
  MESSAGES,
  SIGNER_UPLOAD_MESSAGES,
  fileTooLargeMessage,
  type DocumentType,
} from '@quire/domain';
import { PDF_HEADER_WINDOW, looksLikePdf } from '@quire/pdf/is-pdf';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { convertDocumentJob } from '../../jobs/convert-document.job.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { actorOf } from '../documents/document-access-service.ts';
import { refreshPackSearchText } from '../documents/document-repository.ts';
import { packView, type DocumentView } from '../documents/document-service.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import {
  UPLOAD_PURPOSES,
  claimUploadIntent,
  findUploadIntent,
  type UploadIntent,
} from './upload-intent-repository.ts';
import { appendChild, insertPackWithChild, replaceChildPdf } from './upload-document-repository.ts';
import { resolveUploadTarget } from './upload-target.ts';

export const UPLOAD_MISSING = SIGNER_UPLOAD_MESSAGES.fileMissing;

/** "Contract.PDF" → "Contract"; never empty. */
export const documentNameFor = (filename: string): string =>
  filename
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, 255) || 'Document';

/** One pass over the stored bytes: the first KB (is it a PDF?) and the SHA-256 of the whole. */
const readUploaded = async (ctx: AppContext, objectKey: string) => {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  for await (const chunk of await ctx.blobStore.getStream(objectKey)) {
    hash.update(chunk as Buffer);
    if (headBytes < PDF_HEADER_WINDOW) {
      head.push(chunk as Buffer);
      headBytes += (chunk as Buffer).length;
    }
  }
  return { isPdf: looksLikePdf(Buffer.concat(head)), sha256: hash.digest('hex') };
};

const refuseAndDiscard = async (ctx: AppContext, intent: UploadIntent, message: string) => {
  await ctx.blobStore.delete(intent.object_key);
  await ctx.db.transaction((tx) => claimUploadIntent(tx, intent.file_key));
  return badRequest(message);
};

/**
 * POST /app/document_upload_success/{redirect_document_key}: judges the bytes (a PDF by content,
 * within the size limit), then in one transaction records the blob, creates the pack and child
 * (or the child in the pack, or swaps the child's PDF) and enqueues its conversion. A new pack
 * may start as a template (the templates tab's upload), with can_create_templates.
 */
export const completeDocumentUpload = async (
  ctx: AppContext,
  auth: Auth,
  redirectKey: string,
  fileKey: string,
  documentType: DocumentType = 'document',
): Promise<DocumentView> => {
  const intent = await findUploadIntent(ctx.db, fileKey);
  if (
    !intent ||
    !(Object.values(UPLOAD_PURPOSES) as string[]).includes(intent.purpose) ||
    intent.user_key !== auth.user.key ||
    intent.document_pack_key !== redirectKey ||
    intent.used_at
  )
    throw notFound(MESSAGES.documentNotFound);
  const target =
    intent.purpose === UPLOAD_PURPOSES.newPack
      ? { kind: 'newPack' as const, packKey: redirectKey }
      : await resolveUploadTarget(ctx, auth, intent);
  if (target.kind === 'newPack') {
    // Asked again on success: the flags may have changed since the URL was handed out.
    const { permissions } = actorOf(auth);
    requirePermission(permissions, 'can_upload_documents');
    if (documentType === 'template')
      requirePermission(permissions, 'can_create_templates', MESSAGES.mayNotCreateTemplates);
  }

  const size = await ctx.blobStore.size(intent.object_key);
  if (size === null) throw badRequest(UPLOAD_MISSING);
  if (size > intent.max_size_bytes)
    throw await refuseAndDiscard(ctx, intent, fileTooLargeMessage(ctx.config.maxUploadMb));
  const { isPdf, sha256 } = await readUploaded(ctx, intent.object_key);
  if (!isPdf) throw await refuseAndDiscard(ctx, intent, MESSAGES.onlyPdf);

  const name = documentNameFor(intent.filename);
  const childKey = target.kind === 'replacePdf' ? target.child.key : newKey();
  const packKey = target.kind === 'newPack' ? target.packKey : target.pack.key;
  await ctx.db.transaction(async (tx) => {
    if (!(await claimUploadIntent(tx, intent.file_key))) throw notFound(MESSAGES.documentNotFound);
    if (target.kind === 'newPack') {
      await insertPackWithChild(tx, {
        packKey,
        childKey,
        name,
        accountKey: intent.account_key,
        createdBy: auth.user.key,
        pdfFileKey: intent.file_key,
        documentType,
      });
    }
    const blob = {
      key: intent.file_key,
      storage: ctx.blobStore.kind,
      object_key: intent.object_key,
      content_type: 'application/pdf',
      size_bytes: size,
      sha256,
      filename: intent.filename,
      purpose: 'document_pdf',
      document_key: childKey,
      account_key: intent.account_key,
      created_by: auth.user.key,
    };
    await insertBlob(tx, blob);
    if (target.kind === 'addToPack') {
      await appendChild(tx, {
        packKey,
        childKey,
        name,
        createdBy: auth.user.key,
        pdfFileKey: blob.key,
      });
    } else if (target.kind === 'replacePdf') {
      await replaceChildPdf(tx, childKey, blob.key);
    }
    await refreshPackSearchText(tx, packKey);
    if (target.kind === 'newPack')
      await appendAuditRecord(tx, {
        document_key: packKey,
        event: 'created',
        actor: auditActorOf(auth.user),
        details: { document_name: name, filename: intent.filename, sha256 },
      });
    await ctx.queue.enqueue(tx, convertDocumentJob, { document_key: childKey });
  });
  return packView(ctx, packKey, false);
};
