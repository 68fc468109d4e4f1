import { MESSAGES } from '@quire/domain';
import { mergePdfs } from '@quire/pdf/merge-pdfs';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  appendAuditRecord,
  auditActorOf,
  type AuditActor,
} from '../audit-trail/append-audit-record.ts';
import { actsForSignatory, signerActor } from '../signing/signer-identity.ts';
import { packSignatories } from '../signing-requests/signing-request-repository.ts';
import { loadVisibleDocument } from './document-access-service.ts';
import { findChildRows, type DocumentRow } from './document-repository.ts';
import { downloadName, readBlobBytes, type Download } from './document-download-service.ts';

const pdf = (doc: DocumentRow, body: Buffer | Uint8Array): Download => ({
  filename: downloadName(doc.document_name, 'pdf'),
  contentType: 'application/pdf',
  body,
});

/** The PDFs as uploaded, without fields: one child's, or every child's in order as one PDF. */
const originals = async (ctx: AppContext, doc: DocumentRow): Promise<Download> => {
  const children = doc.document_pack_key !== null ? [doc] : await findChildRows(ctx.db, [doc.key]);
  const parts: Buffer[] = [];
  for (const child of children) {
    if (!child.pdf_file_key) throw notFound(MESSAGES.notFound);
    parts.push(await readBlobBytes(ctx, ctx.db, child.pdf_file_key));
  }
  if (parts.length === 0) throw notFound(MESSAGES.notFound);
  return pdf(
    doc,
    parts.length === 1 ? parts[0]! : await mergePdfs(parts, { title: doc.document_name }),
  );
};

/**
 * GET /app/serve/{key} for a signing link's session (ADR 0010, ADR 0019): while the pack
 * awaits signatures its signatories may download what they are asked to sign, the PDFs as
 * uploaded (one PDF for the pack, like DocuSign's combined download); once complete and sealed,
 * anyone the pack is visible to gets the final. Anything else is 404. Each download is audited
 * as 'downloaded', naming the signatory when the caller is one.
 */
export const signerDownload = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<Download> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  const { doc, pack } = found;
  const final = pack.status === 'complete' && doc.final_file_key !== null;
  const me = (await packSignatories(ctx.db, pack.key)).find(
    (s) => !s.removed && actsForSignatory(auth, found, s, false),
  );
  if (!final && !(pack.status === 'awaiting_signatures' && me))
    throw notFound(MESSAGES.documentNotFound);
  const download = final
    ? pdf(doc, await readBlobBytes(ctx, ctx.db, doc.final_file_key!))
    : await originals(ctx, doc);
  const actor: AuditActor = me ? signerActor(auth, me) : auditActorOf(auth.user);
  await ctx.db.transaction((tx) =>
    appendAuditRecord(tx, {
      document_key: pack.key,
      child_document_key: doc.key === pack.key ? null : doc.key,
      event: 'downloaded',
      actor,
      details: { file: final ? 'final' : 'original' },
    }),
  );
  return download;
};
