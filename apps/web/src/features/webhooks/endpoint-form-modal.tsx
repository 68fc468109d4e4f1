import { Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
  webhookUrlFormatProblem,
  type WebhookEndpoint,
} from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { showSuccess } from '../../app/notices.ts';
import { SecretModal, type SecretShown } from './secret-modal.tsx';
import { useCreateWebhook, useUpdateWebhook } from './webhooks-api.ts';
import { FormActions } from '../../components/form-actions.tsx';

/** An address, not words: the same in every language. */
const URL_EXAMPLE = 'https://example.com/quire/webhooks';

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
  const { t } = useTranslation();
  const [secret, setSecret] = useState<SecretShown | null>(null);
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={editing ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      >
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
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  /** The form's own refusals, in the reader's language (the domain words them in English). */
  const urlProblemText = (problem: string): string => {
    if (problem === WEBHOOK_MESSAGES.invalidUrl) return t('webhooks.urlProblems.invalidUrl');
    if (problem === WEBHOOK_MESSAGES.badScheme) return t('webhooks.urlProblems.badScheme');
    if (problem === WEBHOOK_MESSAGES.credentialsInUrl)
      return t('webhooks.urlProblems.credentialsInUrl');
    return problem;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form is checked here; the server resolves the name and judges every address.
    const problem = webhookUrlFormatProblem(url.trim());
    if (problem) return setError(urlProblemText(problem));
    setError(null);
    const onError = (failure: unknown) => setError(failureMessage(failure, t('webhooks.failed')));
    if (editing)
      update.mutate(
        { key: editing.key, patch: { url: url.trim(), description } },
        {
          onSuccess: () => {
            showSuccess(t('webhooks.updated'));
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
            showSuccess(t('webhooks.created'));
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
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder={URL_EXAMPLE}
          required
          data-autofocus
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={error ?? undefined}
        />
        <TextInput
          label={t('webhooks.form.description')}
          placeholder={t('webhooks.form.descriptionPlaceholder')}
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {!editing && (
          <Text size="sm" c="dimmed">
            {t('webhooks.form.secretNote')}
          </Text>
        )}
        <FormActions
          cancelLabel={t('webhooks.form.cancel')}
          onCancel={onClose}
          submitLabel={editing ? t('webhooks.form.save') : t('webhooks.form.addTitle')}
          pending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
};
