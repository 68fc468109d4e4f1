import {
  type PDFName,
  beginText,
  endText,
  fill,
  moveText,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  showText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

export type Rgb = [number, number, number];

/**
 * Writes text and filled rectangles as bare content-stream operators. pdf-lib's drawText and
 * drawRectangle add a font resource (or an ExtGState for opacity) to the page on every call and
 * check every option; with thousands of values per pack that was most of the stamping time.
 * Here each page gets one resource key per font and per opacity, reused.
 */
export class PageInk {
  private readonly fonts = new Map<PDFPage, Map<PDFFont, PDFName>>();
  private readonly states = new Map<PDFPage, Map<number, PDFName>>();

  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fonts.get(page);
    if (!keys) this.fonts.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  private opacityKey(page: PDFPage, opacity: number): PDFName {
    let keys = this.states.get(page);
    if (!keys) this.states.set(page, (keys = new Map()));
    let key = keys.get(opacity);
    if (!key) {
      const state = page.doc.context.obj({ Type: 'ExtGState', ca: opacity, CA: opacity });
      keys.set(opacity, (key = page.node.newExtGState('GS', state)));
    }
    return key;
  }

  /** One line of text with its baseline starting at (x, y); `text` must be encodable by `font`. */
  text(
    page: PDFPage,
    font: PDFFont,
    text: string,
    x: number,
    y: number,
    size: number,
    colour: Rgb,
  ) {
    page.pushOperators(
      setFillingRgbColor(...colour),
      beginText(),
      setFontAndSize(this.fontKey(page, font), size),
      moveText(x, y),
      showText(font.encodeText(text)),
      endText(),
    );
  }

  /** A filled rectangle; with an opacity below 1 it leaves that opacity set (wrap it in q/Q). */
  rect(
    page: PDFPage,
    x: number,
    y: number,
    width: number,
    height: number,
    colour: Rgb,
    opacity = 1,
  ) {
    page.pushOperators(
      ...(opacity < 1 ? [setGraphicsState(this.opacityKey(page, opacity))] : []),
      setFillingRgbColor(...colour),
      rectangle(x, y, width, height),
      fill(),
    );
  }
}
