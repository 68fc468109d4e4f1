import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { BULK_SEND_MESSAGES } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { RECIPIENT_DATA_KEYS, saveRecipientData } from './recipient-data-api.ts';

/** Names a new client list and opens it, ready for its CSV. */
export const NewClientListModal = ({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) => {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await saveRecipientData({ description: name });
      await queryClient.invalidateQueries({ queryKey: RECIPIENT_DATA_KEYS.all });
      setName('');
      onClose();
      void navigate(`/recipient_datas/${encodeURIComponent(saved.recipient_data.key)}`);
    } catch (e) {
      setError(`${BULK_SEND_MESSAGES.recipientDataSaveFailed}: ${errorMessageOf(e)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New client list" centered>
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
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
