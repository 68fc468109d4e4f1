import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHAKE_MS, useDoneSigningCue } from './use-done-signing-cue.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("'Done Signing' cues (§9)", () => {
  it('shows the popover once all is filled in and hides it after 10 s', () => {
    const { result, rerender } = renderHook(({ ready }) => useDoneSigningCue(ready, false), {
      initialProps: { ready: false },
    });
    expect(result.current.popover).toBe(false);
    rerender({ ready: true });
    expect(result.current.popover).toBe(true);
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current.popover).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.popover).toBe(false);
  });

  it('shakes every 5 s, then every 2 s after ten shakes, and never while busy', () => {
    const { result, rerender } = renderHook(({ busy }) => useDoneSigningCue(true, busy), {
      initialProps: { busy: false },
    });
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.shaking).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shaking).toBe(true);
    act(() => vi.advanceTimersByTime(SHAKE_MS));
    expect(result.current.shaking).toBe(false);
    // Nine more shakes at 5 s, then the eleventh comes 2 s after the tenth ends.
    act(() => vi.advanceTimersByTime(9 * (5_000 + SHAKE_MS)));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.shaking).toBe(true);
    act(() => vi.advanceTimersByTime(SHAKE_MS + 2_000));
    expect(result.current.shaking).toBe(true);
    rerender({ busy: true });
    expect(result.current.shaking).toBe(false);
  });
});
