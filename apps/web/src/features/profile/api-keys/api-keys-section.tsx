import { Alert, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import type { ApiKeyView } from '@quire/domain';
import { useState } from 'react';
import { useApiKeys } from './api-keys-api.ts';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { RevokeApiKeyModal } from './revoke-api-key-modal.tsx';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** #profile: keys that let scripts call the API as this user in one workspace. */
export const ApiKeysSection = () => {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="lg">
            API keys
          </Title>
          <Text size="sm" c="dimmed">
            Let scripts and integrations call the Quire API as you, in one workspace.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Group>
      {keys.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading your API keys" />
        </Group>
      ) : keys.isError ? (
        <Alert color="red" title="Your API keys could not be loaded">
          Please reload the page to try again.
        </Alert>
      ) : keys.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap={4}>
            <IconKey size={28} color="var(--mantine-color-gray-5)" />
            <Text fw={600}>No API keys yet</Text>
            <Text size="sm" c="dimmed" ta="center">
              Create one to connect another system. Each key is shown only once.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {keys.data.map((k) => (
            <Paper key={k.key} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{k.name}</Text>
                    <Code>{k.prefix}…</Code>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {k.account_name} · Created {day(k.date_created)} ·{' '}
                    {k.last_used_at ? `Last used ${day(k.last_used_at)}` : 'Never used'}
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Revoke ${k.name}`}
                  onClick={() => setRevoking(k)}
                >
                  Revoke
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
};
