import { Modal, Stack, TextInput } from '@mantine/core';
import { FOLDER_NAME_MAX } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';

type FolderNameModalProps = {
  opened: boolean;
  title: string;
  initialName: string;
  confirmLabel: string;
  busy: boolean;
  /** The server's refusal (a taken or empty name), shown under the field. */
  error: string | null;
  onClose: () => void;
  onSubmit: (name: string) => void;
};

/** The name of a new folder, or a folder's new name. */
export const FolderNameModal = ({
  opened,
  title,
  initialName,
  confirmLabel,
  busy,
  error,
  onClose,
  onSubmit,
}: FolderNameModalProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  // Each opening starts from the given name (state adjusted while rendering).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setName(initialName);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('documents.folders.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={FOLDER_NAME_MAX}
            error={error}
            data-autofocus
            required
          />
          <FormActions
            cancelLabel={t('documents.folders.cancel')}
            onCancel={onClose}
            submitLabel={confirmLabel}
            pending={busy}
            submitDisabled={name.trim() === ''}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
