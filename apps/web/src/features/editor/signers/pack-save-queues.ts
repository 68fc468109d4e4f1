import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../../app/api-client.ts';
import {
  createSaveQueue,
  type SaveQueue,
  type SaveQueueOptions,
  type SaveQueueState,
} from './save-queue.ts';

/**
 * The autosave queues of a pack's signers and settings, kept per pack outside React so that the
 * panels (which come and go as sidebar tabs change) and the "Request signatures" button (which
 * must wait for pending saves, §4) share them.
 */
type Entry = { queue: SaveQueue<object>; state: SaveQueueState; listeners: Set<() => void> };

const entries = new Map<string, Entry>();
const IDLE: SaveQueueState = { pending: 0, saving: false, failures: 0 };

export type PackQueueName = 'signatories' | 'settings';

const idOf = (packKey: string, name: PackQueueName) => `${packKey}|${name}`;

/** Network trouble and server hiccups are retried; a refusal (4xx) is final. */
export const isRetryableSave = (error: unknown): boolean =>
  error instanceof ApiError && (error.reason === 'network' || error.status >= 500);

/**
 * The pack's queue of that name, made on first use. `options` are read on every save, so the
 * latest render's callbacks are the ones called.
 */
export const packSaveQueue = <P extends object>(
  packKey: string,
  name: PackQueueName,
  options: () => Omit<SaveQueueOptions<P>, 'onState' | 'isRetryable'>,
): SaveQueue<P> => {
  const id = idOf(packKey, name);
  const existing = entries.get(id);
  if (existing) return existing.queue as unknown as SaveQueue<P>;
  const entry: Entry = { queue: null as never, state: IDLE, listeners: new Set() };
  entry.queue = createSaveQueue<object>({
    timing: options().timing,
    save: (key, patch) => options().save(key, patch as P),
    isRetryable: isRetryableSave,
    onRejected: (key, patch, error) => options().onRejected?.(key, patch as P, error),
    onState: (state) => {
      entry.state = state;
      entry.listeners.forEach((listener) => listener());
    },
  });
  entries.set(id, entry);
  return entry.queue as unknown as SaveQueue<P>;
};

/** Other savers of a pack (the field editor's queue) that leaving setup must wait for; each answers whether all was saved. */
const otherFlushes = new Map<string, Set<() => Promise<boolean>>>();

/** Lets "Request signatures" wait for a saver that lives elsewhere (while it is mounted). */
export const useRegisterPackFlush = (packKey: string, flush: () => Promise<boolean>): void => {
  useEffect(() => {
    const set = otherFlushes.get(packKey) ?? new Set();
    set.add(flush);
    otherFlushes.set(packKey, set);
    return () => void set.delete(flush);
  }, [packKey, flush]);
};

/** Sends whatever a pack's fields, signers and settings have waiting; true when all was saved. */
export const flushPackSaves = async (packKey: string): Promise<boolean> => {
  const others = await Promise.all([...(otherFlushes.get(packKey) ?? [])].map((flush) => flush()));
  const results = await Promise.all(
    (['signatories', 'settings'] as const).map(
      (name) => entries.get(idOf(packKey, name))?.queue.flush() ?? Promise.resolve(IDLE),
    ),
  );
  return others.every(Boolean) && results.every((state) => state.pending === 0);
};

/** Whether a pack's queue has something waiting or on the wire (for a "Saving…" hint). */
export const usePackQueueBusy = (packKey: string, name: PackQueueName): boolean => {
  const id = idOf(packKey, name);
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entries.get(id);
      entry?.listeners.add(listener);
      return () => void entry?.listeners.delete(listener);
    },
    [id],
  );
  return useSyncExternalStore(subscribe, () => {
    const state = entries.get(id)?.state ?? IDLE;
    return state.pending > 0 || state.saving;
  });
};

/** Tests start from nothing. */
export const resetPackSaveQueues = (): void => {
  entries.forEach((entry) => entry.queue.dispose());
  entries.clear();
  otherFlushes.clear();
};
