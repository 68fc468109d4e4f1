import type { PDFFont } from 'pdf-lib';

/**
 * The seal draws with the standard Helvetica (WinAnsi: Latin scripts). Characters it cannot encode
 * would make pdf-lib throw mid-seal, so each is replaced: by its base letter when it is one with a
 * diacritic outside WinAnsi (ő → o), else by '?'. Control characters become spaces; line breaks
 * stay (they separate lines).
 */
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);

export const textForFont = (font: PDFFont): ((text: string) => string) => {
  const supported = new Set(font.getCharacterSet());
  const cache = new Map<string, string>();
  /** Latin letters with a stroke have no decomposition. */
  const STROKED: Record<string, string> = {
    ł: 'l',
    Ł: 'L',
    đ: 'd',
    Đ: 'D',
    ħ: 'h',
    Ħ: 'H',
    ı: 'i',
  };
  const mapChar = (ch: string): string => {
    const hit = cache.get(ch);
    if (hit !== undefined) return hit;
    let out: string;
    if (ch === '\n') out = ch;
    else if (isControl(ch.codePointAt(0)!)) out = ' ';
    else if (supported.has(ch.codePointAt(0)!)) out = ch;
    else if (STROKED[ch]) out = STROKED[ch];
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out = base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
    }
    cache.set(ch, out);
    return out;
  };
  return (text) => [...text.replace(/\r\n?/g, '\n').normalize('NFC')].map(mapChar).join('');
};

/**
 * A string's width at size 1 as the seal draws it: the sum of its glyphs' advance widths. The
 * seal shows text without kerning, so pdf-lib's widthOfTextAtSize (which subtracts kerning) would
 * understate it; summing cached per-character widths is also far cheaper.
 */
export const advanceWidth = (font: PDFFont): ((text: string) => number) => {
  const glyphs = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const ch of text) {
      let w = glyphs.get(ch);
      if (w === undefined) glyphs.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
      width += w;
    }
    return width;
  };
};
