import { APPLICATION_NAME_MAX_LENGTH } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { CreateThenShowOnceModal } from '../../components/create-then-show-once-modal.tsx';
import { useCreateApplication, type WithSecret } from './applications-api.ts';
import { SecretShownOnce } from './secret-shown-once.tsx';
import { NamedCreateForm } from '../../components/named-create-form.tsx';

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
  const submit = () => {
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
    <NamedCreateForm
      texts={{
        name: t('applications.create.name'),
        nameHint: t('applications.create.nameHint'),
        placeholder: t('applications.create.placeholder'),
        cancel: t('applications.create.cancel'),
        submit: t('applications.create.submit'),
      }}
      maxLength={APPLICATION_NAME_MAX_LENGTH}
      name={name}
      onNameChange={setName}
      nameError={nameMissing ? t('applications.nameRequired') : undefined}
      error={error}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
};
