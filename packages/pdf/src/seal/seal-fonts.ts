import { StandardFonts, type PDFDocument } from 'pdf-lib';
import { cleanText, coversAll, isPlainAscii, replaceUncovered } from './font-text.ts';
import { sealFont, type SealFont } from './seal-font.ts';
import { documentFont } from './document-fonts.ts';
import { loadUnicodeFont } from './unicode-font.ts';

export type { SealFont };

/** A value ready to draw: the font chosen for it and the text as that font can show it. */
export type PickedText = { font: SealFont; text: string };

export type SealFonts = {
  regular: SealFont;
  bold: SealFont;
  mono: SealFont;
  /**
   * The font for a value and the value as it will be drawn: Helvetica when every character is
   * WinAnsi, else the DejaVu Sans subset (Latin, Greek, Cyrillic…) when it was embedded for it.
   * Characters no font has become '?' (CJK, for one), control characters spaces.
   */
  pick: (text: string) => PickedText;
};

let winAnsi: Set<number> | undefined;
const isWinAnsi = (codePoint: number) => winAnsi!.has(codePoint);

const standardFont = (doc: PDFDocument, name: StandardFonts): SealFont => {
  const pdf = doc.embedStandardFont(name);
  winAnsi ??= new Set(pdf.getCharacterSet());
  return sealFont({
    pdf,
    code: (ch) => pdf.encodeText(ch).toString().slice(1, -1),
    widthOf: (ch) => pdf.widthOfTextAtSize(ch, 1),
    singleByte: true,
  });
};

/** What DejaVu would draw for a value, when that shows more than Helvetica could; else null. */
const unicodeText = (text: string): string | null => {
  if (coversAll(text, isWinAnsi)) return null;
  const font = loadUnicodeFont();
  if (!font) return null;
  const covered = replaceUncovered(text, (cp) => font.covers.has(cp));
  return coversAll(covered, isWinAnsi) ? null : covered;
};

type Fonts = { regular: SealFont; bold: SealFont; mono: SealFont; unicode?: Promise<SealFont> };
const perDocument = new WeakMap<PDFDocument, Fonts>();

/** Bold and mono are embedded on first use (only the audit pages draw with them). */
const standardFonts = (doc: PDFDocument): Fonts => {
  let bold: SealFont | undefined;
  let mono: SealFont | undefined;
  return {
    regular: standardFont(doc, StandardFonts.Helvetica),
    get bold() {
      return (bold ??= standardFont(doc, StandardFonts.HelveticaBold));
    },
    get mono() {
      return (mono ??= standardFont(doc, StandardFonts.Courier));
    },
  };
};

/**
 * The seal's fonts for a document, embedded once however many stages draw on it. `texts` are
 * the values about to be drawn: the DejaVu subset is embedded only when one of them needs it.
 */
export const sealFonts = async (doc: PDFDocument, texts: Iterable<string>): Promise<SealFonts> => {
  let fonts = perDocument.get(doc);
  if (!fonts) perDocument.set(doc, (fonts = standardFonts(doc)));
  const shown = [...texts].flatMap((t) =>
    isPlainAscii(t) ? [] : (unicodeText(cleanText(t)) ?? []),
  );
  if (shown.length > 0) fonts.unicode ??= documentFont(doc, 'unicode') ?? undefined;
  const unicode = fonts.unicode ? await fonts.unicode : undefined;
  const all = fonts;
  const { regular } = all;
  return {
    regular,
    get bold() {
      return all.bold;
    },
    get mono() {
      return all.mono;
    },
    pick: (raw) => {
      if (isPlainAscii(raw)) return { font: regular, text: raw };
      const text = cleanText(raw);
      const shown = unicode ? unicodeText(text) : null;
      return shown === null
        ? { font: regular, text: replaceUncovered(text, isWinAnsi) }
        : { font: unicode!, text: shown };
    },
  };
};
