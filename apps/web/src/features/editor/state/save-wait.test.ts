import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { showSavingNotice, waitWhilePending } from './save-wait.ts';

afterEach(() => clearNotices());

describe('waitWhilePending', () => {
  it('counts its waits and warns on every 50th while something is pending', async () => {
    let left = 120;
    const onStillSaving = vi.fn();
    const sleep = vi.fn(async () => void (left -= 1));
    const saved = await waitWhilePending(() => left > 0, {
      waitMs: 100,
      warnEvery: 50,
      maxWaits: 1000,
      onStillSaving,
      sleep,
    });
    expect(saved).toBe(true);
    expect(sleep).toHaveBeenCalledTimes(120);
    expect(sleep).toHaveBeenCalledWith(100);
    expect(onStillSaving.mock.calls).toEqual([[50], [100]]);
  });

  it('gives up after maxWaits', async () => {
    const sleep = vi.fn(async () => {});
    const options = { waitMs: 100, warnEvery: 50, maxWaits: 30, onStillSaving: vi.fn(), sleep };
    await expect(waitWhilePending(() => true, options)).resolves.toBe(false);
    expect(sleep).toHaveBeenCalledTimes(30);
  });
});

describe('showSavingNotice', () => {
  it("shows the spec's 'Saving your changes...' as one notice", () => {
    showSavingNotice();
    showSavingNotice();
    const saving = shownNotices().filter((n) => n.message === 'Saving your changes...');
    expect(saving).toHaveLength(1);
  });
});
