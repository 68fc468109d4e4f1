import type { RecipientFieldType } from './bulk-send-contracts.ts';
import { isNumberCell, parseCellDate } from './recipient-filters.ts';

/** The delimiters a client list may use; spreadsheets in comma-decimal locales write ';'. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Upload intents of client list CSVs carry this purpose (the PUT names its own limit by it). */
export const CSV_UPLOAD_PURPOSE = 'recipient_data_csv';

/** Default largest client list upload, in MB (MAX_CSV_UPLOAD_MB). */
export const DEFAULT_MAX_CSV_UPLOAD_MB = 50;

export const CSV_IMPORT_MESSAGES = {
  notUtf8: (line: number) =>
    `The file is not UTF-8 text (line ${line}). Save it from your spreadsheet as "CSV UTF-8" and upload it again.`,
  ragged: (row: number, expected: number, found: number) =>
    `Row ${row} has ${found} ${found === 1 ? 'column' : 'columns'} but the header has ${expected}. Check for a missing or extra delimiter or an unclosed quote.`,
  malformed: (row: number) =>
    `Row ${row} could not be read: check for an unclosed quote near that row.`,
  tooLarge: (mb: number) => `The file is larger than ${mb} MB. Split it into smaller lists.`,
  empty: 'The file has no header row. The first line must name the columns.',
  fileMissing: 'The file did not arrive. Please upload it again.',
  notCsv: 'Only .csv and .txt files can be imported.',
  descriptionRequired: 'Please give the client list a name.',
} as const;

/**
 * The delimiter of a CSV from its header line: the candidate that occurs most often outside
 * quotes; comma when none does (a one-column file).
 */
export const detectCsvDelimiter = (headerLine: string): CsvDelimiter => {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch as CsvDelimiter))
      counts.set(ch as CsvDelimiter, counts.get(ch as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
};

/**
 * Header names a data source can address one by one: trimmed, an empty one becomes
 * 'Column n' (its 1-based place), and a repeat gets ' (2)', ' (3)'… (case-insensitively, since
 * people read 'Email' and 'email' as the same column).
 */
export const uniqueFieldNames = (headers: readonly string[]): string[] => {
  const taken = new Set<string>();
  return headers.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
};

/**
 * inferFieldType for a column seen one cell at a time, so an import of any size needs no column
 * in memory: a column stays a number (or date) while every filled cell parses as one.
 */
export type FieldTypeTally = { filled: number; numbers: number; dates: number };

export const emptyTally = (): FieldTypeTally => ({ filled: 0, numbers: 0, dates: 0 });

export const tallyCell = (tally: FieldTypeTally, cell: string): void => {
  if (cell.trim() === '') return;
  tally.filled++;
  if (tally.numbers === tally.filled - 1 && isNumberCell(cell)) tally.numbers++;
  if (tally.dates === tally.filled - 1 && parseCellDate(cell) !== null) tally.dates++;
};

export const tallyType = (tally: FieldTypeTally): RecipientFieldType => {
  if (tally.filled === 0) return 'text';
  if (tally.numbers === tally.filled) return 'number';
  if (tally.dates === tally.filled) return 'date';
  return 'text';
};

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_LEADS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell for a CSV people will open in a spreadsheet: one that a spreadsheet would evaluate
 * (=, +, -, @, tab or CR first) gets a leading apostrophe, so it shows as the text it was.
 */
export const csvSafeCell = (cell: string): string =>
  cell.length > 0 && FORMULA_LEADS.has(cell[0]!) ? `'${cell}` : cell;
