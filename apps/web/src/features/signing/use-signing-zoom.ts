import { useCallback, useEffect, useState } from 'react';

/** The zoom steps, as times the width that fits the column (1: fit width, the default). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The signer's zoom: buttons and the + / - / 0 keys (outside inputs, without modifiers, so the
 * browser's own Ctrl+/- zoom and pinch on phones stay as they are).
 */
export const useSigningZoom = () => {
  const [zoom, setZoom] = useState<number>(1);
  const zoomIn = useCallback(() => setZoom((z) => ZOOM_STEPS.find((s) => s > z) ?? z), []);
  const zoomOut = useCallback(
    () => setZoom((z) => [...ZOOM_STEPS].reverse().find((s) => s < z) ?? z),
    [],
  );
  const fit = useCallback(() => setZoom(1), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const act = { '+': zoomIn, '=': zoomIn, '-': zoomOut, '0': fit }[event.key];
      if (!act) return;
      event.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [zoomIn, zoomOut, fit]);

  return {
    zoom,
    zoomIn,
    zoomOut,
    fit,
    canZoomIn: zoom < ZOOM_STEPS[ZOOM_STEPS.length - 1]!,
    canZoomOut: zoom > ZOOM_STEPS[0]!,
  };
};

export type SigningZoom = ReturnType<typeof useSigningZoom>;
