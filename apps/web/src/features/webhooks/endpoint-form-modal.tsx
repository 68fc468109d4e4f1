import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  MESSAGES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
  webhookUrlFormatProblem,
  type WebhookEndpoint,
} from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../app/failure-message.ts';
import { showSuccess } from '../../app/notices.ts';
import { SecretModal, type SecretShown } from './secret-modal.tsx';
import { useCreateWebhook, useUpdateWebhook } from './webhooks-api.ts';

/** Add an endpoint (then its secret is shown), or change one's address and description. */
export const EndpointFormModal = ({
  editing,
  opened,
  onClose,
}: {
  editing: WebhookEndpoint | null;
  opened: boolean;
  onClose: () => void;
}) => {
  const [secret, setSecret] = useState<SecretShown | null>(null);
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={editing ? 'Edit endpoint' : 'Add endpoint'}>
        {/* Mounted per opening, so the fields start from the endpoint being edited. */}
        {opened && (
          <EndpointForm
            key={editing?.key ?? 'new'}
            editing={editing}
            onClose={onClose}
            onCreated={(created) => setSecret({ secret: created, fresh: false })}
          />
        )}
      </Modal>
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </>
  );
};

const EndpointForm = ({
  editing,
  onClose,
  onCreated,
}: {
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) => {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form is checked here; the server resolves the name and judges every address.
    const problem = webhookUrlFormatProblem(url.trim());
    if (problem) return setError(problem);
    setError(null);
    const onError = (failure: unknown) =>
      setError(failureMessage(failure, MESSAGES.anErrorOccurred));
    if (editing)
      update.mutate(
        { key: editing.key, patch: { url: url.trim(), description } },
        {
          onSuccess: () => {
            showSuccess(WEBHOOK_MESSAGES.updated);
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(
        { url: url.trim(), description },
        {
          onSuccess: (answer) => {
            showSuccess(WEBHOOK_MESSAGES.created);
            onClose();
            onCreated(answer.secret);
          },
          onError,
        },
      );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="Public http:// or https:// address; redirects are not followed"
          placeholder="https://example.com/quire/webhooks"
          required
          data-autofocus
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={error ?? undefined}
        />
        <TextInput
          label="Description"
          placeholder="CRM sync"
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {!editing && (
          <Text size="sm" c="dimmed">
            A signing secret is made for the endpoint; you can show it again at any time.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? 'Save' : 'Add endpoint'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
