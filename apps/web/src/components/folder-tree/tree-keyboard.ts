/** The tree is a flat list of items with aria-level (a folder's folders follow it). */
const levelOf = (item: HTMLElement): number => Number(item.getAttribute('aria-level') ?? 1);

export type TreeMove = 'next' | 'previous' | 'first' | 'last' | 'parent' | 'child';

/** The tree items a person can see, in reading order (a closed folder's are not rendered). */
const visibleItems = (tree: HTMLElement): HTMLElement[] =>
  Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]'));

/**
 * Moves the focus within a tree as WAI-ARIA's tree pattern says; the focused item is the one
 * the Tab key reaches next time (roving tabindex). Answers whether it moved.
 */
export const moveTreeFocus = (tree: HTMLElement, from: HTMLElement, move: TreeMove): boolean => {
  const items = visibleItems(tree);
  const at = items.indexOf(from);
  const target = (() => {
    switch (move) {
      case 'next':
        return items[at + 1];
      case 'previous':
        return items[at - 1];
      case 'first':
        return items[0];
      case 'last':
        return items.at(-1);
      case 'parent':
        return items
          .slice(0, at)
          .reverse()
          .find((item) => levelOf(item) === levelOf(from) - 1);
      case 'child': {
        const next = items[at + 1];
        return next && levelOf(next) === levelOf(from) + 1 ? next : undefined;
      }
    }
  })();
  if (!target) return false;
  for (const item of items) item.tabIndex = item === target ? 0 : -1;
  target.focus();
  return true;
};
