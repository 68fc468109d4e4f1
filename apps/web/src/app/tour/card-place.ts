import type { Rect } from './target-rect.ts';

/** Room between the card, the lit element and the screen's edges. */
export const CARD_GAP = 12;
/** The lit area's margin around its element. */
export const SPOTLIGHT_PAD = 6;
const GAP = CARD_GAP;
const PAD = SPOTLIGHT_PAD;

/**
 * Beside the lit element, never over it: below it if the card fits there, else above, else to
 * its left or right (a tall sidebar), else centred (nothing fits, or no element). Kept on screen.
 */
export const cardPlace = (
  rect: Rect | null,
  card: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number } => {
  const clampTop = (top: number) => Math.min(Math.max(GAP, top), view.height - card.height - GAP);
  const clampLeft = (left: number) => Math.min(Math.max(GAP, left), view.width - card.width - GAP);
  const centred = {
    top: clampTop((view.height - card.height) / 2),
    left: clampLeft((view.width - card.width) / 2),
  };
  if (!rect) return centred;
  const below = rect.top + rect.height + PAD + GAP;
  if (below + card.height + GAP <= view.height) return { top: below, left: clampLeft(rect.left) };
  const above = rect.top - PAD - GAP - card.height;
  if (above >= GAP) return { top: above, left: clampLeft(rect.left) };
  const leftOf = rect.left - PAD - GAP - card.width;
  if (leftOf >= GAP) return { top: clampTop(rect.top), left: leftOf };
  const rightOf = rect.left + rect.width + PAD + GAP;
  if (rightOf + card.width + GAP <= view.width) return { top: clampTop(rect.top), left: rightOf };
  return centred;
};

/**
 * On a phone the card spans the screen's width at its bottom edge, unless the lit element is
 * down there (the editor's "Fields and settings" button): then at the top, clear of it.
 */
export const narrowCardEdge = (
  rect: Rect | null,
  cardHeight: number,
  viewHeight: number,
): 'top' | 'bottom' =>
  rect !== null && rect.top + rect.height + PAD + GAP > viewHeight - cardHeight - GAP
    ? 'top'
    : 'bottom';
