import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { sealFont, type SealFont } from './seal-font.ts';

type FontkitFont = ReturnType<typeof fontkit.create>;
export type UnicodeFont = { bytes: Uint8Array; parsed: FontkitFont; covers: Set<number> };

const require = createRequire(import.meta.url);
let unicodeFont: UnicodeFont | null | undefined;

/**
 * DejaVu Sans (Latin, Greek, Cyrillic and more), read and parsed once per process: parsing the
 * 750 KB file is the costly part, and each document embeds only its own subset. Null when it
 * cannot be read: values then fall back to Helvetica with '?' for what it cannot show.
 */
export const loadUnicodeFont = (): UnicodeFont | null => {
  if (unicodeFont !== undefined) return unicodeFont;
  try {
    const bytes = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    const parsed = fontkit.create(bytes);
    unicodeFont = { bytes, parsed, covers: new Set(parsed.characterSet) };
  } catch {
    unicodeFont = null;
  }
  return unicodeFont;
};

/** Gives pdf-lib the parsed DejaVu instead of parsing the file again for every document. */
const cachingFontkit = {
  create: (bytes: Uint8Array, name?: string): FontkitFont => {
    const font = loadUnicodeFont();
    return font && bytes === font.bytes ? font.parsed : fontkit.create(bytes, name);
  },
};

type Glyph = ReturnType<FontkitFont['glyphForCodePoint']>;

/** What pdf-lib 1.17's CustomFontSubsetEmbedder keeps of the glyphs a document uses. */
type SubsetState = {
  subset: { includeGlyph: (glyphId: number) => number };
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
 * Embeds the DejaVu subset in a document. Characters are mapped to glyphs through the font's
 * cmap and added to the subset directly, as pdf-lib's encodeText would after fontkit's layout,
 * but without the layout: it cost ~0.2 ms a call, it may decompose 'ó' into 'o' and a mark
 * (drawn where pdf-lib, which ignores mark positioning, puts it), and the glyph objects it makes
 * are cached in the shared parsed font, some without their code point, which then went missing
 * from a later document's ToUnicode map. Each glyph recorded here carries its own code point.
 * Without pdf-lib's internals (another pdf-lib version), encodeText is used.
 */
export const embedUnicodeFont = async (doc: PDFDocument, font: UnicodeFont): Promise<SealFont> => {
  doc.registerFontkit(cachingFontkit);
  const pdf = await doc.embedFont(font.bytes, { subset: true });
  const scale = 1 / font.parsed.unitsPerEm;
  const state = subsetStateOf(pdf);
  const code = (ch: string): string => {
    if (!state) return pdf.encodeText(ch).toString().slice(1, -1);
    const codePoint = ch.codePointAt(0)!;
    const glyph = font.parsed.glyphForCodePoint(codePoint);
    const id = state.subset.includeGlyph(glyph.id);
    state.glyphs[id - 1] = Object.create(glyph, { codePoints: { value: [codePoint] } }) as Glyph;
    state.glyphIdMap.set(glyph.id, id);
    state.glyphCache.invalidate();
    // pdf-lib writes the font program again at save only when it was told it changed.
    (pdf as unknown as { modified: boolean }).modified = true;
    return id.toString(16).padStart(4, '0');
  };
  const widthOf = (ch: string) =>
    font.parsed.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * scale;
  return sealFont({ pdf, code, widthOf, singleByte: false });
};
