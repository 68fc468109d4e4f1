/** The page the user is looking at, and where its visible part starts, in CSS pixels. */
export type VisiblePage = { pageIndex: number; visibleTopPx: number; widthPx: number };

/** Under the sticky app header and editor toolbar, the page is hidden from view. */
const COVERED_TOP_PX = 120;

/**
 * Of the pages of the document that are mounted, the one with most of its height on screen
 * (the page field layers carry `data-page-layer="{documentKey}:{pageIndex}"`); null when none is.
 */
export const visiblePage = (
  documentKey: string,
  root: ParentNode = document,
): VisiblePage | null => {
  const prefix = `${documentKey}:`;
  const layers = [...root.querySelectorAll<HTMLElement>('[data-page-layer]')].filter((layer) =>
    layer.dataset.pageLayer!.startsWith(prefix),
  );
  const viewTop = Math.min(COVERED_TOP_PX, window.innerHeight / 3);
  const viewBottom = window.innerHeight;
  let best: (VisiblePage & { shown: number }) | null = null;
  for (const layer of layers) {
    const pageIndex = Number(layer.dataset.pageLayer!.slice(prefix.length));
    const box = layer.getBoundingClientRect();
    const shown = Math.max(0, Math.min(box.bottom, viewBottom) - Math.max(box.top, viewTop));
    if (best && (shown < best.shown || (shown === best.shown && pageIndex > best.pageIndex)))
      continue;
    best = { pageIndex, visibleTopPx: Math.max(0, viewTop - box.top), widthPx: box.width, shown };
  }
  return (
    best && { pageIndex: best.pageIndex, visibleTopPx: best.visibleTopPx, widthPx: best.widthPx }
  );
};
