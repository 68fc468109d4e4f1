import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { NoAccessView } from '../../components/no-access-view.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointList } from './endpoint-list.tsx';
import { WorkspaceEvents } from './workspace-events.tsx';
import { useWebhooks } from './webhooks-api.ts';

/**
 * #webhooks: where the workspace's events are sent (endpoints and their signing secrets), which
 * events the whole workspace announces, and every delivery with its attempts, dead letters
 * replayable. For the workspace's admins (ADR 0043).
 */
export const WebhooksPage = () => {
  const { t } = useTranslation();
  const membership = useSelectedMembership();
  const isAdmin = membership?.is_admin ?? false;
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('webhooks.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('webhooks.intro')}
        </Text>
      </Stack>
      {!membership ? (
        <Skeleton height={88} radius="lg" aria-label={t('webhooks.loading')} />
      ) : !isAdmin ? (
        <NoAccessView
          title={t('webhooks.title')}
          subject={t('webhooks.noAccessSubject')}
          workspaceName={membership.account_name}
          reason="admin"
        />
      ) : (
        <WebhooksContent />
      )}
    </Stack>
  );
};

const WebhooksContent = () => {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  if (webhooks.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('webhooks.loading')}>
        <Skeleton height={88} radius="lg" />
        <Skeleton height={88} radius="lg" />
      </Stack>
    );
  if (webhooks.isError)
    return (
      <LoadFailure
        framed
        message={t('webhooks.loadFailed')}
        detail={errorMessageOf(webhooks.error)}
        onRetry={() => void webhooks.refetch()}
        retrying={webhooks.isFetching}
      />
    );
  return (
    <>
      <EndpointList endpoints={webhooks.data.endpoints} />
      <WorkspaceEvents events={webhooks.data.events} />
      {webhooks.data.endpoints.length > 0 && <DeliveryLog />}
    </>
  );
};
