import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { sealFont, type SealFont } from './seal-font.ts';

type FontkitFont = ReturnType<typeof fontkit.create>;
export type UnicodeFont = { bytes: Uint8Array; parsed: FontkitFont; covers: Set<number> };

const require = createRequire(import.meta.url);
let unicodeFont: UnicodeFont | null | undefined;
const parsedFonts = new Map<Uint8Array, FontkitFont>();

/** A TrueType file read and parsed once per process; null when it cannot be read. */
export const loadFontFile = (file: string): UnicodeFont | null => {
  try {
    const bytes = readFileSync(file);
    const parsed = fontkit.create(bytes);
    parsedFonts.set(bytes, parsed);
    return { bytes, parsed, covers: new Set(parsed.characterSet) };
  } catch {
    return null;
  }
};

/**
 * DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew and more), read and parsed once per
 * process: parsing the 750 KB file is the costly part, and each document embeds only its own
 * subset. Null when it cannot be read: values then fall back to Helvetica with '?' for what it
 * cannot show.
 */
export const loadUnicodeFont = (): UnicodeFont | null => {
  if (unicodeFont !== undefined) return unicodeFont;
  let file: string | null = null;
  try {
    file = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  } catch {
    file = null;
  }
  unicodeFont = file ? loadFontFile(file) : null;
  return unicodeFont;
};

/** Gives pdf-lib the parsed font instead of parsing the file again for every document. */
const cachingFontkit = {
  create: (bytes: Uint8Array, name?: string): FontkitFont =>
    parsedFonts.get(bytes) ?? fontkit.create(bytes, name),
};

type Glyph = ReturnType<FontkitFont['glyphForCodePoint']>;

/** fontkit's TTFSubset, as far as padGlyphs needs it. */
type TtfSubset = {
  includeGlyph: (glyphId: number) => number;
  _addGlyph?: (glyphId: number) => number;
  glyf?: Uint8Array[];
  offset?: number;
};

/** What pdf-lib 1.17's CustomFontSubsetEmbedder keeps of the glyphs a document uses. */
type SubsetState = {
  subset: TtfSubset;
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate: () => void };
};

const subsetStateOf = (pdf: PDFFont): SubsetState | null => {
  const embedder = (pdf as unknown as { embedder?: Partial<SubsetState> }).embedder;
  return embedder?.subset?.includeGlyph &&
    Array.isArray(embedder.glyphs) &&
    embedder.glyphIdMap instanceof Map &&
    embedder.glyphCache
    ? (embedder as SubsetState)
    : null;
};

/**
 * fontkit writes a small subset with a short loca table (offsets stored halved), which only works
 * when every glyph's data has an even length. DejaVu's glyphs do; Droid Sans Fallback's (a long
 * loca font) often do not, and a CJK character made of components then drew nothing. Each glyph
 * is padded to an even length (padding after glyph data is allowed: the loca gives its end).
 */
const padGlyphs = (subset: TtfSubset): void => {
  const add = subset._addGlyph?.bind(subset);
  if (!add) return;
  subset._addGlyph = (glyphId) => {
    const index = add(glyphId);
    const data = subset.glyf?.[index];
    if (data && data.length % 2 === 1 && subset.offset !== undefined) {
      // fontkit's bundled Buffer, not Node's: its stream accepts only its own.
      const padded = (data.constructor as typeof Buffer).alloc(data.length + 1);
      padded.set(data);
      subset.glyf![index] = padded;
      subset.offset += 1;
    }
    return index;
  };
};

/** An embedded subset font that can also draw glyphs as fontkit's layout shaped them. */
export type ShapingFont = SealFont & {
  parsed: FontkitFont;
  /** A shaped glyph's code, recorded with the characters it stands for (its ToUnicode entry). */
  glyphCode: (glyph: Glyph, codePoints: readonly number[]) => string;
};

/**
 * Embeds a font's subset in a document (DejaVu, the CJK fallback). Characters are mapped to glyphs through the font's
 * cmap and added to the subset directly, as pdf-lib's encodeText would after fontkit's layout,
 * but without the layout: it cost ~0.2 ms a call, it may decompose 'ó' into 'o' and a mark
 * (drawn where pdf-lib, which ignores mark positioning, puts it), and the glyph objects it makes
 * are cached in the shared parsed font, some without their code point, which then went missing
 * from a later document's ToUnicode map. Each glyph recorded here carries its own code point.
 * Without pdf-lib's internals (another pdf-lib version), encodeText is used.
 */
export const embedShapingFont = async (
  doc: PDFDocument,
  font: UnicodeFont,
): Promise<ShapingFont> => {
  doc.registerFontkit(cachingFontkit);
  const pdf = await doc.embedFont(font.bytes, { subset: true });
  const scale = 1 / font.parsed.unitsPerEm;
  const state = subsetStateOf(pdf);
  if (state) padGlyphs(state.subset);
  const glyphCode = (glyph: Glyph, codePoints: readonly number[]): string => {
    if (!state)
      return pdf
        .encodeText(String.fromCodePoint(...codePoints))
        .toString()
        .slice(1, -1);
    const id = state.subset.includeGlyph(glyph.id);
    state.glyphs[id - 1] = Object.create(glyph, {
      codePoints: { value: [...codePoints] },
    }) as Glyph;
    state.glyphIdMap.set(glyph.id, id);
    state.glyphCache.invalidate();
    // pdf-lib writes the font program again at save only when it was told it changed.
    (pdf as unknown as { modified: boolean }).modified = true;
    return id.toString(16).padStart(4, '0');
  };
  const code = (ch: string): string => {
    const codePoint = ch.codePointAt(0)!;
    return glyphCode(font.parsed.glyphForCodePoint(codePoint), [codePoint]);
  };
  const widthOf = (ch: string) =>
    font.parsed.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * scale;
  return { ...sealFont({ pdf, code, widthOf, singleByte: false }), parsed: font.parsed, glyphCode };
};
