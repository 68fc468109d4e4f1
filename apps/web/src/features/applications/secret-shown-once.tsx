import { Alert, Button, Group, Stack } from '@mantine/core';
import { PUBLIC_API_BASE } from '@quire/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '../../components/copyable-value.tsx';
import type { WithSecret } from './applications-api.ts';

/** The client id and secret after create or refresh: the only time the secret is ever shown. */
export const SecretShownOnce = ({
  created,
  onDone,
}: {
  created: WithSecret;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const tokenUrl = `${window.location.origin}${PUBLIC_API_BASE}/oauth/token`;
  const curl = `curl -u '${created.application.client_id}:${created.client_secret}' \\\n  -d grant_type=client_credentials ${tokenUrl}`;
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('applications.secret.warning')}
      </Alert>
      <CopyableValue
        label={t('applications.secret.clientId')}
        value={created.application.client_id}
      />
      <CopyableValue label={t('applications.secret.secret')} value={created.client_secret} />
      <CopyableValue label={t('applications.secret.token')} value={curl} block />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('applications.secret.done')}</Button>
      </Group>
    </Stack>
  );
};
