import { Alert, Button, Group, Stack } from '@mantine/core';
import { PUBLIC_API_BASE } from '@quire/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
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
  const tokenUrl = `${window.location.origin}${PUBLIC_API_BASE}/oauth/token`;
  const curl = `curl -u '${created.application.client_id}:${created.client_secret}' \\\n  -d grant_type=client_credentials ${tokenUrl}`;
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
        Copy the client secret now and keep it somewhere safe. Quire keeps only a fingerprint of it
        and cannot show it again.
      </Alert>
      <CopyableValue label="Client ID" value={created.application.client_id} />
      <CopyableValue label="Client secret" value={created.client_secret} />
      <CopyableValue label="Get an access token" value={curl} block />
      <Group justify="flex-end">
        <Button onClick={onDone}>I have copied the secret</Button>
      </Group>
    </Stack>
  );
};
