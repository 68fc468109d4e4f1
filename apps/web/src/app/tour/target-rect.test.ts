import { afterEach, describe, expect, it } from 'vitest';
import { findTourTarget } from './target-rect.ts';

const mark = (marks: string, size: number) => {
  const element = document.createElement('div');
  element.dataset['tour'] = marks;
  element.getBoundingClientRect = () => ({ top: 0, left: 0, width: size, height: size }) as DOMRect;
  document.body.append(element);
  return element;
};

afterEach(() => document.body.replaceChildren());

describe('findTourTarget', () => {
  it('finds an element by any of its space-separated marks, skipping one that takes no room', () => {
    mark('editor-panels', 0); // the tabs, in a closed drawer
    const button = mark('editor-sidebar editor-panels', 40);
    expect(findTourTarget('editor-panels')).toBe(button);
    expect(findTourTarget('editor-sidebar')).toBe(button);
    expect(findTourTarget('editor')).toBeNull();
  });
});
