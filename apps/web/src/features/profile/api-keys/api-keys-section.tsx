import { Alert, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import type { ApiKeyView } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { useApiKeys } from './api-keys-api.ts';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { RevokeApiKeyModal } from './revoke-api-key-modal.tsx';

/** #profile: keys that let scripts call the API as this user in one workspace. */
export const ApiKeysSection = () => {
  const { t } = useTranslation();
  const { date: day } = useFormatters();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="lg">
            {t('profile.apiKeys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('profile.apiKeys.create')}
        </Button>
      </Group>
      {keys.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label={t('profile.apiKeys.loading')} />
        </Group>
      ) : keys.isError ? (
        <Alert color="red" title={t('profile.apiKeys.loadFailed')}>
          {t('profile.apiKeys.reload')}
        </Alert>
      ) : keys.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap={4}>
            <IconKey size={28} color="var(--mantine-color-gray-5)" />
            <Text fw={600}>{t('profile.apiKeys.none')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('profile.apiKeys.noneHint')}
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
                    {t('profile.apiKeys.meta', {
                      workspace: k.account_name,
                      created: day(k.date_created),
                      used: k.last_used_at
                        ? t('profile.apiKeys.lastUsed', { date: day(k.last_used_at) })
                        : t('profile.apiKeys.neverUsed'),
                    })}
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={t('profile.apiKeys.revokeNamed', { name: k.name })}
                  onClick={() => setRevoking(k)}
                >
                  {t('profile.apiKeys.revoke')}
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
