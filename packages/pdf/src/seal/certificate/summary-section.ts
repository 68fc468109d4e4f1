import { formatUtc } from '../audit-pages.ts';
import { GREY, INK, RULE, SHADE, type CertificateFlow } from './certificate-flow.ts';
import type { Certificate } from './certificate-types.ts';
import { keyValueList } from './key-values.ts';
import { drawQrCode } from './qr-code.ts';

export const CERTIFICATE_TITLE = 'Certificate of completion';
const QR_SIZE = 92;

/** Title, the pack's name, and the QR code with the verification link beside it. */
export const drawHeader = (flow: CertificateFlow, c: Certificate): void => {
  const top = flow.y;
  const right = flow.left + flow.width;
  drawQrCode(flow.ink, flow.page, c.verification_url, right - QR_SIZE, top - QR_SIZE, QR_SIZE);
  const textWidth = flow.width - QR_SIZE - 16;
  flow.text(CERTIFICATE_TITLE, flow.left, top - 20, 20, 'bold', INK);
  let y = top - 42;
  for (const line of flow.wrap(c.pack_name, 12, textWidth, 'bold').slice(0, 2)) {
    flow.text(line, flow.left, y, 12, 'bold', INK);
    y -= 15;
  }
  y -= 4;
  flow.text('Check this document at', flow.left, y, 8, 'regular', GREY);
  y -= 11;
  for (const line of flow.wrap(c.verification_url, 8.5, textWidth)) {
    flow.text(line, flow.left, y, 8.5, 'regular', INK);
    y -= 11;
  }
  flow.text('or scan the code with a phone.', flow.left, y, 8, 'regular', GREY);
  flow.y = Math.min(y - 6, top - QR_SIZE - 4);
};

export const drawSummary = (flow: CertificateFlow, c: Certificate): void => {
  flow.heading('Summary');
  keyValueList(flow, [
    ['Status', c.status],
    ['Created', formatUtc(c.created_at)],
    ['Completed', c.completed_at ? formatUtc(c.completed_at) : null],
    ['Verification id', c.verification_id],
    ['Sealed with', c.sealing_certificate ?? 'Not signed with a certificate'],
    ['Timestamp authority', c.timestamp_authority ?? 'None (signing time from the server clock)'],
    ['Audit trail head hash', c.head_hash],
  ]);
};

const SIZE = 8;
const LINE = 10.5;
const PAD = 3;

/**
 * One row per document: name, pages, SHA-256 of the original as uploaded. A file cannot hold its
 * own hash, so the final's is said to be in the audit trail and checked by the verify page.
 */
export const drawDocuments = (flow: CertificateFlow, c: Certificate): void => {
  flow.heading('Documents');
  const pagesWidth = 38;
  const hashWidth = flow.fonts.mono.width('0'.repeat(64)) * 6.5 + 2 * PAD;
  const nameWidth = flow.width - pagesWidth - hashWidth;
  const header = () => {
    flow.ink.rect(flow.page, flow.left, flow.y - LINE - 2 * PAD, flow.width, LINE + 2 * PAD, SHADE);
    const base = flow.y - PAD - SIZE;
    flow.text('Document', flow.left + PAD, base, SIZE, 'bold', INK);
    flow.textRight('Pages', flow.left + nameWidth + pagesWidth - PAD, base, SIZE, 'bold', INK);
    flow.text(
      'SHA-256 of the original',
      flow.left + nameWidth + pagesWidth + PAD,
      base,
      SIZE,
      'bold',
      INK,
    );
    flow.y -= LINE + 2 * PAD;
  };
  header();
  for (const d of c.documents) {
    const lines = flow.wrap(d.name, SIZE, nameWidth - 2 * PAD);
    const height = lines.length * LINE + 2 * PAD;
    if (flow.y - height < 80) {
      flow.newPage();
      header();
    }
    const base = flow.y - PAD - SIZE;
    lines.forEach((l, i) => flow.text(l, flow.left + PAD, base - i * LINE, SIZE, 'regular', INK));
    flow.textRight(
      String(d.pages),
      flow.left + nameWidth + pagesWidth - PAD,
      base,
      SIZE,
      'regular',
      INK,
    );
    flow.ink.text(
      flow.page,
      flow.fonts.mono,
      d.sha256_original,
      flow.left + nameWidth + pagesWidth + PAD,
      base,
      6.5,
      INK,
    );
    flow.y -= height;
    flow.ink.rect(flow.page, flow.left, flow.y - 0.25, flow.width, 0.5, RULE);
  }
  flow.y -= 6;
  const note =
    'The SHA-256 of each signed (final) PDF cannot be printed inside the file it describes: it is ' +
    'recorded in the audit trail when the PDF is sealed ("Signed PDF sealed"), and the link above ' +
    'checks a copy against it.';
  for (const line of flow.wrap(note, 7.5, flow.width)) {
    flow.need(10);
    flow.text(line, flow.left, flow.y - 7.5, 7.5, 'regular', GREY);
    flow.y -= 10;
  }
};
