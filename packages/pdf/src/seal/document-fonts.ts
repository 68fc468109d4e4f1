import type { PDFDocument } from 'pdf-lib';
import {
  embedShapingFont,
  loadFontFile,
  loadUnicodeFont,
  type ShapingFont,
  type UnicodeFont,
} from './unicode-font.ts';

/**
 * Droid Sans Fallback (Debian's fonts-droid-fallback, Apache 2.0): Chinese, Japanese and Korean,
 * which DejaVu lacks. A TrueType font (glyf outlines), so pdf-lib subsets it like DejaVu; the
 * Noto CJK fonts are CFF and 20 MB a file. Null when the package is not installed: such names
 * then show '?'.
 */
export const CJK_FONT_FILE = '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf';

let cjkFont: UnicodeFont | null | undefined;
export const loadCjkFont = (): UnicodeFont | null => (cjkFont ??= loadFontFile(CJK_FONT_FILE));

export type FontName = 'unicode' | 'cjk';

const loaders: Record<FontName, () => UnicodeFont | null> = {
  unicode: loadUnicodeFont,
  cjk: loadCjkFont,
};

const perDocument = new WeakMap<PDFDocument, Map<FontName, Promise<ShapingFont>>>();

/**
 * A subset font embedded once per document, whichever stage (stamped values, the certificate)
 * asks first; null when its file cannot be read.
 */
export const documentFont = (doc: PDFDocument, name: FontName): Promise<ShapingFont> | null => {
  const font = loaders[name]();
  if (!font) return null;
  let fonts = perDocument.get(doc);
  if (!fonts) perDocument.set(doc, (fonts = new Map()));
  let embedded = fonts.get(name);
  if (!embedded) fonts.set(name, (embedded = embedShapingFont(doc, font)));
  return embedded;
};
