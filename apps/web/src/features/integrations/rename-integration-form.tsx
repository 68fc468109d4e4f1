import { Stack, Text, TextInput } from '@mantine/core';
import { INTEGRATION_MESSAGES, type IntegrationConfigurationView } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../app/failure-message.ts';
import { showSuccess } from '../../app/notices.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { useChangeIntegration } from './integrations-api.ts';

/** A new name for an existing XPLAN connection (the configure modal's edit form). */
export const RenameIntegrationForm = ({
  editing,
  onClose,
}: {
  editing: IntegrationConfigurationView;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const change = useChangeIntegration();
  const [name, setName] = useState(editing.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { integration_configuration_id: editing.key, name: name.trim() },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          onClose();
        },
        onError: (failure) => setError(failureMessage(failure, INTEGRATION_MESSAGES.updateFailed)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('integrations.configure.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          required
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t('integrations.configure.siteLine', {
            site: editing.site_url,
            appId: editing.client_id,
          })}
        </Text>
        <FormActions
          cancelLabel={t('integrations.cancel')}
          onCancel={onClose}
          submitLabel={t('integrations.configure.save')}
          pending={change.isPending}
        />
      </Stack>
    </form>
  );
};
