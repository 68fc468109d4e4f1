import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { BULK_SEND_MESSAGES, type RecipientData } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { RECIPIENT_DATA_KEYS, saveRecipientData } from './recipient-data-api.ts';

type ClientListNameModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The list to rename; without one a new list is made and opened, ready for its CSV. */
  list?: RecipientData;
};

/** Names a client list: a new one, or a rename of `list`. */
export const ClientListNameModal = ({ opened, onClose, list }: ClientListNameModalProps) => {
  const [name, setName] = useState(list?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await saveRecipientData(
        list ? { key: list.key, description: name } : { description: name },
      );
      await queryClient.invalidateQueries({ queryKey: RECIPIENT_DATA_KEYS.all });
      onClose();
      if (!list) {
        setName('');
        void navigate(`/recipient_datas/${encodeURIComponent(saved.recipient_data.key)}`);
      }
    } catch (e) {
      const failed = list
        ? BULK_SEND_MESSAGES.clientSourceSaveFailed
        : BULK_SEND_MESSAGES.recipientDataSaveFailed;
      setError(`${failed}: ${errorMessageOf(e)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={list ? 'Rename client list' : 'New client list'}
      centered
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput
            label="Name"
            description="What the list holds, e.g. 'Policy holders, renewals in March'"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!name.trim()}>
              {list ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
