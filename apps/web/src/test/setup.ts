import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the layout APIs Mantine reads while mounting; these stubs report "no match, no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// Combobox options scroll the active item into view.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.location.hash = '';
});

// jsdom has no canvas: answer "no 2D context" quietly, as a browser that blocks canvas drawing
// would (tests that draw install their own, components/signature/test-support/fake-canvas.ts).
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];
