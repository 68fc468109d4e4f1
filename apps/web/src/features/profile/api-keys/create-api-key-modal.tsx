import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX_LENGTH, MESSAGES } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';
import { CreateThenShowOnceModal } from '../../../components/create-then-show-once-modal.tsx';
import { useUserAccounts } from '../../../app/session/use-current-user.ts';
import { useCreateApiKey, type NewApiKey } from './api-keys-api.ts';

/** Create a key (name and workspace), then show it this once with a copy button. */
export const CreateApiKeyModal = ({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) => (
  <CreateThenShowOnceModal<NewApiKey>
    opened={opened}
    onClose={onClose}
    titles={{ create: 'Create an API key', shown: 'Copy your API key' }}
    form={(onCreated, onCancel) => <CreateForm onCreated={onCreated} onCancel={onCancel} />}
    shown={(created, onDone) => <ShownOnce created={created} onDone={onDone} />}
  />
);

const CreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: NewApiKey) => void;
  onCancel: () => void;
}) => {
  const accounts = useUserAccounts();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [workspace, setWorkspace] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (accounts.data ?? []).map((a) => ({
    value: a.account_key,
    label: a.account_name,
  }));
  const chosen = workspace ?? options[0]?.value ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(API_KEY_MESSAGES.nameRequired);
    if (!chosen) return setError(API_KEY_MESSAGES.workspaceRequired);
    setError(null);
    create.mutate(
      { name: name.trim(), entity_key: chosen },
      {
        onSuccess: onCreated,
        onError: (failure) => setError(failureMessage(failure, MESSAGES.anErrorOccurred)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What uses the key, so you can tell keys apart later"
          placeholder="Nightly contract sync"
          required
          data-autofocus
          maxLength={API_KEY_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label="Workspace"
          description="The key sees and acts on this workspace's documents only"
          data={options}
          value={chosen}
          onChange={setWorkspace}
          allowDeselect={false}
          disabled={accounts.isPending}
          required
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const ShownOnce = ({ created, onDone }: { created: NewApiKey; onDone: () => void }) => (
  <Stack gap="md">
    <Alert color="orange" title="This is the only time the key is shown">
      Copy it now and keep it somewhere safe, such as your integration’s secret store. Anyone with
      the key can act as you in {created.key.account_name}.
    </Alert>
    <Code
      block
      aria-label="Your new API key"
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
    >
      {created.api_key}
    </Code>
    <Text size="sm" c="dimmed">
      Send it on each call as <Code>Authorization: Bearer &lt;key&gt;</Code>.
    </Text>
    <Group justify="flex-end">
      <CopyButton value={created.api_key}>
        {({ copied, copy }) => (
          <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
        )}
      </CopyButton>
      <Button onClick={onDone}>Done</Button>
    </Group>
  </Stack>
);
