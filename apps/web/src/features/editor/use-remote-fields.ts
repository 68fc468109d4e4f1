import type { DataField } from '@quire/domain';
import { useEffect } from 'react';
import { fieldsApi } from './editor-api.ts';
import type { EditorStore } from './state/editor-store.ts';
import type { SaveQueue } from './state/save-queue.ts';

/** §9 "Field-name polling every 5 s": how often another editor's changes are looked for. */
export const REMOTE_FIELDS_POLL_MS = 5000;

const latestOf = (fields: readonly DataField[], floor: string): string =>
  fields.reduce((max, f) => (f.date_updated > max ? f.date_updated : max), floor);

/**
 * While the tab is visible and nothing of ours waits to be saved, asks whether the pack's fields
 * changed since the newest one this editor holds, and takes in what another editor wrote (our
 * unsaved fields keep our version).
 */
export const useRemoteFields = (
  packKey: string,
  store: EditorStore,
  queue: SaveQueue,
  enabled: boolean,
) => {
  useEffect(() => {
    if (!enabled) return;
    let seen = latestOf(store.allFields(), '');
    let busy = false;
    const poll = async () => {
      if (busy || document.hidden || queue.pending) return;
      busy = true;
      try {
        const updates = await fieldsApi.updates(packKey);
        const latest = updates.most_recent_data_field_update;
        if (latest && latest > seen) {
          const changed = await fieldsApi.list(packKey, seen || undefined);
          store.mergeRemote(changed, (uuid) => queue.has(uuid));
          seen = latestOf(changed, latest);
        }
      } catch {
        // Asked again at the next poll.
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void poll(), REMOTE_FIELDS_POLL_MS);
    return () => clearInterval(timer);
  }, [packKey, store, queue, enabled]);
};
