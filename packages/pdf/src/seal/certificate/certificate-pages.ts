import type { PDFDocument } from 'pdf-lib';
import { auditPageSize } from '../audit-page-size.ts';
import { CertificateFlow } from './certificate-flow.ts';
import type { Certificate } from './certificate-types.ts';
import { drawEventLog } from './event-log-section.ts';
import { drawSigners } from './signer-section.ts';
import { CERTIFICATE_TITLE, drawDocuments, drawHeader, drawSummary } from './summary-section.ts';
import { certificateFonts } from './text-runs.ts';

/** Every value the certificate may draw with a font other than Helvetica. */
const textsOf = (c: Certificate): string[] => [
  c.pack_name,
  ...c.documents.map((d) => d.name),
  ...c.signers.flatMap((s) => [s.name, s.role, s.email ?? '', s.user_agent ?? '']),
  ...c.events.flatMap((e) => [e.event, e.actor ?? '', e.contact ?? '', e.user_agent ?? '']),
];

export type AppendedCertificate = {
  pages: number;
  /** The signature pictures' streams, encoded on the image thread: await before saving. */
  done: Promise<unknown>;
};

/**
 * Appends the certificate of completion: the header with the verification QR code and link, a
 * summary, the documents with their original SHA-256, one block per signer, then the full
 * hash-chained event log. The pages take the document's last page size (audit-page-size.ts).
 * Returns the number of pages added.
 */
export const appendCertificatePages = async (
  doc: PDFDocument,
  certificate: Certificate,
): Promise<AppendedCertificate> => {
  const fonts = await certificateFonts(doc, textsOf(certificate));
  const flow = new CertificateFlow(doc, fonts, auditPageSize(doc), CERTIFICATE_TITLE);
  drawHeader(flow, certificate);
  drawSummary(flow, certificate);
  drawDocuments(flow, certificate);
  const { done } = await drawSigners(doc, flow, certificate);
  drawEventLog(flow, certificate);
  return { pages: flow.finish(`Verification id ${certificate.verification_id}`), done };
};
