import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  CSV_IMPORT_MESSAGES,
  detectCsvDelimiter,
  emptyTally,
  tallyCell,
  tallyType,
  uniqueFieldNames,
  type RecipientDataRow,
  type RecipientFieldType,
} from '@quire/domain';
import { badRequest } from '../../lib/app-error.ts';

export type ParsedCsv = { field_names: string[]; field_types: RecipientFieldType[]; rows: number };

const BATCH = 500;

/**
 * Bytes to text, refusing anything that is not UTF-8 (a Windows-1252 export would otherwise turn
 * names into mojibake silently). The line count lets the refusal say where the bad byte is.
 */
async function* utf8Text(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  for await (const chunk of bytes) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw badRequest(CSV_IMPORT_MESSAGES.notUtf8(line + countLines(safePrefix(chunk))));
    }
    line += countLines(text);
    yield text;
  }
  try {
    yield decoder.decode();
  } catch {
    throw badRequest(CSV_IMPORT_MESSAGES.notUtf8(line));
  }
}

const countLines = (text: string): number => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** The text before the first byte that does not decode, to place it on its line. */
const safePrefix = (chunk: Buffer): string => {
  const lossy = new TextDecoder('utf-8').decode(chunk);
  const bad = lossy.indexOf('\ufffd');
  return bad < 0 ? lossy : lossy.slice(0, bad);
};

/** Reads text until the header line is complete, so the delimiter can be told from it. */
const readHeaderLine = async (text: AsyncIterator<string>) => {
  let head = '';
  for (;;) {
    const firstLine = head.replace(/^(\s*\n)+/, '');
    if (firstLine.includes('\n'))
      return { head, line: firstLine.slice(0, firstLine.indexOf('\n')) };
    const next = await text.next();
    if (next.done) return { head, line: firstLine };
    head += next.value;
  }
};

/**
 * Streams a CSV into `onBatch` in batches of rows (1-based positions in file order) and answers
 * the field names and inferred types. Cells are kept exactly as text: nothing is evaluated.
 * Refuses (400, naming the row) ragged rows, unclosed quotes, non-UTF-8 bytes and a file without
 * a header; the caller's transaction then leaves the previous rows as they were.
 */
export const parseRecipientCsv = async (
  bytes: AsyncIterable<Buffer>,
  onBatch: (rows: RecipientDataRow[]) => Promise<void>,
): Promise<ParsedCsv> => {
  const text = utf8Text(bytes);
  const { head, line } = await readHeaderLine(text);
  const parser = parse({
    delimiter: detectCsvDelimiter(line),
    bom: true,
    info: true,
    relax_column_count: true,
    // A quote inside an unquoted cell (5" screen, =HYPERLINK("…")) is kept as text.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  const source = Readable.from(
    (async function* () {
      yield head;
      yield* text;
    })(),
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  let fieldNames: string[] | null = null;
  let tallies: ReturnType<typeof emptyTally>[] = [];
  let batch: RecipientDataRow[] = [];
  let position = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!fieldNames) {
        fieldNames = uniqueFieldNames(record);
        tallies = fieldNames.map(emptyTally);
        continue;
      }
      if (record.length !== fieldNames.length)
        throw badRequest(CSV_IMPORT_MESSAGES.ragged(info.lines, fieldNames.length, record.length));
      record.forEach((cell, i) => tallyCell(tallies[i]!, cell));
      batch.push({ position: ++position, cells: record });
      if (batch.length >= BATCH) {
        await onBatch(batch);
        batch = [];
      }
    }
  } catch (error) {
    source.destroy();
    if (error instanceof CsvError)
      throw badRequest(CSV_IMPORT_MESSAGES.malformed(Number(error.lines) || 1));
    throw error;
  }
  if (!fieldNames) throw badRequest(CSV_IMPORT_MESSAGES.empty);
  if (batch.length) await onBatch(batch);
  return { field_names: fieldNames, field_types: tallies.map(tallyType), rows: position };
};
