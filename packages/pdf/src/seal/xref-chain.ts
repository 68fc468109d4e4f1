import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';
import { unfilterRows } from './png-filters.ts';

/** Where an object of the file is, per its cross-reference data (PDF 32000-1 §7.5.4, §7.5.8). */
export type XrefEntry =
  { type: 0 } | { type: 1; offset: number; generation: number } | { type: 2; stream: number };

/** A file's cross-reference chain as a reader sees it: the newest entry of each object. */
export type XrefChain = {
  /** The newest section: an xref table, or a cross-reference stream (PDF 1.5). */
  kind: 'table' | 'stream';
  /** Its offset (startxref): an incremental update's /Prev. */
  startxref: number;
  /** The newest trailer's /Size. */
  size: number;
  /** The newest trailer (or cross-reference stream dictionary). */
  trailer: PDFDict;
  entries: Map<number, XrefEntry>;
};

type Section = { trailer: PDFDict; entries: Map<number, XrefEntry>; kind: 'table' | 'stream' };

const text = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.max(0, to - from)).toString('latin1');

const parseAt = (bytes: Uint8Array, offset: number, context: PDFContext): PDFObject =>
  PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();

const HEADER = /^(\d+)[ \t\r\n\f\0]+(\d+)[ \t\r\n\f\0]+obj/;

/** The object number and generation of the `N G obj` header at `offset`, if one is there. */
export const objectHeaderAt = (bytes: Uint8Array, offset: number) => {
  const m = HEADER.exec(text(bytes, offset, Math.min(bytes.length, offset + 48)));
  return m ? { number: Number(m[1]), generation: Number(m[2]), length: m[0].length } : null;
};

const lastStartxref = (bytes: Uint8Array): number | null => {
  const tail = text(bytes, Math.max(0, bytes.length - 1024), bytes.length);
  const m = /startxref[ \t\r\n\f\0]+(\d+)[ \t\r\n\f\0]+%%EOF[ \t\r\n\f\0]*$/.exec(tail);
  return m ? Number(m[1]) : null;
};

const readTable = (bytes: Uint8Array, offset: number, context: PDFContext): Section | null => {
  const trailerAt = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(
    'trailer',
    offset,
    'latin1',
  );
  if (trailerAt < 0) return null;
  const tokens = text(bytes, offset + 4, trailerAt)
    .trim()
    .split(/\s+/);
  const entries = new Map<number, XrefEntry>();
  let i = 0;
  while (i < tokens.length) {
    const first = Number(tokens[i]);
    const count = Number(tokens[i + 1]);
    if (!Number.isInteger(first) || !Number.isInteger(count)) return null;
    i += 2;
    for (let n = 0; n < count; n++, i += 3) {
      const [at, generation, kind] = [Number(tokens[i]), Number(tokens[i + 1]), tokens[i + 2]];
      if (kind === 'n') entries.set(first + n, { type: 1, offset: at, generation });
      else if (kind === 'f') entries.set(first + n, { type: 0 });
      else return null;
    }
  }
  const trailer = parseAt(bytes, trailerAt + 'trailer'.length, context);
  return trailer instanceof PDFDict ? { trailer, entries, kind: 'table' } : null;
};

const decodeStream = (stream: PDFRawStream): Uint8Array | null => {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const flate = PDFName.of('FlateDecode');
  let data: Uint8Array = stream.contents;
  if (
    filter === flate ||
    (filter instanceof PDFArray && filter.size() === 1 && filter.lookup(0) === flate)
  )
    data = inflateSync(data);
  else if (filter !== undefined) return null;
  const parms = stream.dict.lookup(PDFName.of('DecodeParms'));
  const dict = parms instanceof PDFArray ? parms.lookup(0) : parms;
  const number = (key: string, fallback: number) =>
    dict instanceof PDFDict
      ? (dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? fallback)
      : fallback;
  const predictor = number('Predictor', 1);
  if (predictor === 1) return data;
  const columns = number('Columns', 1);
  if (predictor < 10 || number('Colors', 1) !== 1 || number('BitsPerComponent', 8) !== 8)
    return null;
  const rows = data.length / (columns + 1);
  if (!Number.isInteger(rows)) return null;
  const copy = Uint8Array.from(data);
  unfilterRows(copy, rows, columns, 1);
  // Drop the filter byte of each row.
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++)
    out.set(copy.subarray(r * (columns + 1) + 1, (r + 1) * (columns + 1)), r * columns);
  return out;
};

const readStream = (bytes: Uint8Array, offset: number, context: PDFContext): Section | null => {
  const header = objectHeaderAt(bytes, offset);
  if (!header) return null;
  const stream = parseAt(bytes, offset + header.length, context);
  if (!(stream instanceof PDFRawStream)) return null;
  const { dict } = stream;
  if (dict.lookup(PDFName.of('Type')) !== PDFName.of('XRef')) return null;
  const data = decodeStream(stream);
  const widths = dict.lookupMaybe(PDFName.of('W'), PDFArray)?.asArray();
  const size = dict.lookupMaybe(PDFName.of('Size'), PDFNumber)?.asNumber();
  if (!data || !widths || widths.length !== 3 || size === undefined) return null;
  const [w0, w1, w2] = widths.map((w) => (w instanceof PDFNumber ? w.asNumber() : -1));
  const index = dict.lookupMaybe(PDFName.of('Index'), PDFArray)?.asArray() ?? [
    PDFNumber.of(0),
    PDFNumber.of(size),
  ];
  const field = (at: number, width: number) => {
    let value = 0;
    for (let k = 0; k < width; k++) value = value * 256 + data[at + k]!;
    return value;
  };
  const entries = new Map<number, XrefEntry>();
  const rowLength = w0! + w1! + w2!;
  let at = 0;
  for (let i = 0; i + 1 < index.length; i += 2) {
    const first = (index[i] as PDFNumber).asNumber();
    const count = (index[i + 1] as PDFNumber).asNumber();
    for (let n = 0; n < count; n++, at += rowLength) {
      if (at + rowLength > data.length) return null;
      const type = w0 === 0 ? 1 : field(at, w0!);
      const second = field(at + w0!, w1!);
      const third = field(at + w0! + w1!, w2!);
      if (type === 1) entries.set(first + n, { type: 1, offset: second, generation: third });
      else if (type === 2) entries.set(first + n, { type: 2, stream: second });
      else entries.set(first + n, { type: 0 });
    }
  }
  return { trailer: dict, entries, kind: 'stream' };
};

const readSection = (bytes: Uint8Array, offset: number, context: PDFContext) =>
  text(bytes, offset, offset + 4) === 'xref'
    ? readTable(bytes, offset, context)
    : readStream(bytes, offset, context);

const offsetIn = (dict: PDFDict, key: string) =>
  dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();

/**
 * Reads the cross-reference chain from the last startxref back through every /Prev (and the
 * /XRefStm of hybrid files). Null when anything is not where the file says: such a file is
 * rewritten whole rather than updated.
 */
export const readXrefChain = (bytes: Uint8Array, context: PDFContext): XrefChain | null => {
  try {
    const startxref = lastStartxref(bytes);
    if (startxref === null || startxref >= bytes.length) return null;
    const entries = new Map<number, XrefEntry>();
    const seen = new Set<number>();
    let newest: Section | null = null;
    for (let offset: number | undefined = startxref; offset !== undefined;) {
      if (seen.has(offset) || offset >= bytes.length) return null;
      seen.add(offset);
      const section = readSection(bytes, offset, context);
      if (!section) return null;
      newest ??= section;
      const hybrid = offsetIn(section.trailer, 'XRefStm');
      if (hybrid !== undefined) {
        // A hybrid file's stream lists what its table leaves free (objects in object streams).
        const extra = readStream(bytes, hybrid, context);
        if (!extra) return null;
        for (const [n, e] of extra.entries)
          if (section.entries.get(n)?.type !== 1) section.entries.set(n, e);
      }
      for (const [n, e] of section.entries) if (!entries.has(n)) entries.set(n, e);
      offset = offsetIn(section.trailer, 'Prev');
    }
    const size = offsetIn(newest!.trailer, 'Size');
    if (size === undefined) return null;
    return { kind: newest!.kind, startxref, size, trailer: newest!.trailer, entries };
  } catch {
    return null;
  }
};
