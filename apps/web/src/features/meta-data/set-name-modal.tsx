import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { MetaDataSet } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../app/api-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { META_DATA_KEYS, saveSet } from './meta-data-api.ts';

type Props = { opened: boolean; onClose: () => void; set?: MetaDataSet };

/** Names a metadata set: a new one (then opened for its CSV), or a rename of `set`. */
export const SetNameModal = ({ opened, onClose, set }: Props) => {
  const [name, setName] = useState(set?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await saveSet(set ? { key: set.id, name } : { name });
      await queryClient.invalidateQueries({ queryKey: META_DATA_KEYS.all });
      onClose();
      if (!set) {
        setName('');
        void navigate(`/meta_data_sets/${encodeURIComponent(saved.meta_data_set.id)}`);
      }
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={set ? 'Rename metadata set' : 'New metadata set'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput
            label="Name"
            description="What the values are, e.g. 'Provinces and cities'"
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
            <Button type="submit" loading={saving}>
              {set ? 'Save' : 'Create set'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
