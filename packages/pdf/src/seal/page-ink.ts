import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFName,
  type PDFRef,
  PDFStream,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import type { SealFont } from './seal-fonts.ts';

export type Rgb = [number, number, number];
export type Matrix = readonly [number, number, number, number, number, number];
type Category = 'Font' | 'XObject' | 'ExtGState';

/** A number as the content stream writes it: at most 3 decimals, never an exponent. */
export const num = (n: number): string => String(Math.round(n * 1000) / 1000);
export const matrixOps = (m: Matrix): string => `${m.map(num).join(' ')} cm`;
const colourOps = (c: Rgb, op: 'rg' | 'RG') => `${num(c[0])} ${num(c[1])} ${num(c[2])} ${op}`;

/** PDFName.of runs a regular expression on every call: the seal's few names are kept. */
const names = new Map<string, PDFName>();
const nameOf = (value: string): PDFName => {
  let name = names.get(value);
  if (!name) names.set(value, (name = PDFName.of(value)));
  return name;
};

const RESOURCES = PDFName.of('Resources');
const CONTENTS = PDFName.of('Contents');
/**
 * A page's stamps are usually a kilobyte or two: setting up zlib for each of 200 pages cost more
 * than the bytes it saved. Larger streams (audit pages, crowded pages) are compressed, at level
 * 1: operators compress about as well at it, several times faster.
 */
const COMPRESS_FROM = 4096;

type Draft = {
  ops: string[];
  keys: Map<PDFRef | number, string>;
  added: Map<Category, Map<string, PDFRef>>;
  /** The page's own resources of each category (keys that new ones must not take). */
  existing: Map<Category, PDFDict | undefined>;
  counter: number;
};

/** The `q` opening each touched page's original content (one object per document). */
const openers = new WeakMap<PDFDocument, PDFRef>();

/**
 * Draws onto pages as content-stream text, written out once per page by `finish`. pdf-lib's
 * operator objects cost more to build, to collect and to serialise than the drawing itself
 * (thousands per pack); here each page gets one compressed stream after its own content, which
 * is wrapped in q … Q so that whatever state it leaves does not move the stamps. Resources are
 * copied onto the page (never changed in place: they may be shared or inherited) with new keys
 * that cannot clash with the page's own.
 */
export class PageInk {
  private readonly drafts = new Map<PDFPage, Draft>();
  private readonly states = new Map<number, PDFRef>();

  constructor(private readonly doc: PDFDocument) {}

  private draft(page: PDFPage): Draft {
    let draft = this.drafts.get(page);
    if (!draft) {
      draft = { ops: [], keys: new Map(), added: new Map(), existing: new Map(), counter: 0 };
      this.drafts.set(page, draft);
    }
    return draft;
  }

  /** The page's resource key for `ref` in `category`, added on first use. */
  private key(page: PDFPage, category: Category, ref: PDFRef, id: PDFRef | number = ref): string {
    const draft = this.draft(page);
    const known = draft.keys.get(id);
    if (known) return known;
    let existing = draft.existing.get(category);
    if (!draft.existing.has(category)) {
      const { context } = this.doc;
      const resources = context.lookupMaybe(page.node.getInheritableAttribute(RESOURCES), PDFDict);
      existing = resources?.lookupMaybe(nameOf(category), PDFDict);
      draft.existing.set(category, existing);
    }
    let name: string;
    do name = `Q${category[0]}${++draft.counter}`;
    while (existing?.has(nameOf(name)));
    let added = draft.added.get(category);
    if (!added) draft.added.set(category, (added = new Map()));
    added.set(name, ref);
    draft.keys.set(id, name);
    return name;
  }

  /** Operators written as given. */
  ops(page: PDFPage, ...ops: string[]): void {
    this.draft(page).ops.push(...ops);
  }

  /** One line of text, baseline starting at (x, y); `text` must be encodable by `font`. */
  text(
    page: PDFPage,
    font: SealFont,
    text: string,
    x: number,
    y: number,
    size: number,
    colour: Rgb,
  ) {
    this.encoded(page, font, font.encode(text), x, y, size, colour);
  }

  /** Like text, with the string operand already encoded (glyphs shaped by fontkit's layout). */
  encoded(
    page: PDFPage,
    font: SealFont,
    operand: string,
    x: number,
    y: number,
    size: number,
    colour: Rgb,
  ) {
    const key = this.key(page, 'Font', font.pdf.ref);
    this.draft(page).ops.push(
      `${colourOps(colour, 'rg')} BT /${key} ${num(size)} Tf ${num(x)} ${num(y)} Td ${operand} Tj ET`,
    );
  }

  /** A filled rectangle; with an opacity below 1 it leaves that opacity set (wrap it in q/Q). */
  rect(page: PDFPage, x: number, y: number, w: number, h: number, colour: Rgb, opacity = 1) {
    const ops = this.draft(page).ops;
    if (opacity < 1) ops.push(`/${this.key(page, 'ExtGState', this.state(opacity), opacity)} gs`);
    ops.push(`${colourOps(colour, 'rg')} ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
  }

  /** An image or form XObject painted into the unit square that `matrix` maps. */
  xObject(page: PDFPage, ref: PDFRef, matrix: Matrix) {
    this.draft(page).ops.push(`${matrixOps(matrix)} /${this.key(page, 'XObject', ref)} Do`);
  }

  /** A stroked polyline. */
  polyline(page: PDFPage, points: [number, number][], width: number, colour: Rgb) {
    const path = points.map(([x, y], i) => `${num(x)} ${num(y)} ${i === 0 ? 'm' : 'l'}`);
    this.draft(page).ops.push(
      `${num(width)} w 1 J 1 j ${colourOps(colour, 'RG')} ${path.join(' ')} S`,
    );
  }

  private state(opacity: number): PDFRef {
    let ref = this.states.get(opacity);
    if (!ref) {
      const state = this.doc.context.obj({ Type: 'ExtGState', ca: opacity, CA: opacity });
      this.states.set(opacity, (ref = this.doc.context.register(state)));
    }
    return ref;
  }

  /** Writes every page's drawing into the document; the ink can then draw again. */
  finish(): void {
    const { context } = this.doc;
    for (const [page, draft] of this.drafts) {
      const node = page.node;
      if (draft.added.size > 0) {
        const inherited = context.lookupMaybe(node.getInheritableAttribute(RESOURCES), PDFDict);
        const resources = inherited ? inherited.clone() : context.obj({});
        for (const [category, entries] of draft.added) {
          const name = nameOf(category);
          const existing = context.lookupMaybe(resources.get(name), PDFDict);
          const copy = existing ? existing.clone() : context.obj({});
          for (const [key, ref] of entries) copy.set(nameOf(key), ref);
          resources.set(name, copy);
        }
        node.set(RESOURCES, resources);
      }
      const current = node.get(CONTENTS);
      const found = context.lookup(current);
      const existing =
        found instanceof PDFArray ? found.asArray() : found instanceof PDFStream ? [current!] : [];
      const wrap = existing.length > 0;
      const body = `${wrap ? 'Q\n' : ''}${draft.ops.join('\n')}\n`;
      const bytes = Buffer.from(body, 'latin1');
      const stream = context.register(
        bytes.length < COMPRESS_FROM
          ? context.stream(bytes)
          : context.stream(deflateSync(bytes, { level: 1 }), { Filter: 'FlateDecode' }),
      );
      node.set(CONTENTS, wrap ? context.obj([this.opener(), ...existing, stream]) : stream);
    }
    this.drafts.clear();
  }

  private opener(): PDFRef {
    let ref = openers.get(this.doc);
    if (!ref)
      openers.set(this.doc, (ref = this.doc.context.register(this.doc.context.stream('q'))));
    return ref;
  }
}
