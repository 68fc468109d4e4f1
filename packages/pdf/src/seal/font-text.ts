/**
 * Text as the seal can draw it. Values come from people's keyboards: line breaks are made \n,
 * control characters spaces, and the text is composed (NFC) so that "e" + combining accent is
 * the one character a font has a glyph for.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** Printable ASCII: already clean, and drawn by every font the seal has (the common case). */
export const isPlainAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

export const cleanText = (text: string): string =>
  isPlainAscii(text) ? text : text.replace(/\r\n?/g, '\n').normalize('NFC').replace(CONTROL, ' ');

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

/** True when `covers` has every character of the text (line breaks aside). */
export const coversAll = (text: string, covers: (codePoint: number) => boolean): boolean => {
  for (const ch of text) if (ch !== '\n' && !covers(ch.codePointAt(0)!)) return false;
  return true;
};

/**
 * Replaces each character the font lacks so that drawing never throws mid-seal: by its base
 * letter when that one is covered (ő → o, ł → l), else by '?'.
 */
export const replaceUncovered = (text: string, covers: (codePoint: number) => boolean): string => {
  if (coversAll(text, covers)) return text;
  let out = '';
  for (const ch of text) {
    if (ch === '\n' || covers(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const base = STROKED[ch] ?? ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += base && base !== ch && coversAll(base, covers) ? base : '?';
  }
  return out;
};
