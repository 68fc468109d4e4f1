import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { PageSize } from '../audit-page-size.ts';
import { wrapText } from '../fit-text.ts';
import { PageInk, type Rgb } from '../page-ink.ts';
import { runsWidth, type CertificateFonts } from './text-runs.ts';

export const MARGIN = 40;
export const INK: Rgb = [0.1, 0.1, 0.12];
export const GREY: Rgb = [0.38, 0.4, 0.44];
export const RULE: Rgb = [0.8, 0.82, 0.85];
export const SHADE: Rgb = [0.93, 0.94, 0.96];
export const ACCENT: Rgb = [0.11, 0.3, 0.62];

/** Room kept for the footer at the bottom of every page. */
const BOTTOM = MARGIN + 18;

export type Weight = 'regular' | 'bold';

/**
 * Pages written top to bottom: a cursor `y` that moves down as blocks are drawn, and a new page
 * (same size, a "continued" line at its top) when the next block does not fit.
 */
export class CertificateFlow {
  readonly pages: PDFPage[] = [];
  readonly ink: PageInk;
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: CertificateFonts,
    readonly size: PageSize,
    private readonly title: string,
  ) {
    this.ink = new PageInk(doc);
    this.newPage();
  }

  get left(): number {
    return MARGIN;
  }

  get width(): number {
    return this.size[0] - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.doc.addPage([...this.size]);
    this.pages.push(this.page);
    this.y = this.size[1] - MARGIN;
    if (this.pages.length > 1) {
      this.text(`${this.title} (continued)`, MARGIN, this.y - 10, 10, 'bold', GREY);
      this.y -= 26;
    }
  }

  /** Starts a new page unless `height` points are left above the footer. */
  need(height: number): void {
    if (this.y - height < BOTTOM && this.y < this.size[1] - MARGIN - 30) this.newPage();
  }

  /** One line of any script with its baseline at (x, y). */
  text(text: string, x: number, y: number, size: number, weight: Weight, colour: Rgb): void {
    let at = x;
    for (const run of this.fonts.runs(text, weight)) {
      this.ink.encoded(this.page, run.font, run.operand, at, y, size, colour);
      at += run.width * size;
    }
  }

  /** Like text, ending at `right` (numbers and right-hand captions). */
  textRight(text: string, right: number, y: number, size: number, weight: Weight, colour: Rgb) {
    const width = runsWidth(this.fonts.runs(text, weight), size);
    this.text(text, right - width, y, size, weight, colour);
  }

  measure(text: string, size: number, weight: Weight = 'regular'): number {
    return runsWidth(this.fonts.runs(text, weight), size);
  }

  /** The text broken into lines that fit `width` at `size`. */
  wrap(text: string, size: number, width: number, weight: Weight = 'regular'): string[] {
    return wrapText(text, size, width, (t, s) => this.measure(t, s, weight));
  }

  /** A section heading with a rule under it, moved to a new page when its first lines won't fit. */
  heading(text: string, keepWith = 60): void {
    this.need(34 + keepWith);
    this.y -= 18;
    this.text(text, MARGIN, this.y, 13, 'bold', ACCENT);
    this.y -= 6;
    this.ink.rect(this.page, MARGIN, this.y, this.width, 0.75, ACCENT);
    this.y -= 8;
  }

  /** Footers on every page: "Certificate of completion page i of n" and the verification id. */
  finish(footerRight: string): number {
    this.pages.forEach((page, i) => {
      this.page = page;
      const label = `${this.title} page ${i + 1} of ${this.pages.length}`;
      this.text(label, MARGIN, MARGIN, 7, 'regular', GREY);
      this.textRight(footerRight, this.size[0] - MARGIN, MARGIN, 7, 'regular', GREY);
    });
    this.ink.finish();
    return this.pages.length;
  }
}
