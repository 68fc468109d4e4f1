import { PROFILE_AUTOSAVE_MS } from '@quire/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api-client.ts';
import { useAutosave } from './use-autosave.ts';

type Fields = { name: string; title: string };

/** A save the test settles by hand, one call at a time. */
const manualSave = () => {
  const calls: { patch: Partial<Fields>; settle: (ok: boolean) => void }[] = [];
  const save = vi.fn(
    (patch: Partial<Fields>) =>
      new Promise<void>((resolve, reject) =>
        calls.push({
          patch,
          settle: (ok) =>
            ok ? resolve() : reject(new ApiError('The title is too long.', 'failure', 400)),
        }),
      ),
  );
  return { save, calls };
};

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the #profile autosave', () => {
  it('gathers changes and sends them once, PROFILE_AUTOSAVE_MS after the last', async () => {
    const { save, calls } = manualSave();
    const { result } = renderHook(() => useAutosave<Fields>(save));
    act(() => result.current.change({ name: 'Ada' }));
    await wait(PROFILE_AUTOSAVE_MS - 100);
    act(() => result.current.change({ title: 'Counsel' }));
    await wait(PROFILE_AUTOSAVE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('pending');
    await wait(1);
    expect(calls.map((c) => c.patch)).toEqual([{ name: 'Ada', title: 'Counsel' }]);
    expect(result.current.status).toBe('saving');
    await act(async () => calls[0]!.settle(true));
    expect(result.current.status).toBe('saved');
  });

  it('never overlaps saves: a change made during one goes in the next', async () => {
    const { save, calls } = manualSave();
    const { result } = renderHook(() => useAutosave<Fields>(save));
    act(() => result.current.change({ name: 'Ada' }));
    await wait(PROFILE_AUTOSAVE_MS);
    act(() => result.current.change({ name: 'Ada King' }));
    await wait(PROFILE_AUTOSAVE_MS * 3);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.settle(true));
    expect(calls.map((c) => c.patch)).toEqual([{ name: 'Ada' }, { name: 'Ada King' }]);
  });

  it('keeps a failed save’s changes, says why, and sends them again on retry', async () => {
    const { save, calls } = manualSave();
    const { result } = renderHook(() => useAutosave<Fields>(save));
    act(() => result.current.change({ name: 'Ada', title: 'x'.repeat(300) }));
    await wait(PROFILE_AUTOSAVE_MS);
    await act(async () => calls[0]!.settle(false));
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe('The title is too long.');

    act(() => result.current.drop('title'));
    await act(async () => result.current.retry());
    expect(calls[1]?.patch).toEqual({ name: 'Ada' });
    await act(async () => calls[1]!.settle(true));
    expect(result.current.status).toBe('saved');
    expect(result.current.error).toBeNull();
  });

  it('forgets a dropped field and sends nothing when nothing is left', async () => {
    const { save } = manualSave();
    const { result } = renderHook(() => useAutosave<Fields>(save));
    act(() => result.current.change({ name: '' }));
    act(() => result.current.drop('name'));
    expect(result.current.status).toBe('idle');
    await wait(PROFILE_AUTOSAVE_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a change still waiting when the section goes away', async () => {
    const { save, calls } = manualSave();
    const { result, unmount } = renderHook(() => useAutosave<Fields>(save));
    act(() => result.current.change({ title: 'Counsel' }));
    unmount();
    await act(async () => undefined);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'Counsel' }]);
  });
});
