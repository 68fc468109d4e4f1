import { useEffect, useRef } from 'react';
import type { EditorStore } from '../state/editor-store.ts';
import { useBlockingFlags } from './blocking-flags.ts';

/** How long to wait for a scrolled-to page to mount its fields (frames, about 2 s). */
const MOUNT_FRAMES = 120;

/**
 * The document view's half: a refusal whose first field is in another child selects that
 * child's tab (the editor of that child then shows the field).
 */
export const useShowFlaggedChild = (packKey: string, show: (documentKey: string) => void) => {
  const flags = useBlockingFlags(packKey);
  const shown = useRef(0);
  useEffect(() => {
    if (!flags?.first || flags.focus !== 'field' || shown.current === flags.id) return;
    shown.current = flags.id;
    show(flags.first.documentKey);
  }, [flags, show]);
};

/**
 * The editor's half: scrolls the first offending field of a refusal into the middle of the
 * screen, selects it (its properties open) and gives it the keyboard focus.
 */
export const useFocusFlaggedField = (
  store: EditorStore,
  packKey: string,
  documentKey: string,
  scrollToPage: (pageIndex: number) => void,
) => {
  const flags = useBlockingFlags(packKey);
  const done = useRef(0);
  useEffect(() => {
    const first = flags?.first;
    if (!flags || !first || flags.focus !== 'field' || done.current === flags.id) return;
    if (first.documentKey !== documentKey) return;
    done.current = flags.id;
    store.select([first.uuid]);
    // The pages are virtualised: the field's page mounts once it is scrolled near.
    scrollToPage(first.pageIndex);
    let frames = 0;
    let frame = 0;
    const reach = () => {
      const box = [...document.querySelectorAll<HTMLElement>('[data-field-uuid]')].find(
        (el) => el.dataset.fieldUuid === first.uuid,
      );
      if (box) {
        box.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        box.focus({ preventScroll: true });
      } else if (frames++ < MOUNT_FRAMES) frame = requestAnimationFrame(reach);
    };
    frame = requestAnimationFrame(reach);
    return () => cancelAnimationFrame(frame);
  }, [flags, store, documentKey, scrollToPage]);
};
