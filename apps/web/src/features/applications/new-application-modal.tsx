import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { APPLICATION_MESSAGES, APPLICATION_NAME_MAX_LENGTH } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../app/failure-message.ts';
import { CreateThenShowOnceModal } from '../../components/create-then-show-once-modal.tsx';
import { useCreateApplication, type WithSecret } from './applications-api.ts';
import { SecretShownOnce } from './secret-shown-once.tsx';

/** Names a new application, then shows its client id and secret this once. */
export const NewApplicationModal = ({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) => (
  <CreateThenShowOnceModal<WithSecret>
    opened={opened}
    onClose={onClose}
    titles={{ create: 'New application', shown: 'Copy your client secret' }}
    size="lg"
    form={(onCreated, onCancel) => <CreateForm onCreated={onCreated} onCancel={onCancel} />}
    shown={(created, onDone) => <SecretShownOnce created={created} onDone={onDone} />}
  />
);

const CreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: WithSecret) => void;
  onCancel: () => void;
}) => {
  const create = useCreateApplication();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(APPLICATION_MESSAGES.nameRequired);
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: onCreated,
      // §8's wording, unless the server refused the name itself.
      onError: (failure) => setError(failureMessage(failure, APPLICATION_MESSAGES.createFailed)),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What will use it, so you can tell applications apart later"
          placeholder="CRM integration"
          required
          data-autofocus
          maxLength={APPLICATION_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error === APPLICATION_MESSAGES.nameRequired ? error : undefined}
        />
        {error && error !== APPLICATION_MESSAGES.nameRequired && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create application
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
