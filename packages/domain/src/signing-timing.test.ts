import { describe, expect, it } from 'vitest';
import {
  NEXT_DOCUMENT_START,
  SIGNING_TIMING,
  nextDocument,
  submitShakeDelay,
  type NextDocumentState,
} from './signing-timing.ts';

describe('submit shake (§9)', () => {
  it('shakes every 5 s, then every 2 s once it has shaken more than 10 times', () => {
    expect(submitShakeDelay(0)).toBe(5_000);
    expect(submitShakeDelay(10)).toBe(5_000);
    expect(submitShakeDelay(11)).toBe(2_000);
  });
});

describe('next document (§4 and §9)', () => {
  const children = ['a', 'b', 'c'];

  it('goes to the next child, loops to the first and marks them visited', () => {
    let state: NextDocumentState = NEXT_DOCUMENT_START;
    const targets: (string | null)[] = [];
    let current = 'a';
    for (let i = 0; i < 3; i += 1) {
      const step = nextDocument(children, current, state, 1_000 + i);
      targets.push(step.target);
      state = step.state;
      current = step.target!;
    }
    expect(targets).toEqual(['b', 'c', 'a']);
    expect(state.visited).toEqual(['a', 'b', 'c']);
  });

  it('stops after 100 jumps in a row and starts again 4 s after the last', () => {
    let state: NextDocumentState = NEXT_DOCUMENT_START;
    let current = 'a';
    let now = 0;
    for (let i = 0; i < SIGNING_TIMING.nextDocumentCap; i += 1) {
      const step = nextDocument(children, current, state, now);
      expect(step.target).not.toBeNull();
      state = step.state;
      current = step.target!;
      now += 10;
    }
    expect(nextDocument(children, current, state, now).target).toBeNull();
    const lastJump = state.lastJumpAt!;
    expect(nextDocument(children, current, state, lastJump + 3_999).target).toBeNull();
    const later = nextDocument(children, current, state, lastJump + 4_000);
    expect(later.target).not.toBeNull();
    expect(later.state.jumps).toBe(1);
  });

  it('has nowhere to go in a pack of one document', () => {
    expect(nextDocument(['a'], 'a', NEXT_DOCUMENT_START, 0).target).toBeNull();
  });
});
