import { fieldAutocompleteEntries, type AutocompleteEntry, type DataField } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { fieldsApi } from './editor-api.ts';
import { useOptionalEditor } from './editor-context.tsx';

/** Notes are the signers' remarks, not fields a message would name. */
const nameable = (fields: readonly DataField[]) =>
  fields.filter((f) => !f.removed && f.type !== 'note');

/**
 * What '::' offers in the pack's message boxes: its fields by custom id. Inside the field editor
 * they are the editor's own (changes not saved yet included); elsewhere (the document header's
 * review-and-send) they are read from the server while `active` (the modal is open).
 */
export const usePackFieldEntries = (packKey: string, active: boolean): AutocompleteEntry[] => {
  const editor = useOptionalEditor();
  const live = editor?.pack.key === packKey ? editor.store : null;
  const saved = useQuery({
    queryKey: ['editor', 'field-entries', packKey],
    queryFn: ({ signal }) => fieldsApi.list(packKey, undefined, signal),
    enabled: active && !live,
    staleTime: 0,
    retry: 1,
  });
  return fieldAutocompleteEntries(nameable(live ? live.allFields() : (saved.data ?? [])));
};
