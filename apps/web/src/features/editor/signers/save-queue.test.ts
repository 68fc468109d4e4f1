import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type SaveQueueOptions } from './save-queue.ts';
import { SIGNATORY_AUTOSAVE } from './signers-timing.ts';

type Patch = { name?: string; email?: string };

class Refused extends Error {}

const queueWith = (save: SaveQueueOptions<Patch>['save'], onRejected = vi.fn()) =>
  createSaveQueue<Patch>({
    timing: SIGNATORY_AUTOSAVE,
    save,
    isRetryable: (error) => !(error instanceof Refused),
    onRejected,
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signatory autosave (spec §9)', () => {
  it('saves 500 ms after the last change, merging the changes of one signer', async () => {
    const save = vi.fn(async () => {});
    const queue = queueWith(save);
    queue.change('s1', { name: 'Ad' });
    await vi.advanceTimersByTimeAsync(400);
    queue.change('s1', { name: 'Ada' });
    queue.change('s1', { email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('s1', { name: 'Ada', email: 'ada@example.com' });
  });

  it('saves at once after 10 postponements in a row', async () => {
    const save = vi.fn(async () => {});
    const queue = queueWith(save);
    for (let i = 1; i <= 9; i += 1) {
      queue.change('s1', { name: 'A'.repeat(i) });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(save).not.toHaveBeenCalled();
    queue.change('s1', { name: 'A'.repeat(10) });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith('s1', { name: 'AAAAAAAAAA' });
  });

  it('retries a failed save after 50 ms times the failures so far, keeping newer changes', async () => {
    let failures = 2;
    const save = vi.fn(async () => {
      if (failures-- > 0) throw new Error('offline');
    });
    const queue = queueWith(save);
    queue.change('s1', { name: 'Ada' });
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(49);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    // Second failure: 100 ms. A change typed meanwhile wins over the failed one.
    queue.change('s1', { name: 'Ada Lovelace' });
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith('s1', { name: 'Ada Lovelace' });
    expect(queue.state()).toEqual({ pending: 0, saving: false, failures: 0 });
  });

  it('waits 3 s when a save is due while another is on the wire', async () => {
    let finish: () => void = () => {};
    const save = vi
      .fn<SaveQueueOptions<Patch>['save']>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const queue = queueWith(save);
    queue.change('s1', { name: 'Ada' });
    await vi.advanceTimersByTimeAsync(500);
    queue.change('s2', { name: 'Grace' });
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenLastCalledWith('s2', { name: 'Grace' });
  });

  it('drops a save the server refuses and says so, without retrying', async () => {
    const onRejected = vi.fn();
    const save = vi.fn(async () => {
      throw new Refused('Please enter a valid email address.');
    });
    const queue = queueWith(save, onRejected);
    queue.change('s1', { email: 'nope' });
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(onRejected).toHaveBeenCalledWith('s1', { email: 'nope' }, expect.any(Refused));
    expect(queue.state().pending).toBe(0);
  });

  it('flush sends what waits now and reports what is left', async () => {
    const save = vi.fn<SaveQueueOptions<Patch>['save']>(async () => {});
    const queue = queueWith(save);
    queue.change('s1', { name: 'Ada' });
    queue.change('s2', { name: 'Grace' });
    await expect(queue.flush()).resolves.toEqual({ pending: 0, saving: false, failures: 0 });
    expect(save.mock.calls.map(([key]) => key)).toEqual(['s1', 's2']);
  });
});
