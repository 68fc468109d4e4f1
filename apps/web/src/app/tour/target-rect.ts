import { useEffect, useState } from 'react';

export type Rect = { top: number; left: number; width: number; height: number };

/**
 * The first element marked with `target` that takes up room (a hidden copy does not). An element
 * may carry several marks, space-separated (data-tour="editor-sidebar editor-panels"): the phone
 * editor's one button stands in for the sidebar and its tabs, which are in the closed drawer.
 * Targets are the tour catalogue's own plain names, so they go into the selector as they are.
 */
export const findTourTarget = (target: string): HTMLElement | null => {
  const marked = document.querySelectorAll<HTMLElement>(`[data-tour~="${target}"]`);
  for (const element of marked) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return element;
  }
  return null;
};

const rectOf = (element: HTMLElement): Rect => {
  const box = element.getBoundingClientRect();
  return { top: box.top, left: box.left, width: box.width, height: box.height };
};

const sameRect = (a: Rect | null, b: Rect | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * Where the step's element is on the screen, followed through scrolling, resizing and late
 * rendering (the list's rows arrive after the tour starts); null when it is not on the screen.
 */
export const useTargetRect = (target: string): Rect | null => {
  const [rect, setRect] = useState<Rect | null>(null);
  useEffect(() => {
    let frame = 0;
    const element = findTourTarget(target);
    element?.scrollIntoView({ block: 'center', inline: 'nearest' });
    const measure = () => {
      const current = findTourTarget(target);
      const next = current ? rectOf(current) : null;
      setRect((old) => (sameRect(old, next) ? old : next));
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return rect;
};
