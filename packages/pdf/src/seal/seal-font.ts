import { isPlainAscii } from './font-text.ts';
import type { PDFFont } from 'pdf-lib';

/** A font as the seal draws with it: codes and widths cached per character. */
export type SealFont = {
  pdf: PDFFont;
  /** The text as a content-stream string operand: `(…)` or, with glyph codes, `<…>`. */
  encode: (text: string) => string;
  /**
   * A string's width at size 1 as the seal draws it: the sum of its characters' advance widths.
   * The seal draws without kerning, so pdf-lib's widthOfTextAtSize (which subtracts it) would
   * understate it.
   */
  width: (text: string) => number;
  /** Height above the baseline at a size (pdf-lib's heightAtSize without the descender). */
  ascent: (size: number) => number;
};

/** A PDF literal string: WinAnsi codes are ASCII's, so ASCII text is written as it is. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, '\\$&')})`;

export type SealFontParts = {
  pdf: PDFFont;
  /** One character's code, as hex digits (memoised by the caller). */
  code: (ch: string) => string;
  /** One character's advance width at size 1. */
  widthOf: (ch: string) => number;
  /** WinAnsi: ASCII text can be written as a literal string. */
  singleByte: boolean;
};

export const sealFont = ({ pdf, code, widthOf, singleByte }: SealFontParts): SealFont => {
  const ascii = new Float64Array(128).fill(-1);
  const widths = new Map<string, number>();
  const codes = new Map<string, string>();
  const charWidth = (ch: string) => {
    let w = widths.get(ch);
    if (w === undefined) widths.set(ch, (w = widthOf(ch)));
    return w;
  };
  const charCode = (ch: string) => {
    let hex = codes.get(ch);
    if (hex === undefined) codes.set(ch, (hex = code(ch)));
    return hex;
  };
  return {
    pdf,
    encode: (text) =>
      singleByte && isPlainAscii(text) ? literal(text) : `<${Array.from(text, charCode).join('')}>`,
    // Indexed by char code for ASCII: iterating strings by character allocated more than the
    // drawing itself.
    width: (text) => {
      let total = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 128) {
          let w = ascii[c]!;
          if (w < 0) ascii[c] = w = widthOf(text[i]!);
          total += w;
        } else {
          const ch = String.fromCodePoint(text.codePointAt(i)!);
          total += charWidth(ch);
          i += ch.length - 1;
        }
      }
      return total;
    },
    ascent: (size) => pdf.heightAtSize(size, { descender: false }),
  };
};
