import { useEffect, useRef, type RefObject } from 'react';
import SignaturePad from 'signature_pad';
import { canvasToPng } from './canvas-to-png.ts';
import { inkBounds, padSizeFor, type Size } from './pad-geometry.ts';
import type { Stroke } from './stroke-length.ts';

/** §9: the pen is black. The widths are signature_pad's pressure range, in CSS px. */
const PEN = { penColor: '#000000', minWidth: 1, maxWidth: 3 } as const;

export type SignaturePadControls = {
  strokes: () => Stroke[];
  clear: () => void;
  /** The inked part of the pad, at the screen's pixel density, as a PNG. */
  toPng: () => Promise<Blob>;
};

/**
 * Runs signature_pad on the canvas, sized to its frame. The canvas holds devicePixelRatio
 * pixels per CSS pixel (sharp on phones), and is fitted again whenever the frame changes size:
 * the modal opening, a window resize, a phone turning, or the Draw tab becoming visible. Fitting
 * clears a canvas, so the strokes (kept in CSS px) are drawn again.
 */
export const useSignaturePad = (
  canvasRef: RefObject<HTMLCanvasElement | null>,
  frameRef: RefObject<HTMLElement | null>,
  onChange: () => void,
): SignaturePadControls => {
  const padRef = useRef<SignaturePad | null>(null);
  const sizeRef = useRef<Size>({ width: 0, height: 0 });
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const frame = frameRef.current;
    // A browser that blocks canvas drawing gets no pad rather than a broken page.
    if (!canvas || !frame || !canvas.getContext('2d')) return;
    const pad = new SignaturePad(canvas, { ...PEN, backgroundColor: 'rgba(0,0,0,0)' });
    padRef.current = pad;
    let fittedRatio = 0;

    const fit = () => {
      const size = padSizeFor(frame.clientWidth);
      // A hidden tab measures 0 wide: keep the drawing until it is shown again.
      if (size.width <= 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const current = sizeRef.current;
      if (current.width === size.width && current.height === size.height && fittedRatio === ratio)
        return;
      sizeRef.current = size;
      fittedRatio = ratio;
      canvas.style.width = `${size.width}px`;
      canvas.style.height = `${size.height}px`;
      canvas.width = Math.round(size.width * ratio);
      canvas.height = Math.round(size.height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(pad.toData());
    };

    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    // Zooming or moving to another screen changes the ratio without resizing the frame.
    window.addEventListener('resize', fit);
    const changed = () => onChangeRef.current();
    pad.addEventListener('endStroke', changed);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', changed);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef, frameRef]);

  return {
    strokes: () => padRef.current?.toData() ?? [],
    clear: () => {
      padRef.current?.clear();
      onChangeRef.current();
    },
    toPng: async () => {
      const canvas = canvasRef.current;
      const pad = padRef.current;
      if (!canvas || !pad) throw new Error('The signature pad is not ready.');
      const size = sizeRef.current;
      const box = inkBounds(pad.toData(), PEN.maxWidth + 4, size) ?? {
        x: 0,
        y: 0,
        ...size,
      };
      const ratio = canvas.width / Math.max(1, size.width);
      const out = document.createElement('canvas');
      out.width = Math.max(1, Math.round(box.width * ratio));
      out.height = Math.max(1, Math.round(box.height * ratio));
      const context = out.getContext('2d');
      if (!context) throw new Error('This browser cannot draw on a canvas.');
      context.drawImage(
        canvas,
        box.x * ratio,
        box.y * ratio,
        box.width * ratio,
        box.height * ratio,
        0,
        0,
        out.width,
        out.height,
      );
      return canvasToPng(out);
    },
  };
};
