import { StandardFonts, rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { memoizedMeasure, wrapText } from './fit-text.ts';
import { textForFont } from './font-text.ts';

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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const SIZE = 7.5;
const LINE = SIZE * 1.25;
const CELL_PAD = 3;
const HEADER_SIZE = 8;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.75, 0.75, 0.75);
const SHADE = rgb(0.93, 0.94, 0.96);

const COLUMNS = [
  { title: 'Time (UTC)', width: 96 },
  { title: 'Event', width: 92 },
  { title: 'Actor', width: 78 },
  { title: 'Email', width: 100 },
  { title: 'IP address', width: 62 },
  { title: 'User agent', width: 87.28 },
] as const;

export const AUDIT_PAGE_TITLE = 'Audit trail';

/** 2026-11-21 08:41:24 UTC */
export const formatUtc = (time: Date | string): string =>
  `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

type Row = { cells: string[][]; height: number };

/**
 * Appends the audit-trail pages: a heading with the document's name and the SHA-256 of the
 * original file, then a table (time UTC, event, actor, email, IP, user agent) whose cells wrap,
 * split over as many A4 pages as it needs with the header row repeated, each page numbered
 * "Audit trail page i of n". Returns the number of pages added.
 */
export const appendAuditPages = async (
  doc: PDFDocument,
  trail: AuditTrail,
  sha256Original: string,
): Promise<number> => {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const clean = textForFont(font);
  const measure = memoizedMeasure((t) => font.widthOfTextAtSize(t, 1));

  const rows: Row[] = trail.entries.map((e) => {
    const values = [formatUtc(e.time), e.event, e.actor, e.email, e.ip, e.user_agent];
    const cells = values.map((v, i) =>
      wrapText(clean(v ?? '—'), SIZE, COLUMNS[i]!.width - 2 * CELL_PAD, measure),
    );
    return { cells, height: Math.max(...cells.map((c) => c.length)) * LINE + 2 * CELL_PAD };
  });

  const headingHeight = 92;
  const headerRow = LINE + 2 * CELL_PAD;
  const bottom = MARGIN + 20;
  const pagesOfRows: Row[][] = [[]];
  let y = A4[1] - MARGIN - headingHeight - headerRow;
  for (const row of rows) {
    if (y - row.height < bottom && pagesOfRows[pagesOfRows.length - 1]!.length > 0) {
      pagesOfRows.push([]);
      y = A4[1] - MARGIN - headerRow - 20;
    }
    pagesOfRows[pagesOfRows.length - 1]!.push(row);
    y -= row.height;
  }

  // One font per run of text: pdf-lib adds a font resource on every setFont or font option.
  pagesOfRows.forEach((pageRows, index) => {
    const page = doc.addPage(A4);
    const first = index === 0;
    const top = A4[1] - MARGIN;
    const tableTop = top - (first ? headingHeight : 20);
    page.setFont(bold);
    if (first) {
      page.drawText(AUDIT_PAGE_TITLE, { x: MARGIN, y: top - 18, size: 18, color: INK });
      page.drawText('SHA-256 of the original document:', {
        x: MARGIN,
        y: top - 60,
        size: HEADER_SIZE,
        color: INK,
      });
    } else {
      page.drawText(`${AUDIT_PAGE_TITLE} (continued)`, {
        x: MARGIN,
        y: top - 12,
        size: 10,
        color: INK,
      });
    }
    drawHeaderRow(page, tableTop);
    page.setFont(font);
    if (first) {
      page.drawText(clean(trail.document_name).slice(0, 110), {
        x: MARGIN,
        y: top - 40,
        size: 10,
        color: INK,
      });
    }
    let rowTop = tableTop - headerRow;
    pageRows.forEach((row, i) => {
      drawRow(page, row, rowTop, i % 2 === 1);
      rowTop -= row.height;
    });
    page.drawText(`${AUDIT_PAGE_TITLE} page ${index + 1} of ${pagesOfRows.length}`, {
      x: MARGIN,
      y: MARGIN,
      size: 7,
      color: rgb(0.4, 0.4, 0.4),
    });
    if (first) {
      page.setFont(mono);
      page.drawText(sha256Original, { x: MARGIN, y: top - 72, size: 8, color: INK });
    }
  });
  return pagesOfRows.length;
};

const tableWidth = COLUMNS.reduce((s, c) => s + c.width, 0);

const drawHeaderRow = (page: PDFPage, top: number): void => {
  const height = LINE + 2 * CELL_PAD;
  page.drawRectangle({ x: MARGIN, y: top - height, width: tableWidth, height, color: SHADE });
  let x = MARGIN;
  for (const column of COLUMNS) {
    page.drawText(column.title, {
      x: x + CELL_PAD,
      y: top - CELL_PAD - SIZE,
      size: SIZE,
      color: INK,
    });
    x += column.width;
  }
};

const drawRow = (page: PDFPage, row: Row, top: number, shaded: boolean): void => {
  if (shaded)
    page.drawRectangle({
      x: MARGIN,
      y: top - row.height,
      width: tableWidth,
      height: row.height,
      color: rgb(0.97, 0.97, 0.98),
    });
  let x = MARGIN;
  row.cells.forEach((lines, i) => {
    lines.forEach((line, l) => {
      page.drawText(line, {
        x: x + CELL_PAD,
        y: top - CELL_PAD - SIZE - l * LINE,
        size: SIZE,
        color: INK,
      });
    });
    x += COLUMNS[i]!.width;
  });
  page.drawLine({
    start: { x: MARGIN, y: top - row.height },
    end: { x: MARGIN + tableWidth, y: top - row.height },
    thickness: 0.5,
    color: RULE,
  });
};
