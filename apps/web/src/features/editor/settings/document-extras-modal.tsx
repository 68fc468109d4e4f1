import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AutocompleteEntry } from '@quire/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AutocompleteTextarea } from '../../../components/autocomplete-textarea.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

/** The limits of updateDocumentSchema (packages/domain document.ts). */
const SUBJECT_MAX = 500;
const MESSAGE_MAX = 10_000;

type DocumentExtrasModalProps = {
  documentName: string;
  subject: string | null;
  message: string | null;
  onSave: (extras: { subject: string | null; message: string | null }) => Promise<void>;
  onClose: () => void;
  /** The pack's fields, offered after '::' in the message. */
  fieldEntries: readonly AutocompleteEntry[];
};

/** §2 document extras: the subject and message of the emails that ask people to sign. */
export const DocumentExtrasModal = ({
  documentName,
  subject,
  message,
  onSave,
  onClose,
  fieldEntries,
}: DocumentExtrasModalProps) => {
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ subject: subject ?? '', message: message ?? '' });
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({
        subject: draft.subject.trim() || null,
        message: draft.message.trim() || null,
      });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('editor.settings.extras')}
      fullScreen={narrow}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('editor.settings.extrasIntro')}
          </Text>
          <TextInput
            label={t('editor.settings.subject')}
            placeholder={t('editor.settings.subjectExample', { name: documentName })}
            maxLength={SUBJECT_MAX}
            value={draft.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
            data-autofocus
          />
          <AutocompleteTextarea
            label={t('editor.settings.message')}
            placeholder={t('editor.settings.messagePlaceholder')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={MESSAGE_MAX}
            value={draft.message}
            onChange={(message) => setDraft({ ...draft, message })}
            entries={fieldEntries}
          />
          <FormActions
            cancelLabel={t('editor.cancel')}
            onCancel={onClose}
            cancelDisabled={saving}
            submitLabel={t('editor.save')}
            pending={saving}
            gap="sm"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
