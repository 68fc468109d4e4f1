import type { PDFDocument } from 'pdf-lib';
import { documentFont, loadCjkFont } from '../document-fonts.ts';
import { cleanText, isPlainAscii } from '../font-text.ts';
import { sealFonts, type SealFont } from '../seal-fonts.ts';
import { loadUnicodeFont, type ShapingFont } from '../unicode-font.ts';

/** A piece of one line in one font, encoded and measured (width at size 1), in visual order. */
export type TextRun = { font: SealFont; operand: string; width: number };

export type CertificateFonts = {
  regular: SealFont;
  bold: SealFont;
  mono: SealFont;
  /** One line of any script as runs to draw left to right. */
  runs: (text: string, weight?: 'regular' | 'bold') => TextRun[];
};

/** Hebrew, Arabic, Syriac, Thaana, N'Ko… and the Hebrew and Arabic presentation forms. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG = /[\p{L}\p{N}]/u;

type Dir = 'ltr' | 'rtl';
type Script = 'standard' | 'unicode' | 'cjk';
type Segment = { script: Script; dir: Dir; text: string };

const dirOf = (ch: string): Dir | null => (RTL.test(ch) ? 'rtl' : STRONG.test(ch) ? 'ltr' : null);

/**
 * Names are short: a neutral character (space, punctuation) between two right-to-left letters
 * belongs to their run; anywhere else it takes the line's direction. This is the part of the
 * Unicode bidirectional algorithm a name or a file name needs (no embeddings, no numbers inside
 * Arabic text), done here rather than with a library for a line at a time.
 */
const resolveDirections = (chars: string[], base: Dir): Dir[] => {
  const strong = chars.map(dirOf);
  return strong.map((d, i) => {
    if (d) return d;
    const before = strong.slice(0, i).reverse().find(Boolean) ?? base;
    const after = strong.slice(i + 1).find(Boolean) ?? base;
    return before === 'rtl' && after === 'rtl' ? 'rtl' : base;
  });
};

/** Runs of one direction keep their order, right-to-left runs are reversed as a whole. */
const visualOrder = (segments: Segment[], base: Dir): Segment[] => {
  const groups: Segment[][] = [];
  for (const s of segments) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.dir === s.dir) last.push(s);
    else groups.push([s]);
  }
  const ordered = groups.map((g) => (g[0]!.dir === 'rtl' ? [...g].reverse() : g));
  return (base === 'rtl' ? ordered.reverse() : ordered).flat();
};

/**
 * The certificate's fonts for a document: Helvetica for WinAnsi text, DejaVu Sans for other
 * Latin, Greek, Cyrillic, Hebrew and Arabic, Droid Sans Fallback for CJK. Right-to-left runs are
 * laid out by fontkit (Arabic joined by its init/medi/fina forms and lam-alef ligature, glyphs in
 * visual order), each glyph recorded with the characters it stands for so that selecting and
 * copying the text gives the letters as typed. Characters no font has become '?'.
 */
export const certificateFonts = async (
  doc: PDFDocument,
  texts: readonly string[],
): Promise<CertificateFonts> => {
  const base = await sealFonts(doc, []);
  const unicodeCovers = loadUnicodeFont()?.covers;
  // Droid Sans Fallback is 4 MB: read only for a character neither Helvetica nor DejaVu has.
  const cjkCovers = (codePoint: number) => loadCjkFont()?.covers.has(codePoint) ?? false;
  const winAnsi = new Set(base.regular.pdf.getCharacterSet());
  const scriptOf = (codePoint: number, dir: Dir): Script | null => {
    if (dir === 'ltr' && winAnsi.has(codePoint)) return 'standard';
    if (unicodeCovers?.has(codePoint)) return 'unicode';
    if (cjkCovers(codePoint)) return 'cjk';
    return winAnsi.has(codePoint) ? 'standard' : null;
  };
  const needs = new Set<Script>();
  for (const text of texts)
    if (!isPlainAscii(text))
      for (const ch of cleanText(text))
        needs.add(scriptOf(ch.codePointAt(0)!, dirOf(ch) ?? 'ltr') ?? 'standard');
  const shaping: Partial<Record<Script, ShapingFont>> = {};
  if (needs.has('unicode')) shaping.unicode = (await documentFont(doc, 'unicode')) ?? undefined;
  if (needs.has('cjk')) shaping.cjk = (await documentFont(doc, 'cjk')) ?? undefined;

  const coverage: Record<Script, (codePoint: number) => boolean> = {
    standard: (cp) => winAnsi.has(cp),
    unicode: (cp) => unicodeCovers?.has(cp) ?? false,
    cjk: cjkCovers,
  };

  const segmentsOf = (text: string): { segments: Segment[]; base: Dir } => {
    const chars = Array.from(text);
    const first = chars.map(dirOf).find(Boolean) ?? 'ltr';
    const dirs = resolveDirections(chars, first);
    const segments: Segment[] = [];
    chars.forEach((ch, i) => {
      const dir = dirs[i]!;
      const previous = segments[segments.length - 1];
      let script = scriptOf(ch.codePointAt(0)!, dir);
      // A space inside an Arabic name stays in its run, so the run is laid out as one.
      if (previous && dir === previous.dir && script !== null && !STRONG.test(ch)) {
        if (coverage[previous.script](ch.codePointAt(0)!)) script = previous.script;
      }
      const shown = script === null || (script !== 'standard' && !shaping[script]) ? '?' : ch;
      const s: Script = shown === '?' ? 'standard' : script!;
      if (previous && previous.script === s && previous.dir === dir) previous.text += shown;
      else segments.push({ script: s, dir, text: shown });
    });
    return { segments, base: first };
  };

  const runOf = (segment: Segment, weight: 'regular' | 'bold'): TextRun => {
    const font = segment.script === 'standard' ? base[weight] : shaping[segment.script]!;
    if (segment.script === 'standard' || segment.dir === 'ltr')
      return { font, operand: font.encode(segment.text), width: font.width(segment.text) };
    const shaper = font as ShapingFont;
    const layout = shaper.parsed.layout(segment.text);
    const scale = 1 / shaper.parsed.unitsPerEm;
    let hex = '';
    let width = 0;
    for (const glyph of layout.glyphs) {
      hex += shaper.glyphCode(glyph, glyph.codePoints);
      width += glyph.advanceWidth * scale;
    }
    return { font, operand: `<${hex}>`, width };
  };

  const runsOf = (raw: string, weight: 'regular' | 'bold'): TextRun[] => {
    const text = cleanText(raw).replace(/\n/g, ' ');
    const font = base[weight];
    if (isPlainAscii(text)) return [{ font, operand: font.encode(text), width: font.width(text) }];
    const { segments, base: dir } = segmentsOf(text);
    return visualOrder(segments, dir).map((s) => runOf(s, weight));
  };
  const memo = new Map<string, TextRun[]>();

  return {
    regular: base.regular,
    bold: base.bold,
    mono: base.mono,
    // Wrapping measures the same words again and again.
    runs: (raw, weight = 'regular') => {
      const key = `${weight[0]}${raw}`;
      let runs = memo.get(key);
      if (!runs) memo.set(key, (runs = runsOf(raw, weight)));
      return runs;
    },
  };
};

export const runsWidth = (runs: readonly TextRun[], size: number): number =>
  runs.reduce((sum, r) => sum + r.width * size, 0);
