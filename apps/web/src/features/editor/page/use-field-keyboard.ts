import type { DataField } from '@quire/domain';
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { EditorStore } from '../state/editor-store.ts';
import { clickSelection } from '../state/field-selection.ts';
import { focusAfterRemoval } from '../state/reading-order.ts';

/** Keys the window-wide shortcuts apply to the selection: on a focused field they mean "this one". */
const ACTS_ON_SELECTION = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Delete',
  'Backspace',
]);

const fieldUuidOf = (element: Element | null): string | null =>
  element instanceof HTMLElement ? (element.dataset.fieldUuid ?? null) : null;

/** The field of this page layer that has focus right now, if any. */
const focusedFieldOf = (layerId: string): string | null => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const layer = active.closest<HTMLElement>('[data-page-layer]');
  return layer?.dataset.pageLayer === layerId ? fieldUuidOf(active) : null;
};

/**
 * The keyboard on a page's fields (each field is a tab stop, in reading order): Enter or space
 * selects the focused field (shift adds or removes it), and arrows, Delete and Backspace take the
 * focused field as the selection first, so the editor's shortcuts move or delete it. Escape is
 * the editor's own (clears the selection).
 *
 * Focus is kept through re-renders: a field the keys moved past another is put back in reading
 * order (which moves its element), and a deleted field hands focus to its neighbour, or to the
 * page when none is left, so the keyboard user is never dropped at the top of the document.
 */
export const useFieldKeyboard = (
  store: EditorStore,
  layerRef: RefObject<HTMLDivElement | null>,
  layerId: string,
  ordered: readonly DataField[],
) => {
  const orderRef = useRef<string[]>([]);
  // Read while rendering, before this render changes the DOM: the field that has focus now.
  const focusedBefore = focusedFieldOf(layerId);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    const previousOrder = orderRef.current;
    const order = ordered.map((f) => f.uuid);
    orderRef.current = order;
    if (!layer || !focusedBefore) return;
    const active = document.activeElement;
    // Still focused, or the user went somewhere else on purpose.
    if (active && active !== document.body) return;
    const here = new Set(order);
    const target = here.has(focusedBefore)
      ? focusedBefore
      : focusAfterRemoval(previousOrder, focusedBefore, here);
    const element = target
      ? layer.querySelector<HTMLElement>(`[data-field-uuid="${target}"]`)
      : layer;
    element?.focus();
  });

  return (event: KeyboardEvent<HTMLDivElement>) => {
    const uuid = fieldUuidOf(event.target as Element);
    if (!uuid || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      store.select(clickSelection(store.selection, uuid, event.shiftKey));
    } else if (ACTS_ON_SELECTION.has(event.key) && !store.selection.includes(uuid)) {
      store.select([uuid]);
    }
  };
};
