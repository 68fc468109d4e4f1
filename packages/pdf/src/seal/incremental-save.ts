import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';
import { objectHeaderAt, readXrefChain, type XrefChain } from './xref-chain.ts';

/**
 * The state of a loaded document before the seal changed it: what an incremental update
 * (PDF 32000-1 §7.5.6) needs to write only what changed, after the original bytes.
 */
export type Revision = {
  original: Uint8Array;
  chain: XrefChain;
  /** Each original object's shape: itself, and every value of its direct dictionaries and arrays. */
  shapes: Map<PDFRef, unknown[]>;
};

const OPEN_DICT = Symbol('<<');
const OPEN_ARRAY = Symbol('[');
const CLOSE = Symbol('end');

/**
 * A dictionary's entries without the copy PDFDict.entries() makes (it is called for every
 * object twice a seal): pdf-lib keeps them in a Map, read directly when it is there.
 */
const entriesOf = (dict: PDFDict): Iterable<[PDFName, PDFObject]> =>
  (dict as unknown as { dict?: Map<PDFName, PDFObject> }).dict ?? dict.entries();

/**
 * pdf-lib has no record of what it changed, so a change is found by comparing shapes: a changed
 * value, an added or removed key, a replaced object all change it. Names, numbers and refs are
 * values pdf-lib never changes in place (it makes new ones), so identity is enough for them.
 */
const shapeOf = (object: PDFObject, out: unknown[] = []): unknown[] => {
  if (object instanceof PDFDict) {
    out.push(OPEN_DICT);
    for (const [key, value] of entriesOf(object)) {
      out.push(key);
      shapeOf(value, out);
    }
    out.push(CLOSE);
  } else if (object instanceof PDFArray) {
    out.push(OPEN_ARRAY);
    for (let i = 0; i < object.size(); i++) shapeOf(object.get(i), out);
    out.push(CLOSE);
  } else if (object instanceof PDFStream) {
    out.push(object);
    shapeOf(object.dict, out);
    if (object instanceof PDFRawStream) out.push(object.contents);
  } else {
    out.push(object);
  }
  return out;
};

/** Walks `object` as shapeOf does, comparing as it goes: the next index, or -1 on a change. */
const compare = (before: unknown[], object: PDFObject, at: number): number => {
  let i = at;
  const next = (value: unknown) => (before[i] === value ? ++i : -1);
  if (object instanceof PDFDict) {
    if (next(OPEN_DICT) < 0) return -1;
    for (const [key, value] of entriesOf(object))
      if (next(key) < 0 || (i = compare(before, value, i)) < 0) return -1;
    return next(CLOSE);
  }
  if (object instanceof PDFArray) {
    if (next(OPEN_ARRAY) < 0) return -1;
    for (let k = 0; k < object.size(); k++)
      if ((i = compare(before, object.get(k), i)) < 0) return -1;
    return next(CLOSE);
  }
  if (object instanceof PDFStream) {
    if (next(object) < 0 || (i = compare(before, object.dict, i)) < 0) return -1;
    return object instanceof PDFRawStream ? next(object.contents) : i;
  }
  return next(object);
};

const sameShape = (before: unknown[], object: PDFObject): boolean =>
  compare(before, object, 0) === before.length;

/**
 * Every object pdf-lib read must be where the cross-reference data says, with the same
 * generation, and the trailer must name the catalog pdf-lib uses; an encrypted file never
 * qualifies. Otherwise readers could resolve the original objects differently from pdf-lib.
 */
const matches = (bytes: Uint8Array, chain: XrefChain, doc: PDFDocument): boolean => {
  const { context } = doc;
  const { trailer, entries } = chain;
  if (trailer.get(PDFName.of('Encrypt')) || context.trailerInfo.Encrypt) return false;
  if (trailer.get(PDFName.of('Root')) !== context.trailerInfo.Root) return false;
  for (const [number, entry] of entries) {
    if (number >= chain.size) return false;
    if (entry.type === 1) {
      const header = objectHeaderAt(bytes, entry.offset);
      if (header?.number !== number || header.generation !== entry.generation) return false;
    } else if (entry.type === 2 && entries.get(entry.stream)?.type !== 1) return false;
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    const entry = entries.get(ref.objectNumber);
    if (!entry || entry.type === 0) return false;
    if ((entry.type === 1 ? entry.generation : 0) !== ref.generationNumber) return false;
  }
  return true;
};

/**
 * Starts an incremental revision of a just-loaded document, or null when the original cannot
 * take one safely (see `matches`): the caller then saves the whole file. New objects get
 * numbers from the original's /Size up.
 */
export const beginRevision = (original: Uint8Array, doc: PDFDocument): Revision | null => {
  const chain = readXrefChain(original, doc.context);
  if (!chain || !matches(original, chain, doc)) return null;
  const { context } = doc;
  context.largestObjectNumber = Math.max(context.largestObjectNumber, chain.size - 1);
  const shapes = new Map<PDFRef, unknown[]>();
  for (const [ref, object] of context.enumerateIndirectObjects()) shapes.set(ref, shapeOf(object));
  return { original, chain, shapes };
};

/** The objects added or changed since `beginRevision`, by ascending number. */
export const changedObjects = (revision: Revision, doc: PDFDocument): [PDFRef, PDFObject][] =>
  doc.context.enumerateIndirectObjects().filter(([ref, object]) => {
    const before = revision.shapes.get(ref);
    return !before || !sameShape(before, object);
  });
