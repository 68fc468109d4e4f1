import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  PDFWidgetAnnotation,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { PageInk, type Matrix } from './page-ink.ts';
import { sealFonts } from './seal-fonts.ts';

const WIDGET = PDFName.of('Widget');
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;

const numbers = (value: unknown, fallback: number[]): number[] =>
  value instanceof PDFArray
    ? value.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : 0))
    : fallback;

/**
 * The transformation that paints an appearance stream into its widget's rectangle (PDF 32000-1
 * §12.5.5): its BBox, transformed by its Matrix, mapped onto the Rect.
 */
const appearanceMatrix = (
  stream: PDFStream,
  rect: { x: number; y: number; width: number; height: number },
): Matrix => {
  const [bx1 = 0, by1 = 0, bx2 = 0, by2 = 0] = numbers(stream.dict.get(PDFName.of('BBox')), []);
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = numbers(
    stream.dict.get(PDFName.of('Matrix')),
    [1, 0, 0, 1, 0, 0],
  );
  const corners = [
    [bx1, by1],
    [bx2, by1],
    [bx1, by2],
    [bx2, by2],
  ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f] as const);
  const minX = Math.min(...corners.map((p) => p[0]));
  const minY = Math.min(...corners.map((p) => p[1]));
  const sx = rect.width / (Math.max(...corners.map((p) => p[0])) - minX || 1);
  const sy = rect.height / (Math.max(...corners.map((p) => p[1])) - minY || 1);
  return [sx, 0, 0, sy, rect.x - minX * sx, rect.y - minY * sy];
};

/** Paints one widget's current appearance onto its page; false when it shows nothing. */
const paintWidget = (ink: PageInk, page: PDFPage, dict: PDFDict): boolean => {
  const widget = PDFWidgetAnnotation.fromDict(dict);
  if (widget.getFlags() & (HIDDEN | NO_VIEW)) return false;
  let appearance: PDFRef | PDFDict;
  try {
    appearance = widget.getNormalAppearance();
  } catch {
    return false; // no /AP: nothing is shown
  }
  if (!(appearance instanceof PDFRef)) {
    const state = widget.getAppearanceState();
    const chosen = state ? appearance.get(state) : undefined;
    if (!(chosen instanceof PDFRef)) return false;
    appearance = chosen;
  }
  const stream = page.doc.context.lookup(appearance);
  if (!(stream instanceof PDFStream)) return false;
  ink.ops(page, 'q');
  ink.xObject(page, appearance, appearanceMatrix(stream, widget.getRectangle()));
  ink.ops(page, 'Q');
  return true;
};

/**
 * Flattens the source PDF's interactive form: each visible widget's appearance (refreshed first,
 * so filled values show) is painted into its page's content, every widget annotation is removed
 * and the AcroForm goes, so the sealed file has no field left to edit. Works page by page from
 * the annotations, so a malformed field tree (widgets without /P, orphans) cannot stop it.
 * Returns the number of widgets painted.
 */
export const flattenForm = async (doc: PDFDocument): Promise<number> => {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (acroForm) {
    const needAppearances = acroForm.lookupMaybe(PDFName.of('NeedAppearances'), PDFBool);
    const font = (await sealFonts(doc, [])).regular.pdf;
    let fields: ReturnType<ReturnType<PDFDocument['getForm']>['getFields']> = [];
    try {
      fields = doc.getForm().getFields();
    } catch {
      // A field tree pdf-lib cannot read: its widgets are still painted and removed below.
    }
    for (const field of fields) {
      try {
        // With /NeedAppearances the stored appearances may be stale: redraw them all.
        if (needAppearances?.asBoolean() || field.needsAppearancesUpdate())
          field.defaultUpdateAppearances(font);
      } catch {
        // A field pdf-lib cannot redraw keeps the appearance it has.
      }
    }
  }
  let painted = 0;
  const ink = new PageInk(doc);
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const kept: (PDFRef | PDFDict)[] = [];
    for (const entry of annots.asArray()) {
      const dict = doc.context.lookupMaybe(entry, PDFDict);
      if (dict?.get(PDFName.of('Subtype')) !== WIDGET) {
        kept.push(entry as PDFRef | PDFDict);
        continue;
      }
      if (paintWidget(ink, page, dict)) painted++;
    }
    if (kept.length === annots.size()) continue;
    if (kept.length === 0) page.node.delete(PDFName.of('Annots'));
    else page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
  }
  ink.finish();
  if (doc.catalog.has(PDFName.of('AcroForm'))) doc.catalog.delete(PDFName.of('AcroForm'));
  return painted;
};
