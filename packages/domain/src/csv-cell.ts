/**
 * CSV export without formula injection: a spreadsheet treats a cell starting with = + - or @ as a
 * formula, so such a cell is neutralised with a leading apostrophe (which spreadsheets hide).
 */
const FORMULA_START = /^[=+\-@]/;

export const neutraliseCsvCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** One CSV field (RFC 4180): neutralised, then quoted when it holds a comma, quote or line break. */
export const csvField = (value: string | number | boolean | null | undefined): string => {
  const text = neutraliseCsvCell(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows to CSV text with CRLF line ends, as RFC 4180 and spreadsheet imports expect. */
export const toCsv = (
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
) => rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
