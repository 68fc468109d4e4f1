import { Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { updateDocumentSchema } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { issueText } from '../../../i18n/server-text.ts';

type RenameChildModalProps = {
  currentName: string;
  onClose: () => void;
  onRename: (name: string) => Promise<unknown>;
};

const nameRule = updateDocumentSchema.shape.document_name;

/** The tab dropdown's rename: update_document {data:{document_name}}. Mounted only while open. */
export const RenameChildModal = ({ currentName, onClose, onRename }: RenameChildModalProps) => {
  const { t } = useTranslation();
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = nameRule.safeParse(name);
    if (!check.success) {
      setError(issueText(check.error));
      return;
    }
    setSaving(true);
    try {
      await onRename(name.trim());
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure));
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('documentsView.rename.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('documentsView.rename.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <FormActions
            cancelLabel={t('documentsView.rename.cancel')}
            onCancel={onClose}
            cancelDisabled={saving}
            submitLabel={t('documentsView.rename.save')}
            pending={saving}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
