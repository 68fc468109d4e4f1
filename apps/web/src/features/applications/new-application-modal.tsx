import { Stack, Text, TextInput } from '@mantine/core';
import { APPLICATION_NAME_MAX_LENGTH } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { CreateThenShowOnceModal } from '../../components/create-then-show-once-modal.tsx';
import { useCreateApplication, type WithSecret } from './applications-api.ts';
import { SecretShownOnce } from './secret-shown-once.tsx';
import { FormActions } from '../../components/form-actions.tsx';

/** Names a new application, then shows its client id and secret this once. */
export const NewApplicationModal = ({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <CreateThenShowOnceModal<WithSecret>
      opened={opened}
      onClose={onClose}
      titles={{
        create: t('applications.newApplication'),
        shown: t('applications.create.shownTitle'),
      }}
      size="lg"
      form={(onCreated, onCancel) => <CreateForm onCreated={onCreated} onCancel={onCancel} />}
      shown={(created, onDone) => <SecretShownOnce created={created} onDone={onDone} />}
    />
  );
};

const CreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: WithSecret) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateApplication();
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameMissing(!name.trim());
    setError(null);
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: onCreated,
      // §8's wording, unless the server refused the name itself.
      onError: (failure) => setError(failureMessage(failure, t('applications.createFailed'))),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('applications.create.name')}
          description={t('applications.create.nameHint')}
          placeholder={t('applications.create.placeholder')}
          required
          data-autofocus
          maxLength={APPLICATION_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameMissing ? t('applications.nameRequired') : undefined}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <FormActions
          cancelLabel={t('applications.create.cancel')}
          onCancel={onCancel}
          submitLabel={t('applications.create.submit')}
          pending={create.isPending}
        />
      </Stack>
    </form>
  );
};
