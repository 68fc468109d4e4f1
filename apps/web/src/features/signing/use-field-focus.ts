import { useCallback, useEffect, useRef, useState } from 'react';
import type { SigningField } from './use-signing-state.ts';

/** Frames to wait for a page to mount after scrolling to it (pages are virtualised). */
const MOUNT_FRAMES = 60;

/**
 * The wizard's current field and how to bring one into view: switch to its document, scroll its
 * page into the window, then centre the field and focus its input once the page has mounted.
 */
export const useFieldFocus = (
  fields: readonly SigningField[],
  selectChild: (key: string) => void,
  shownChild: string,
) => {
  const [current, setCurrent] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const scroller = useRef<(index: number) => void>(() => undefined);

  const onScroller = useCallback((scrollTo: (index: number) => void) => {
    scroller.current = scrollTo;
  }, []);

  const show = useCallback(
    (uuid: string) => {
      const field = fields.find((f) => f.uuid === uuid);
      if (!field) return;
      setCurrent(uuid);
      selectChild(field.document_key);
      setPending(uuid);
    },
    [fields, selectChild],
  );

  useEffect(() => {
    if (!pending) return;
    const field = fields.find((f) => f.uuid === pending);
    if (!field || field.document_key !== shownChild) return;
    scroller.current(field.page_index);
    let frames = 0;
    let handle = 0;
    const settle = () => {
      const box = [...document.querySelectorAll<HTMLElement>('[data-field-uuid]')].find(
        (element) => element.dataset.fieldUuid === pending,
      );
      if (box) {
        box.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        box.querySelector<HTMLElement>('[data-field-input]')?.focus({ preventScroll: true });
        setPending(null);
        return;
      }
      frames += 1;
      if (frames < MOUNT_FRAMES) handle = requestAnimationFrame(settle);
      else setPending(null);
    };
    handle = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(handle);
  }, [pending, fields, shownChild]);

  return { current, set: setCurrent, show, onScroller };
};
