import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { SIGNER_NOTE_MAX_LENGTH, type AutocompleteEntry } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { AutocompleteTextarea } from '../../../components/autocomplete-textarea.tsx';
import type { SignerNotes } from './use-signer-notes.ts';

/** Write, change or remove one of the signer's notes (§5). */
export const SignerNoteModal = ({
  notes,
  fieldEntries,
}: {
  notes: SignerNotes;
  /** The pack's fields, offered after '::' in the note. */
  fieldEntries: readonly AutocompleteEntry[];
}) => {
  const { t } = useTranslation();
  const d = notes.draft;
  const text = d?.data ?? '';
  return (
    <Modal
      opened={d !== null}
      onClose={notes.close}
      title={d?.isNew ? t('signer.notes.addTitle') : t('signer.notes.yourNote')}
      centered
    >
      {d && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            notes.save(d);
          }}
        >
          <Stack gap="md">
            <AutocompleteTextarea
              label={t('signer.notes.note')}
              description={t('signer.notes.noteHint')}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={SIGNER_NOTE_MAX_LENGTH}
              value={text}
              onChange={(data) => notes.setDraft({ ...d, data })}
              entries={fieldEntries}
              data-autofocus
            />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {text.length} / {SIGNER_NOTE_MAX_LENGTH}
            </Text>
            <Checkbox
              label={t('signer.notes.visible')}
              checked={d.is_visible_in_final_document}
              onChange={(e) =>
                notes.setDraft({ ...d, is_visible_in_final_document: e.currentTarget.checked })
              }
            />
            <Group justify="space-between" gap="sm">
              {d.isNew ? (
                <span />
              ) : (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => notes.remove(d)}
                  disabled={notes.busy}
                >
                  {t('signer.notes.remove')}
                </Button>
              )}
              <Group gap="sm">
                <Button variant="default" onClick={notes.close} disabled={notes.busy}>
                  {t('signer.cancel')}
                </Button>
                <Button type="submit" loading={notes.busy} disabled={text.trim() === ''}>
                  {t('signer.notes.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
