import { formatUtc } from '../audit-pages.ts';
import { GREY, INK, RULE, SHADE, type CertificateFlow } from './certificate-flow.ts';
import type { Certificate, CertificateEvent } from './certificate-types.ts';

const SIZE = 7.5;
const LINE = SIZE * 1.3;
const PAD = 3;
const HASH_SIZE = 6;

/** Column shares of the table's width (A4 portrait: 515 pt). */
const COLUMNS = [
  { title: '#', share: 0.05 },
  { title: 'Time (UTC)', share: 0.19 },
  { title: 'Event', share: 0.2 },
  { title: 'By', share: 0.24 },
  { title: 'IP address and user agent', share: 0.32 },
] as const;

const cellsOf = (e: CertificateEvent): string[] => [
  String(e.seq),
  formatUtc(e.time),
  e.event,
  [e.actor, e.contact].filter(Boolean).join('\n') || '—',
  [e.ip, e.user_agent].filter(Boolean).join('\n') || '—',
];

/**
 * Every audit record in order, each with its own hash under it, then the chain's head hash:
 * recomputing the chain from the records (docs/api-audit-trail.md) must end on the same value.
 */
export const drawEventLog = (flow: CertificateFlow, c: Certificate): void => {
  flow.heading('Event log', 60);
  const widths = COLUMNS.map((col) => col.share * flow.width);
  const header = () => {
    const h = LINE + 2 * PAD;
    flow.ink.rect(flow.page, flow.left, flow.y - h, flow.width, h, SHADE);
    let x = flow.left;
    COLUMNS.forEach((col, i) => {
      flow.text(col.title, x + PAD, flow.y - PAD - SIZE, SIZE, 'bold', INK);
      x += widths[i]!;
    });
    flow.y -= h;
  };
  header();
  for (const event of c.events) {
    const cells = cellsOf(event).map((v, i) => flow.wrap(v, SIZE, widths[i]! - 2 * PAD));
    const height = Math.max(...cells.map((l) => l.length)) * LINE + HASH_SIZE + 4 + 2 * PAD;
    const before = flow.pages.length;
    flow.need(height);
    if (flow.pages.length !== before) header();
    let x = flow.left;
    cells.forEach((lines, i) => {
      lines.forEach((line, l) =>
        flow.text(line, x + PAD, flow.y - PAD - SIZE - l * LINE, SIZE, 'regular', INK),
      );
      x += widths[i]!;
    });
    const hashY = flow.y - height + PAD + 1;
    flow.text('record hash', flow.left + widths[0]! + PAD, hashY, HASH_SIZE, 'regular', GREY);
    const hashX = flow.left + widths[0]! + widths[1]! + PAD;
    flow.ink.text(flow.page, flow.fonts.mono, event.hash, hashX, hashY, HASH_SIZE, GREY);
    flow.y -= height;
    flow.ink.rect(flow.page, flow.left, flow.y - 0.25, flow.width, 0.5, RULE);
  }
  flow.y -= 12;
  flow.need(24);
  flow.text('Head of the hash chain', flow.left, flow.y - 8, 8, 'bold', INK);
  flow.ink.text(flow.page, flow.fonts.mono, c.head_hash, flow.left + 110, flow.y - 8, 7.5, INK);
  flow.y -= 14;
  const note = 'Each record’s hash covers the previous record’s hash and the record itself.';
  flow.text(note, flow.left, flow.y - 7, 7, 'regular', GREY);
  flow.y -= 12;
};
