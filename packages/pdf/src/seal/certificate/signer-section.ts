import type { PDFDocument } from 'pdf-lib';
import { formatUtc } from '../audit-pages.ts';
import { readPng } from '../decode-png.ts';
import { startEmbeddingPng, type EmbeddedImage } from '../embed-png.ts';
import { encodePngOffThread } from '../png-worker.ts';
import { GREY, INK, RULE, SHADE, type CertificateFlow } from './certificate-flow.ts';
import type { Certificate, CertificateMark, CertificateSigner } from './certificate-types.ts';
import { drawKeyValues, keyValueHeight, keyValueLines, type KeyValue } from './key-values.ts';

const MARK_WIDTH = 150;
const MARK_HEIGHT = 48;
const PAD = 8;
const LABEL_WIDTH = 88;

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;

type Marks = {
  cache: Map<Uint8Array, Promise<EmbeddedImage | null>>;
  /** PNGs still being decoded and compressed on the image thread (embed-png.ts). */
  pending: Promise<void>[];
};

/**
 * The picture embedded once per distinct file; null when it is not a PNG or JPEG we can read (the
 * box then says so: the stamped field, not the certificate, is where a missing picture stops the
 * seal). A PNG is encoded on the image thread, as the stamped ones are.
 */
const embedMark = (doc: PDFDocument, marks: Marks, bytes: Uint8Array) => {
  let image = marks.cache.get(bytes);
  if (!image) {
    const png = isPng(bytes) ? readPng(bytes) : null;
    if (png) {
      const { done, ...embedded } = startEmbeddingPng(doc, png, encodePngOffThread(bytes));
      marks.pending.push(done);
      image = Promise.resolve(embedded);
    } else image = doc.embedJpg(bytes).catch(() => null);
    marks.cache.set(bytes, image);
  }
  return image;
};

const time = (t: Date | string | null) => (t ? formatUtc(t) : '—');

const rowsOf = (s: CertificateSigner): KeyValue[] => [
  ['Email', s.email],
  ['Mobile', s.mobile],
  ['Identified by', s.identification.length ? s.identification.join('\n') : null],
  ['Consent', s.consent.length ? s.consent.join('\n') : null],
  ['Request sent', time(s.sent_at)],
  ['First opened', time(s.opened_at)],
  ['Signed', time(s.signed_at)],
  ['IP address', s.ip],
  ['User agent', s.user_agent],
];

/**
 * One block per signer: a shaded band with the name, role and status, then what identifies
 * them (left) and their signature and initials as adopted with how each was made (right).
 * Answers when the pictures' streams are written.
 */
export const drawSigners = async (
  doc: PDFDocument,
  flow: CertificateFlow,
  c: Certificate,
): Promise<{ done: Promise<unknown> }> => {
  const leftWidth = flow.width - MARK_WIDTH - 3 * PAD;
  const BAND = 22;
  const blocks = c.signers.map((signer) => {
    const rows = rowsOf(signer);
    const lines = keyValueLines(flow, rows, leftWidth, LABEL_WIDTH);
    const marksHeight = signer.marks.length * (MARK_HEIGHT + 22);
    const height = BAND + PAD + Math.max(keyValueHeight(lines), marksHeight) + PAD;
    return { signer, rows, lines, height };
  });
  // The heading goes to the next page with the first block rather than alone at a page's foot.
  flow.heading('Signers', (blocks[0]?.height ?? 20) + 8);
  if (c.signers.length === 0) {
    flow.text('No one signed this document.', flow.left, flow.y - 9, 9, 'regular', GREY);
    flow.y -= 16;
    return { done: Promise.resolve() };
  }
  const images: Marks = { cache: new Map(), pending: [] };
  for (const { signer, rows, lines, height } of blocks) {
    const band = BAND;
    flow.need(height + 8);
    const top = flow.y;
    flow.ink.rect(flow.page, flow.left, top - band, flow.width, band, SHADE);
    const nameWidth = flow.width - 2 * PAD - flow.measure(signer.status, 9, 'bold') - 12;
    const name = flow.wrap(signer.name || '(no name)', 11, nameWidth, 'bold')[0] ?? '';
    flow.text(name, flow.left + PAD, top - 15, 11, 'bold', INK);
    const right = flow.left + flow.width - PAD;
    flow.textRight(`${signer.role} · ${signer.status}`, right, top - 14.5, 8.5, 'bold', GREY);
    drawKeyValues(flow, rows, lines, flow.left + PAD, top - band - PAD, LABEL_WIDTH);
    let markTop = top - band - PAD;
    for (const mark of signer.marks) {
      await drawMark(doc, flow, images, mark, right - MARK_WIDTH, markTop);
      markTop -= MARK_HEIGHT + 22;
    }
    flow.y = top - height;
    flow.ink.rect(flow.page, flow.left, flow.y, flow.width, 0.75, RULE);
    flow.y -= 8;
  }
  return { done: Promise.all(images.pending) };
};

const drawMark = async (
  doc: PDFDocument,
  flow: CertificateFlow,
  images: Marks,
  mark: CertificateMark,
  x: number,
  top: number,
): Promise<void> => {
  const boxBottom = top - MARK_HEIGHT;
  flow.ink.rect(flow.page, x, boxBottom, MARK_WIDTH, MARK_HEIGHT, [0.985, 0.985, 0.99]);
  flow.ink.rect(flow.page, x, boxBottom, MARK_WIDTH, 0.5, RULE);
  const image = mark.image ? await embedMark(doc, images, mark.image) : null;
  if (image) {
    const scale = Math.min((MARK_WIDTH - 8) / image.width, (MARK_HEIGHT - 6) / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    const ix = x + (MARK_WIDTH - w) / 2;
    const iy = boxBottom + (MARK_HEIGHT - h) / 2;
    flow.ink.ops(flow.page, 'q');
    flow.ink.xObject(flow.page, image.ref, [w, 0, 0, h, ix, iy]);
    flow.ink.ops(flow.page, 'Q');
  } else {
    flow.text('Picture not available', x + 6, boxBottom + MARK_HEIGHT / 2 - 3, 8, 'regular', GREY);
  }
  flow.text(`${mark.kind} · ${mark.method}`, x, boxBottom - 11, 7.5, 'regular', GREY);
};
