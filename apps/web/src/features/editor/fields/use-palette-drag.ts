import type { FieldType } from '@quire/domain';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** Dispatched on a page's field layer when a palette type is dropped on it. */
export const PLACE_FIELD_EVENT = 'quire:place-field';
export type PlaceFieldDetail = { type: FieldType; clientX: number; clientY: number };

/** A press that moves less than this is a click (arms the type) rather than a drag. */
const DRAG_THRESHOLD_PX = 5;

export type PaletteGhost = { type: FieldType; x: number; y: number };

/**
 * Dragging a palette type onto a page with pointer events (mouse, pen and touch alike): a ghost
 * follows the pointer and the page layer under it is told where the type was dropped.
 */
export const usePaletteDrag = (enabled: boolean) => {
  const [ghost, setGhost] = useState<PaletteGhost | null>(null);
  const suppressClick = useRef(false);
  const cleanup = useRef<() => void>(() => undefined);
  useEffect(() => () => cleanup.current(), []);

  const onPointerDown = (event: PointerEvent, type: FieldType) => {
    if (!enabled || event.button !== 0) return;
    const start = { x: event.clientX, y: event.clientY };
    let dragging = false;
    suppressClick.current = false;
    const move = (e: globalThis.PointerEvent) => {
      if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD_PX)
        return;
      dragging = true;
      setGhost({ type, x: e.clientX, y: e.clientY });
    };
    const up = (e: globalThis.PointerEvent) => {
      cleanup.current();
      if (!dragging) return;
      suppressClick.current = true;
      setGhost(null);
      const layer = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-page-layer]');
      layer?.dispatchEvent(
        new CustomEvent<PlaceFieldDetail>(PLACE_FIELD_EVENT, {
          detail: { type, clientX: e.clientX, clientY: e.clientY },
        }),
      );
    };
    cleanup.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
    const cancel = () => {
      cleanup.current();
      setGhost(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };

  /** True once for the click that ends a drag (it must not arm the type too). */
  const consumeClick = () => {
    const suppressed = suppressClick.current;
    suppressClick.current = false;
    return suppressed;
  };

  return { ghost, onPointerDown, consumeClick };
};
