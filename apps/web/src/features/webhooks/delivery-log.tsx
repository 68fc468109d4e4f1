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
import { MESSAGES, WEBHOOK_MESSAGES, type WebhookDelivery } from '@quire/domain';
import { useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { DeliveryDrawer } from './delivery-drawer.tsx';
import { STATE_BADGES } from './delivery-states.ts';
import { useDeliveries, useReplayDelivery, type DeliveryFilter } from './webhooks-api.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The delivery log; "Dead letters" is the deliveries given up on, each replayable. */
export const DeliveryLog = () => {
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useDeliveries(filter);
  const rows = deliveries.data?.pages.flatMap((p) => p.deliveries) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-deliveries">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="webhook-deliveries">
          Deliveries
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as DeliveryFilter)}
          aria-label="Which deliveries"
          data={[
            { value: 'all', label: 'All' },
            { value: 'pending', label: 'Retrying' },
            { value: 'delivered', label: 'Delivered' },
            { value: 'dead', label: 'Dead letters' },
          ]}
        />
      </Group>
      {deliveries.isPending ? (
        <Skeleton height={160} radius="lg" />
      ) : deliveries.isError ? (
        <LoadFailure
          framed
          message="The delivery log could not be loaded."
          detail={errorMessageOf(deliveries.error)}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text size="sm" c="dimmed" ta="center">
            {filter === 'dead'
              ? 'No dead letters: every event was delivered or is still being retried.'
              : 'No deliveries yet. Send a test event from an endpoint’s menu to try your receiver.'}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" highlightOnHover miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th aria-label="Actions" />
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
          Show older deliveries
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
  const replay = useReplayDelivery();
  const badge = STATE_BADGES[d.state];
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton
          onClick={onOpen}
          aria-label={`Details of ${d.event_type} to ${d.endpoint_url}`}
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
        <Badge color={badge.color} variant="light" radius="sm" style={{ minWidth: 'max-content' }}>
          {badge.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {d.last_status_code ?? (d.last_error ? 'No answer' : '—')}
          {d.last_latency_ms !== null && (
            <Text span size="xs" c="dimmed">
              {' '}
              · {d.last_latency_ms} ms
            </Text>
          )}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{d.attempts}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{when(d.date_created)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {d.state !== 'pending' ? (
          <Button
            size="xs"
            variant={d.state === 'dead' ? 'light' : 'subtle'}
            loading={replay.isPending}
            onClick={() =>
              replay.mutate(d.key, {
                onSuccess: () => showSuccess(WEBHOOK_MESSAGES.replayed),
                onError: (e) => showDanger(failureMessage(e, MESSAGES.anErrorOccurred)),
              })
            }
          >
            Replay
          </Button>
        ) : (
          <Button size="xs" variant="subtle" onClick={onOpen}>
            Details
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};
