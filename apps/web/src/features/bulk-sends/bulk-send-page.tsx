import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { usePermission } from '../../app/session/use-permissions.ts';
import { usePollAllowed } from './use-poll-allowed.ts';
import { BulkSendStatusBadge } from './bulk-send-status-badge.tsx';
import { BULK_SEND_COUNTS_POLL_MS } from './bulk-send-timing.ts';
import { bulkSendsApi } from './bulk-sends-api.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { NoBulkSendAccess } from './page-states.tsx';
import { SetupSections } from './setup/setup-sections.tsx';
import { StatusTab } from './status/status-tab.tsx';

/**
 * Spec §2 #bulk_sends/{key}: in setup the three sections (choose clients, template, send);
 * active or paused the status tab (§4). Counts are live: refetched while the send runs and the
 * window has focus (§9 polls pause when it is blurred or hidden).
 */
export const BulkSendPage = () => {
  const { key = '' } = useParams();
  const { t } = useTranslation();
  const allowed = usePermission('can_view_bulk_sends');
  const focused = usePollAllowed();
  const send = useQuery({
    queryKey: QUERY_KEYS.bulkSend(key),
    queryFn: ({ signal }) => bulkSendsApi.get(key, { signal }),
    enabled: allowed && key !== '',
    refetchInterval: (query) =>
      focused && query.state.data?.status === 'active' ? BULK_SEND_COUNTS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

  if (!allowed) return <NoBulkSendAccess />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/bulk_sends" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('bulkSends.title')}
        </Group>
      </Anchor>
      {send.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('bulkSends.loadingOne')} />
        </Center>
      ) : send.isError ? (
        <LoadFailure
          framed
          message={send.error.message}
          onRetry={() => void send.refetch()}
          retrying={send.isFetching}
        />
      ) : (
        <>
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
                {send.data.description || t('bulkSends.untitled')}
              </Title>
              <BulkSendStatusBadge status={send.data.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t(`bulkSends.types.${send.data.bulk_send_type}`)}
            </Text>
          </Stack>
          {send.data.status === 'setup' ? (
            <SetupSections send={send.data} />
          ) : (
            <StatusTab send={send.data} />
          )}
        </>
      )}
    </Stack>
  );
};
