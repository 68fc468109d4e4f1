import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { INTEGRATION_MESSAGES, type IntegrationConfigurationView } from '@quire/domain';
import { IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { ClientSearch } from './client-search.tsx';
import { ConfigureModal } from './configure-modal.tsx';
import { IntegrationCard } from './integration-card.tsx';
import { useIntegrations } from './integrations-api.ts';
import { UnlinkModal } from './unlink-modal.tsx';
import { serverText } from '../../i18n/server-text.ts';

/**
 * #integrations (§2): the workspace's configured integrations with configure and unlink modals,
 * and a client search through the connected XPLAN site. For the workspace's admins.
 */
export const IntegrationsPage = () => {
  const { t } = useTranslation();
  const membership = useSelectedMembership();
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('integrations.page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('integrations.page.intro')}
        </Text>
      </Stack>
      {!membership ? (
        <Skeleton height={88} radius="lg" aria-label={t('integrations.page.loading')} />
      ) : !membership.is_admin ? (
        <Alert color="gray" variant="light" title={t('integrations.page.title')}>
          {t('integrations.page.adminsOnly', { account: membership.account_name })}
        </Alert>
      ) : (
        <IntegrationsContent />
      )}
    </Stack>
  );
};

const IntegrationsContent = () => {
  const { t } = useTranslation();
  const integrations = useIntegrations();
  const [configuring, setConfiguring] = useState<IntegrationConfigurationView | 'new' | null>(null);
  const [unlinking, setUnlinking] = useState<IntegrationConfigurationView | null>(null);

  if (integrations.isPending)
    return <Skeleton height={120} radius="lg" aria-label={t('integrations.page.loading')} />;
  if (integrations.isError)
    return (
      <LoadFailure
        framed
        message={serverText(INTEGRATION_MESSAGES.fetchFailed)}
        detail={errorMessageOf(integrations.error)}
        onRetry={() => void integrations.refetch()}
        retrying={integrations.isFetching}
      />
    );
  const list = integrations.data.integrations;
  const connected = list.find((i) => i.is_active);
  return (
    <>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('integrations.page.configured')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setConfiguring('new')}>
          {t('integrations.page.connectXplan')}
        </Button>
      </Group>
      {list.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconPlugConnected size={32} aria-hidden="true" />
            <Text fw={600}>{t('integrations.page.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" maw={440}>
              {t('integrations.page.emptyText')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">
          {list.map((integration) => (
            <IntegrationCard
              key={`${integration.key}-${integration.date_updated}`}
              integration={integration}
              onConfigure={() => setConfiguring(integration)}
              onUnlink={() => setUnlinking(integration)}
              onReconnect={() => setConfiguring('new')}
            />
          ))}
        </Stack>
      )}
      {connected && <ClientSearch integration={connected} />}
      <ConfigureModal
        opened={configuring !== null}
        editing={configuring === 'new' ? null : configuring}
        onClose={() => setConfiguring(null)}
      />
      <UnlinkModal integration={unlinking} onClose={() => setUnlinking(null)} />
    </>
  );
};
