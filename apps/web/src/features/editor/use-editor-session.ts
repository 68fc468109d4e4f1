import { notifications } from '@mantine/notifications';
import {
  DATA_FIELD_BATCH_MAX,
  FIELD_CHANGE_DEBOUNCE_MS,
  UNDO_DEPTH,
  applyFieldPatch,
  fieldEditRefusal,
  takenCheckboxGroups,
  takenCustomIds,
  type DataField,
  type PageGeometry,
} from '@quire/domain';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { NOTICE_COLORS } from '../../app/notices.ts';
import type { PackDto } from '../documents/documents-api.ts';
import { fieldsApi } from './editor-api.ts';
import { EditorStore } from './state/editor-store.ts';
import { SaveQueue } from './state/save-queue.ts';
import { serverText } from '../../i18n/server-text.ts';

type SessionInput = {
  pack: PackDto;
  fields: DataField[];
  /** The date the fields were read at (the pack's date_updated then). */
  loadedAt: string;
  editable: boolean;
  canLockAndUnlock: boolean;
  pagesOf: (documentKey: string) => PageGeometry[];
};

const warn = (message: string) =>
  notifications.show({
    color: NOTICE_COLORS.warning,
    message: serverText(message),
    autoClose: 4000,
  });

/**
 * The store of a pack's fields and the queue that saves them. What changes later (status,
 * pages, locking) is read through `read` when it is needed.
 */
const createEditorSession = (input: SessionInput, setSaving: (saving: boolean) => void) => {
  let current = input;
  const read = () => current;
  const packKey = input.pack.key;
  const queue = new SaveQueue({
    send: (batch, previousUpdate) => fieldsApi.save(packKey, batch, previousUpdate),
    debounceMs: FIELD_CHANGE_DEBOUNCE_MS,
    batchMax: DATA_FIELD_BATCH_MAX,
    lastSeenUpdate: input.loadedAt,
    onPendingChange: setSaving,
    onSaved: (answer) => store.acknowledge(answer.data_fields),
    onRemoteChange: (since) => {
      void fieldsApi
        .list(packKey, since)
        .then((changed) => store.mergeRemote(changed, (uuid) => queue.has(uuid)))
        .catch(() => undefined);
    },
  });
  const store: EditorStore = new EditorStore({
    fields: input.fields,
    undoDepth: UNDO_DEPTH,
    save: input.editable ? (patch) => queue.enqueue(patch) : null,
    applyPatch: (field, patch) => {
      const page = read().pagesOf(field.document_key)[patch.page_index ?? field.page_index];
      return applyFieldPatch(field, patch, {
        takenCustomIds: takenCustomIds(store.allFields()),
        takenCheckboxGroups: takenCheckboxGroups(store.allFields()),
        ...(page ? { page } : {}),
      });
    },
    refusal: (patch, existing) => {
      const { pack, canLockAndUnlock } = read();
      return (
        fieldEditRefusal(
          {
            status: pack.status,
            data_fields_locked: pack.data_fields_locked,
            can_lock_and_unlock_fields: canLockAndUnlock,
          },
          patch,
          existing,
        )?.message ?? null
      );
    },
    onRefused: warn,
  });
  const update = (next: SessionInput) => {
    current = next;
  };
  return { store, queue, update };
};

/** One editing session of a pack, built once per pack. */
export const useEditorSession = (input: SessionInput) => {
  const [saving, setSaving] = useState(false);
  // The session reads the latest input when it runs, not when it was built.
  const [session] = useState(() => createEditorSession(input, setSaving));
  useLayoutEffect(() => session.update(input));

  // Leaving the editor (another route) sends what waits rather than dropping it.
  useEffect(() => {
    const { queue } = session;
    return () => void queue.flush();
  }, [session]);

  const flush = useCallback(() => session.queue.flushSaved(), [session]);
  return { ...session, saving, flush };
};
