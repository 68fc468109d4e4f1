import { PDFDocument } from 'pdf-lib';
import { AUDIT_PAGE_TITLE, appendAuditPages, type AuditTrail } from './audit-pages.ts';

/**
 * The audit trail on its own, as the seal prints it onto a final (A4 pages): for a download of
 * the trail at any time, not only once the document is sealed.
 */
export const auditTrailPdf = async (
  trail: AuditTrail,
  sha256Original: string,
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`${AUDIT_PAGE_TITLE}: ${trail.document_name}`);
  doc.setCreator('Quire');
  await appendAuditPages(doc, trail, sha256Original);
  return doc.save();
};
