import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { WebhookDelivery } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { DeliveryDrawer } from './delivery-drawer.tsx';
import { STATE_COLOURS } from './delivery-states.ts';
import { useDeliveries, useReplayDelivery, type DeliveryFilter } from './webhooks-api.ts';

/** The delivery log; "Dead letters" is the deliveries given up on, each replayable. */
export const DeliveryLog = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useDeliveries(filter);
  const rows = deliveries.data?.pages.flatMap((p) => p.deliveries) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-deliveries">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="webhook-deliveries">
          {t('webhooks.deliveries.title')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as DeliveryFilter)}
          aria-label={t('webhooks.deliveries.which')}
          data={[
            { value: 'all', label: t('webhooks.deliveries.all') },
            { value: 'pending', label: t('webhooks.states.pending') },
            { value: 'delivered', label: t('webhooks.states.delivered') },
            { value: 'dead', label: t('webhooks.deliveries.dead') },
          ]}
        />
      </Group>
      {deliveries.isPending ? (
        <Skeleton height={160} radius="lg" />
      ) : deliveries.isError ? (
        <LoadFailure
          framed
          message={t('webhooks.deliveries.loadFailed')}
          detail={errorMessageOf(deliveries.error)}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text size="sm" c="dimmed" ta="center">
            {filter === 'dead' ? t('webhooks.deliveries.noDead') : t('webhooks.deliveries.none')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" highlightOnHover miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.deliveries.event')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.status')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.answer')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.attempts')}</Table.Th>
                <Table.Th>{t('webhooks.deliveries.created')}</Table.Th>
                <Table.Th aria-label={t('webhooks.deliveries.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <DeliveryRow key={d.key} delivery={d} onOpen={() => setOpen(d.key)} />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {deliveries.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          loading={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {t('webhooks.deliveries.older')}
        </Button>
      )}
      <DeliveryDrawer deliveryKey={open} onClose={() => setOpen(null)} />
    </Stack>
  );
};

const DeliveryRow = ({
  delivery: d,
  onOpen,
}: {
  delivery: WebhookDelivery;
  onOpen: () => void;
}) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const replay = useReplayDelivery();
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton
          onClick={onOpen}
          aria-label={t('webhooks.deliveries.details', {
            event: d.event_type,
            url: d.endpoint_url,
          })}
        >
          <Text size="sm" fw={600} ff="monospace">
            {d.event_type}
          </Text>
          <Text size="xs" c="dimmed" truncate maw={260}>
            {d.endpoint_url}
          </Text>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Badge
          color={STATE_COLOURS[d.state]}
          variant="light"
          radius="sm"
          style={{ minWidth: 'max-content' }}
        >
          {t(`webhooks.states.${d.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {d.last_status_code ?? (d.last_error ? t('webhooks.deliveries.noAnswer') : '—')}
          {d.last_latency_ms !== null && (
            <Text span size="xs" c="dimmed">
              {' '}
              · {t('webhooks.deliveries.latency', { ms: d.last_latency_ms })}
            </Text>
          )}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{d.attempts}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{dateTime(d.date_created)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {d.state !== 'pending' ? (
          <Button
            size="xs"
            variant={d.state === 'dead' ? 'light' : 'subtle'}
            loading={replay.isPending}
            onClick={() =>
              replay.mutate(d.key, {
                onSuccess: () => showSuccess(t('webhooks.replayed')),
                onError: (e) => showDanger(failureMessage(e, t('webhooks.failed'))),
              })
            }
          >
            {t('webhooks.deliveries.replay')}
          </Button>
        ) : (
          <Button size="xs" variant="subtle" onClick={onOpen}>
            {t('webhooks.deliveries.detailsButton')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};
