import { Skeleton, Stack, Text, Title } from '@mantine/core';
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
  const membership = useSelectedMembership();
  const isAdmin = membership?.is_admin ?? false;
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Webhooks
        </Title>
        <Text c="dimmed" size="sm">
          Quire posts each subscribed event to your endpoints as JSON, signed with the endpoint’s
          secret. A receiver that is down gets the event again later, with the same body, until it
          answers or the retries run out.
        </Text>
      </Stack>
      {!membership ? (
        <Skeleton height={88} radius="lg" aria-label="Loading webhooks" />
      ) : !isAdmin ? (
        <NoAccessView
          title="Webhooks"
          subject="webhooks"
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
  const webhooks = useWebhooks();
  if (webhooks.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading webhooks">
        <Skeleton height={88} radius="lg" />
        <Skeleton height={88} radius="lg" />
      </Stack>
    );
  if (webhooks.isError)
    return (
      <LoadFailure
        framed
        message="The webhooks could not be loaded."
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
