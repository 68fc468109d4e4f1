import { MESSAGES, type DocumentType } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from '../documents/document-access-service.ts';
import { completeDocumentUpload } from '../uploads/complete-document-upload.ts';
import { findUploadIntent } from '../uploads/upload-intent-repository.ts';
import { getDocumentUploadUrl } from '../uploads/upload-url-service.ts';

/**
 * POST /api/v1/documents: the PDF arrives in the request itself, then takes the app's own three
 * steps (an upload intent, the bytes stored where the intent says, the upload's success) so the
 * same rules judge it: can_upload_documents, the size limit, a PDF by its content, the
 * conversion job enqueued with the new pack.
 */
export const uploadPublicPdf = async (
  ctx: AppContext,
  auth: Auth,
  input: { name: string; type: DocumentType; bytes: Buffer },
): Promise<string> => {
  // Asked before the bytes are stored: a refusal then leaves nothing to clean up.
  if (input.type === 'template')
    requirePermission(
      actorOf(auth).permissions,
      'can_create_templates',
      MESSAGES.mayNotCreateTemplates,
    );
  const filename = /\.pdf$/i.test(input.name) ? input.name : `${input.name}.pdf`;
  const granted = await getDocumentUploadUrl(ctx, auth, {
    filename,
    size: input.bytes.length / (1024 * 1024),
  });
  const intent = await findUploadIntent(ctx.db, granted.file_key);
  if (!intent) throw notFound(MESSAGES.documentNotFound);
  await ctx.blobStore.put(intent.object_key, input.bytes, 'application/pdf');
  await completeDocumentUpload(
    ctx,
    auth,
    granted.redirect_document_key,
    granted.file_key,
    input.type,
  );
  return granted.redirect_document_key;
};
