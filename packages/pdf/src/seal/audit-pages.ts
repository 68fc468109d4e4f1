import type { PDFDocument } from 'pdf-lib';
import { auditPageSize } from './audit-page-size.ts';
import { memoizedMeasure, wrapText, type MeasureText } from './fit-text.ts';
import { PageInk, type Rgb } from './page-ink.ts';
import { sealFonts, type SealFont } from './seal-fonts.ts';

/** One line of the audit trail as the seal prints it (the job maps audit records onto this). */
export type AuditEntry = {
  time: Date | string;
  event: string;
  actor: string | null;
  email: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type AuditTrail = {
  document_name: string;
  entries: readonly AuditEntry[];
};

const MARGIN = 40;
const SIZE = 7.5;
const LINE = SIZE * 1.25;
const CELL_PAD = 3;
const HEADER_SIZE = 8;
const INK: Rgb = [0.1, 0.1, 0.1];
const GREY: Rgb = [0.4, 0.4, 0.4];
const RULE: Rgb = [0.75, 0.75, 0.75];
const SHADE: Rgb = [0.93, 0.94, 0.96];
const STRIPE: Rgb = [0.97, 0.97, 0.98];

/**
 * Column widths on A4 portrait. A narrower page shrinks every column in proportion; a wider one
 * (Letter, landscape) gives the extra room to the columns whose text wraps (`grow` shares), as
 * the time and IP columns already fit their values.
 */
const COLUMNS = [
  { title: 'Time (UTC)', width: 96, grow: 0 },
  { title: 'Event', width: 92, grow: 0.2 },
  { title: 'Actor', width: 78, grow: 0.25 },
  { title: 'Email or mobile', width: 100, grow: 0.25 },
  { title: 'IP address', width: 62, grow: 0 },
  { title: 'User agent', width: 87.28, grow: 0.3 },
] as const;
const A4_TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

const columnWidthsFor = (tableWidth: number): number[] =>
  tableWidth <= A4_TABLE_WIDTH
    ? COLUMNS.map((c) => (c.width * tableWidth) / A4_TABLE_WIDTH)
    : COLUMNS.map((c) => c.width + c.grow * (tableWidth - A4_TABLE_WIDTH));

export const AUDIT_PAGE_TITLE = 'Audit trail';

/** 2026-11-21 08:41:24 UTC */
export const formatUtc = (time: Date | string): string =>
  `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

type Cell = { font: SealFont; lines: string[] };
type Row = { cells: Cell[]; height: number };

/**
 * Appends the audit-trail pages: a heading with the document's name and the SHA-256 of the
 * original file, then a table (time UTC, event, actor, email or mobile, IP, user agent) whose
 * cells wrap, split over as many pages as it needs with the header row repeated, each page
 * numbered "Audit trail page i of n". The pages take the size of the document's last page (A4,
 * Letter, landscape: audit-page-size.ts). Returns the number of pages added.
 */
export const appendAuditPages = async (
  doc: PDFDocument,
  trail: AuditTrail,
  sha256Original: string,
): Promise<number> => {
  const [pageWidth, pageHeight] = auditPageSize(doc);
  const tableWidth = pageWidth - 2 * MARGIN;
  const columnWidths = columnWidthsFor(tableWidth);
  const values = trail.entries.map((e) => [
    formatUtc(e.time),
    e.event,
    e.actor,
    e.email,
    e.ip,
    e.user_agent,
  ]);
  const fonts = await sealFonts(doc, [trail.document_name, ...values.flat().map((v) => v ?? '')]);
  const measures = new Map<SealFont, MeasureText>();
  const measureOf = (font: SealFont) => {
    let measure = measures.get(font);
    if (!measure) measures.set(font, (measure = memoizedMeasure(font.width)));
    return measure;
  };

  const rows: Row[] = values.map((row) => {
    const cells = row.map((v, i): Cell => {
      const { font, text } = fonts.pick(v ?? '—');
      const width = columnWidths[i]! - 2 * CELL_PAD;
      return { font, lines: wrapText(text, SIZE, width, measureOf(font)) };
    });
    return { cells, height: Math.max(...cells.map((c) => c.lines.length)) * LINE + 2 * CELL_PAD };
  });

  const headingHeight = 92;
  const headerRow = LINE + 2 * CELL_PAD;
  const bottom = MARGIN + 20;
  const pagesOfRows: Row[][] = [[]];
  let y = pageHeight - MARGIN - headingHeight - headerRow;
  for (const row of rows) {
    if (y - row.height < bottom && pagesOfRows[pagesOfRows.length - 1]!.length > 0) {
      pagesOfRows.push([]);
      y = pageHeight - MARGIN - headerRow - 20;
    }
    pagesOfRows[pagesOfRows.length - 1]!.push(row);
    y -= row.height;
  }

  const { regular, bold, mono } = fonts;
  const name = fonts.pick(trail.document_name);
  // As much of the name as one line of this page's width holds.
  const title = wrapText(name.text, 10, tableWidth, measureOf(name.font))[0] ?? '';
  const ink = new PageInk(doc);
  pagesOfRows.forEach((pageRows, index) => {
    const page = doc.addPage([pageWidth, pageHeight]);
    const top = pageHeight - MARGIN;
    let tableTop = top - 20;
    if (index === 0) {
      ink.text(page, bold, AUDIT_PAGE_TITLE, MARGIN, top - 18, 18, INK);
      ink.text(page, name.font, title, MARGIN, top - 40, 10, INK);
      const label = 'SHA-256 of the original document:';
      ink.text(page, bold, label, MARGIN, top - 60, HEADER_SIZE, INK);
      ink.text(page, mono, sha256Original, MARGIN, top - 72, 8, INK);
      tableTop = top - headingHeight;
    } else {
      ink.text(page, bold, `${AUDIT_PAGE_TITLE} (continued)`, MARGIN, top - 12, 10, INK);
    }
    const cell = (f: SealFont, text: string, x: number, y: number) =>
      ink.text(page, f, text, x + CELL_PAD, y - CELL_PAD - SIZE, SIZE, INK);

    ink.rect(page, MARGIN, tableTop - headerRow, tableWidth, headerRow, SHADE);
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      cell(bold, column.title, x, tableTop);
      x += columnWidths[i]!;
    });
    let rowTop = tableTop - headerRow;
    pageRows.forEach((row, r) => {
      if (r % 2 === 1) ink.rect(page, MARGIN, rowTop - row.height, tableWidth, row.height, STRIPE);
      let cellX = MARGIN;
      row.cells.forEach(({ font, lines }, i) => {
        lines.forEach((line, l) => cell(font, line, cellX, rowTop - l * LINE));
        cellX += columnWidths[i]!;
      });
      rowTop -= row.height;
      ink.rect(page, MARGIN, rowTop - 0.25, tableWidth, 0.5, RULE);
    });
    const footer = `${AUDIT_PAGE_TITLE} page ${index + 1} of ${pagesOfRows.length}`;
    ink.text(page, regular, footer, MARGIN, MARGIN, 7, GREY);
  });
  ink.finish();
  return pagesOfRows.length;
};
