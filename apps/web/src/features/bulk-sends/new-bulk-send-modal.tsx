import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { BULK_SEND_TYPES, type BulkSendType } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { BULK_SEND_TYPE_LABELS, bulkSendsApi } from './bulk-sends-api.ts';

const TYPE_HELP: Record<BulkSendType, string> = {
  create_and_send: 'Each document is created and its signing requests go out at once.',
  create: 'Documents are created for you to check and send yourself.',
};

/** "New bulk send": a description and a type; the rest is set up on the send's own page. */
export const NewBulkSendModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  const [type, setType] = useState<BulkSendType>('create_and_send');
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () =>
      bulkSendsApi.save({ description: description.trim(), bulk_send_type: type, status: 'setup' }),
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bulkSends });
      onClose();
      navigate(`/bulk_sends/${sent.key}`);
    },
    onError: (error) =>
      setProblem(failureMessage(error, 'An error occurred while creating the bulk send.')),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!description.trim()) {
      setProblem('Give the bulk send a description.');
      return;
    }
    setProblem(null);
    create.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New bulk send" centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Description"
            placeholder="e.g. 2027 membership renewals"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={problem}
            data-autofocus
            required
          />
          <Radio.Group
            label="What happens to each document"
            value={type}
            onChange={(value) => setType(value as BulkSendType)}
          >
            <Stack gap="sm" mt={6}>
              {BULK_SEND_TYPES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={BULK_SEND_TYPE_LABELS[option]}
                  description={TYPE_HELP[option]}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            Nothing is sent until you activate it.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
