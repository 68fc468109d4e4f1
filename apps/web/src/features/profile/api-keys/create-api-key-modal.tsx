import { Alert, Button, Code, CopyButton, Group, Select, Stack, Text } from '@mantine/core';
import { API_KEY_NAME_MAX_LENGTH } from '@quire/domain';
import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';
import { CreateThenShowOnceModal } from '../../../components/create-then-show-once-modal.tsx';
import { useUserAccounts } from '../../../app/session/use-current-user.ts';
import { useCreateApiKey, type NewApiKey } from './api-keys-api.ts';
import { NamedCreateForm } from '../../../components/named-create-form.tsx';

/** Create a key (name and workspace), then show it this once with a copy button. */
export const CreateApiKeyModal = ({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <CreateThenShowOnceModal<NewApiKey>
      opened={opened}
      onClose={onClose}
      titles={{ create: t('profile.apiKeys.createTitle'), shown: t('profile.apiKeys.shownTitle') }}
      form={(onCreated, onCancel) => <CreateForm onCreated={onCreated} onCancel={onCancel} />}
      shown={(created, onDone) => <ShownOnce created={created} onDone={onDone} />}
    />
  );
};

const CreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: NewApiKey) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
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

  const submit = () => {
    if (!name.trim()) return setError(t('profile.apiKeys.nameRequired'));
    if (!chosen) return setError(t('profile.apiKeys.workspaceRequired'));
    setError(null);
    create.mutate(
      { name: name.trim(), entity_key: chosen },
      {
        onSuccess: onCreated,
        onError: (failure) => setError(failureMessage(failure, t('profile.apiKeys.failed'))),
      },
    );
  };

  return (
    <NamedCreateForm
      texts={{
        name: t('profile.apiKeys.name'),
        nameHint: t('profile.apiKeys.nameHint'),
        placeholder: t('profile.apiKeys.namePlaceholder'),
        cancel: t('profile.apiKeys.cancel'),
        submit: t('profile.apiKeys.createKey'),
      }}
      maxLength={API_KEY_NAME_MAX_LENGTH}
      name={name}
      onNameChange={setName}
      error={error}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Select
        label={t('profile.apiKeys.workspace')}
        description={t('profile.apiKeys.workspaceHint')}
        data={options}
        value={chosen}
        onChange={setWorkspace}
        allowDeselect={false}
        disabled={accounts.isPending}
        required
      />
    </NamedCreateForm>
  );
};

/** How a call carries the key (code, not words to translate). */
const AUTH_HEADER = 'Authorization: Bearer <key>';

const ShownOnce = ({ created, onDone }: { created: NewApiKey; onDone: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="orange" title={t('profile.apiKeys.onceTitle')}>
        {t('profile.apiKeys.onceText', { workspace: created.key.account_name })}
      </Alert>
      <Code
        block
        aria-label={t('profile.apiKeys.newKey')}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {created.api_key}
      </Code>
      <Text size="sm" c="dimmed">
        <Trans
          i18nKey="profile.apiKeys.howToSend"
          components={{ code: <Code>{AUTH_HEADER}</Code> }}
        />
      </Text>
      <Group justify="flex-end">
        <CopyButton value={created.api_key}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
              {copied ? t('profile.apiKeys.copied') : t('profile.apiKeys.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('profile.apiKeys.done')}</Button>
      </Group>
    </Stack>
  );
};
