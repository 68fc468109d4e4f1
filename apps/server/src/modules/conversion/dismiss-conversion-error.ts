import { MESSAGES, isTeamMember } from '@quire/domain';
import { decryptPdf } from '@quire/pdf/decrypt-pdf';
import type { AppContext } from '../../app-context.ts';
import { convertDocumentJob } from '../../jobs/convert-document.job.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { packView, type DocumentView } from '../documents/document-service.ts';
import { findBlob, insertBlob } from '../storage/blob-repository.ts';
import { clearConversionError } from './conversion-repository.ts';

export const CONVERSION_ERROR_DISMISSED = MESSAGES.conversionErrorDismissed;
export const PDF_PASSWORD_ACCEPTED = MESSAGES.pdfPasswordAccepted;

/**
 * POST /app/documents/{child}/dismiss_conversion_error. With a password, the PDF is decrypted
 * (qpdf), stored as the child's PDF and converted again, all recorded in one transaction with
 * the job. Without one, the error is cleared and the child stays unconverted.
 */
export const dismissConversionError = async (
  ctx: AppContext,
  auth: Auth,
  childKey: string,
  password: string | undefined,
): Promise<{ message: string; document: DocumentView }> => {
  const { doc, pack, facts, actor } = await loadVisibleDocument(ctx.db, auth, childKey);
  if (doc.document_pack_key === null) throw notFound(MESSAGES.documentNotFound);
  if (facts.is_deleted || !isTeamMember(facts, actor) || !doc.pdf_file_key)
    throw notFound(MESSAGES.documentNotFound);
  const ids = { key: doc.key, packKey: pack.key };

  if (!password) {
    await ctx.db.transaction((tx) => clearConversionError(tx, ids));
    return { message: CONVERSION_ERROR_DISMISSED, document: await packView(ctx, pack.key, false) };
  }

  const original = await findBlob(ctx.db, doc.pdf_file_key);
  if (!original) throw notFound(MESSAGES.documentNotFound);
  const decrypted = await decryptPdf(await ctx.blobStore.get(original.object_key), password);
  if (!decrypted.ok) throw badRequest(MESSAGES.wrongPdfPassword);

  const key = newKey();
  const objectKey = `documents/${doc.key}/${key}.pdf`;
  await ctx.blobStore.put(objectKey, decrypted.pdf, 'application/pdf');
  try {
    await ctx.db.transaction(async (tx) => {
      await insertBlob(tx, {
        key,
        storage: ctx.blobStore.kind,
        object_key: objectKey,
        content_type: 'application/pdf',
        size_bytes: decrypted.pdf.length,
        filename: original.filename,
        purpose: 'document_pdf',
        document_key: doc.key,
        account_key: original.account_key,
        created_by: auth.user.key,
      });
      await clearConversionError(tx, ids, {
        pdf_file_key: key,
        has_pdf_password: true,
        conversion_state: 'pending',
        upload_progress: 0,
      });
      await ctx.queue.enqueue(tx, convertDocumentJob, { document_key: doc.key });
    });
  } catch (error) {
    await ctx.blobStore.delete(objectKey);
    throw error;
  }
  return { message: PDF_PASSWORD_ACCEPTED, document: await packView(ctx, pack.key, false) };
};
