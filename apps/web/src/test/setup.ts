import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components read their words from the one i18n instance (English unless a test switches).
import { i18n } from '../i18n/i18n.ts';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: a screen that answers after a
// debounce (the contact search's 500 ms) and a fetch ran past 1 s on a loaded 2-core machine, and
// the run failed for the machine, not the code. A passing test waits no longer than it needs.
configure({ asyncUtilTimeout: 5_000 });

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
  void i18n.changeLanguage('en');
});

// jsdom has no canvas: answer "no 2D context" quietly, as a browser that blocks canvas drawing
// would (tests that draw install their own, components/signature/test-support/fake-canvas.ts).
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];
