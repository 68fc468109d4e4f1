import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../app/api-client.ts';
import { FormError } from './form-error.tsx';
import { useTranslation } from 'react-i18next';
import { FormActions } from './form-actions.tsx';

type NameModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the name is for, with an example. */
  description: string;
  submitLabel: string;
  /** The current name when renaming; '' for a new thing (the box is emptied after it is made). */
  initialName: string;
  /** Saves the name (and opens what was made); a throw is shown in the modal. */
  onSave: (name: string) => Promise<void>;
  /** The message for a failure; default: the server's. */
  failureOf?: (error: unknown) => string;
};

/** Names a thing a workspace keeps (a client list, a metadata set): a new one, or a rename. */
export const NameModal = ({
  opened,
  onClose,
  title,
  description,
  submitLabel,
  initialName,
  onSave,
  failureOf = errorMessageOf,
}: NameModalProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(name);
      onClose();
      if (!initialName) setName('');
    } catch (e) {
      setError(failureOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('components.close') }}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput
            label={t('components.name')}
            description={description}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            required
            data-autofocus
          />
          <FormActions
            cancelLabel={t('components.cancel')}
            onCancel={onClose}
            cancelDisabled={saving}
            submitLabel={submitLabel}
            pending={saving}
            submitDisabled={!name.trim()}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
