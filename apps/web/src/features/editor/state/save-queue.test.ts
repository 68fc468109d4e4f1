import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveQueue, type FieldPatch, type SaveAnswer } from './save-queue.ts';

const answer = (batch: FieldPatch[], date: string, previous: string | null): SaveAnswer => ({
  data_fields: batch.map((p) => ({ uuid: p.uuid, date_updated: date, custom_id: null })),
  date_updated: date,
  previous_update: previous,
});

/** Timers the test runs by hand. */
const manualTimers = () => {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      timers.set(next, { run, ms });
      return next++;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    delays: () => [...timers.values()].map((t) => t.ms),
    fire: async () => {
      const all = [...timers.entries()];
      timers.clear();
      for (const [, t] of all) t.run();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
};

describe('SaveQueue', () => {
  it('waits for the debounce and sends one merged patch per field', async () => {
    const timers = manualTimers();
    const send = vi.fn(async (batch: FieldPatch[], _previous?: string) =>
      answer(batch, '2026-01-02', '2026-01-01'),
    );
    const queue = new SaveQueue({
      send,
      debounceMs: 1000,
      batchMax: 100,
      ...timers,
      lastSeenUpdate: '2026-01-01',
    });
    queue.enqueue({ uuid: 'a', x: 1 });
    queue.enqueue({ uuid: 'a', y: 2 });
    queue.enqueue({ uuid: 'b', x: 3 });
    expect(send).not.toHaveBeenCalled();
    expect(timers.delays()).toEqual([1000]);
    expect(queue.pending).toBe(true);
    await timers.fire();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual([
      { uuid: 'a', x: 1, y: 2 },
      { uuid: 'b', x: 3 },
    ]);
    expect(send.mock.calls[0]?.[1]).toBe('2026-01-01');
    expect(queue.pending).toBe(false);
  });

  it('sends batches of at most batchMax', async () => {
    const send = vi.fn(async (batch: FieldPatch[]) => answer(batch, 'd', null));
    const queue = new SaveQueue({ send, debounceMs: 1000, batchMax: 100 });
    for (let i = 0; i < 250; i += 1) queue.enqueue({ uuid: `f${i}`, x: i });
    await queue.flush();
    expect(send.mock.calls.map((c) => c[0].length)).toEqual([100, 100, 50]);
  });

  it('requeues a failed batch under newer changes and retries', async () => {
    const timers = manualTimers();
    let fail = true;
    const send = vi.fn(async (batch: FieldPatch[]) => {
      if (fail) throw new Error('offline');
      return answer(batch, 'd', null);
    });
    const pendingStates: boolean[] = [];
    const queue = new SaveQueue({
      send,
      debounceMs: 1000,
      batchMax: 100,
      ...timers,
      retryDelayMs: (n) => n * 50,
      onPendingChange: (p) => pendingStates.push(p),
    });
    queue.enqueue({ uuid: 'a', x: 1, y: 1 });
    await timers.fire();
    expect(send).toHaveBeenCalledTimes(1);
    expect(timers.delays()).toEqual([50]);
    queue.enqueue({ uuid: 'a', x: 5 });
    fail = false;
    await timers.fire();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toEqual([{ uuid: 'a', x: 5, y: 1 }]);
    expect(queue.pending).toBe(false);
    expect(pendingStates).toEqual([true, false]);
  });

  it('asks for the changes since the last seen date when someone else wrote', async () => {
    const onRemoteChange = vi.fn();
    const send = vi.fn(async (batch: FieldPatch[], _previous?: string) =>
      answer(batch, 't3', 't2'),
    );
    const queue = new SaveQueue({
      send,
      debounceMs: 1000,
      batchMax: 100,
      lastSeenUpdate: 't1',
      onRemoteChange,
    });
    queue.enqueue({ uuid: 'a', x: 1 });
    await queue.flush();
    expect(onRemoteChange).toHaveBeenCalledWith('t1');
    onRemoteChange.mockClear();
    send.mockImplementationOnce(async (batch) => answer(batch, 't4', 't3'));
    queue.enqueue({ uuid: 'a', x: 2 });
    await queue.flush();
    expect(send.mock.calls[1]?.[1]).toBe('t3');
    expect(onRemoteChange).not.toHaveBeenCalled();
  });
});

describe('SaveQueue.flush while saves are stuck (§8)', () => {
  afterEach(() => vi.useRealTimers());

  const stuckQueue = (options: { maxWaits?: number; retryDelayMs?: (n: number) => number }) => {
    vi.useFakeTimers();
    const state = { fail: true };
    const send = vi.fn(async (batch: FieldPatch[]) => {
      if (state.fail) throw new Error('offline');
      return answer(batch, 'd', null);
    });
    const onStillSaving = vi.fn();
    const queue = new SaveQueue({
      send,
      debounceMs: 1000,
      batchMax: 100,
      waitMs: 100,
      onStillSaving,
      ...options,
    });
    return { queue, send, onStillSaving, state };
  };

  it("waits for a failing batch's retry, with 'Saving your changes...' every 50 waits", async () => {
    const { queue, send, onStillSaving, state } = stuckQueue({ retryDelayMs: () => 7000 });
    queue.enqueue({ uuid: 'a', x: 1 });
    let result: boolean | undefined;
    void queue.flushSaved().then((saved) => (result = saved));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4_950);
    expect(onStillSaving).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(onStillSaving).toHaveBeenCalledExactlyOnceWith(50);
    expect(result).toBeUndefined();

    state.fail = false;
    await vi.advanceTimersByTimeAsync(2_100);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result).toBe(true);
    expect(queue.pending).toBe(false);
    expect(onStillSaving).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after maxWaits and keeps retrying in the background', async () => {
    const { queue, send, state } = stuckQueue({ maxWaits: 20, retryDelayMs: () => 5000 });
    queue.enqueue({ uuid: 'a', x: 1 });
    let result: boolean | undefined;
    void queue.flushSaved().then((saved) => (result = saved));
    await vi.advanceTimersByTimeAsync(2_200);
    expect(result).toBe(false);
    expect(queue.pending).toBe(true);

    state.fail = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.pending).toBe(false);
  });

  it('sends at once and resolves without waiting when the server answers', async () => {
    const { queue, onStillSaving, state } = stuckQueue({});
    state.fail = false;
    queue.enqueue({ uuid: 'a', x: 1 });
    await expect(queue.flushSaved()).resolves.toBe(true);
    await expect(queue.flushSaved()).resolves.toBe(true);
    expect(onStillSaving).not.toHaveBeenCalled();
  });
});
