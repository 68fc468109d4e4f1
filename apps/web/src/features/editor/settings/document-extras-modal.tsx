import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AutocompleteEntry } from '@quire/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { AutocompleteTextarea } from '../../../components/autocomplete-textarea.tsx';

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
      title="Email subject and message"
      fullScreen={narrow}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Signers and copy recipients see these in the email that brings them to the document.
            Leave them empty to use the standard wording.
          </Text>
          <TextInput
            label="Subject"
            placeholder={`e.g. Please sign ${documentName}`}
            maxLength={SUBJECT_MAX}
            value={draft.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
            data-autofocus
          />
          <AutocompleteTextarea
            label="Message"
            placeholder="Add a personal note for the people you are sending this to."
            autosize
            minRows={4}
            maxRows={12}
            maxLength={MESSAGE_MAX}
            value={draft.message}
            onChange={(message) => setDraft({ ...draft, message })}
            entries={fieldEntries}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
