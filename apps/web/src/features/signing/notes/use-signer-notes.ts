import { SIGNER_NOTE_SIZE, type DataField } from '@quire/domain';
import { useCallback, useMemo, useState } from 'react';
import { showSuccess } from '../../../app/notices.ts';
import { signerNotesApi } from './signer-notes-api.ts';

/** Where a new note goes, or the note being edited: what the note modal works on. */
export type NoteDraft = {
  uuid: string;
  document_key: string;
  page_index: number;
  x: number;
  y: number;
  data: string;
  is_visible_in_final_document: boolean;
  isNew: boolean;
};

/**
 * The notes on a signer's pack (§5): everyone's, shown read-only, and the signer's own, which they
 * place (Add note, then a click on the page), edit and remove while it is their turn.
 */
export const useSignerNotes = (input: {
  packKey: string;
  signerUuid: string;
  fields: readonly DataField[];
  allowed: boolean;
}) => {
  const { packKey, signerUuid } = input;
  const [notes, setNotes] = useState<DataField[]>(() =>
    input.fields.filter((f) => f.type === 'note' && !f.removed),
  );
  const [placing, setPlacing] = useState(false);
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const [busy, setBusy] = useState(false);

  const place = useCallback(
    (at: Omit<NoteDraft, 'uuid' | 'data' | 'isNew' | 'is_visible_in_final_document'>) => {
      setPlacing(false);
      setDraft({
        ...at,
        uuid: crypto.randomUUID(),
        data: '',
        is_visible_in_final_document: true,
        isNew: true,
      });
    },
    [],
  );

  const edit = useCallback((note: DataField) => {
    setDraft({
      uuid: note.uuid,
      document_key: note.document_key,
      page_index: note.page_index,
      x: note.x,
      y: note.y,
      data: note.data ?? '',
      is_visible_in_final_document: note.is_visible_in_final_document,
      isNew: false,
    });
  }, []);

  const write = useCallback(
    async (d: NoteDraft, removed: boolean) => {
      setBusy(true);
      try {
        const answer = await signerNotesApi.save(packKey, signerUuid, {
          uuid: d.uuid,
          document_key: d.document_key,
          page_index: d.page_index,
          x: d.x,
          y: d.y,
          ...(removed
            ? { removed: true }
            : { data: d.data, is_visible_in_final_document: d.is_visible_in_final_document }),
        });
        const saved = answer.data_field;
        setNotes((all) =>
          removed
            ? all.filter((n) => n.uuid !== saved.uuid)
            : [...all.filter((n) => n.uuid !== saved.uuid), saved],
        );
        showSuccess(answer.message);
        setDraft(null);
      } catch {
        // The api client has shown the server's message; the modal stays open for another try.
      } finally {
        setBusy(false);
      }
    },
    [packKey, signerUuid],
  );

  const mine = useCallback(
    (note: DataField) => note.added_by_signatory_uuid === signerUuid,
    [signerUuid],
  );
  const onPage = useCallback(
    (childKey: string, pageIndex: number) =>
      notes.filter((n) => n.document_key === childKey && n.page_index === pageIndex),
    [notes],
  );

  return useMemo(
    () => ({
      allowed: input.allowed,
      placing,
      startPlacing: () => setPlacing(true),
      cancelPlacing: () => setPlacing(false),
      place,
      draft,
      setDraft,
      edit,
      close: () => setDraft(null),
      save: (d: NoteDraft) => void write(d, false),
      remove: (d: NoteDraft) => void write(d, true),
      busy,
      mine,
      onPage,
      size: SIGNER_NOTE_SIZE,
    }),
    [input.allowed, placing, place, draft, edit, write, busy, mine, onPage],
  );
};

export type SignerNotes = ReturnType<typeof useSignerNotes>;
