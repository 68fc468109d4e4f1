import { Badge, Code, Drawer, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessageOf } from '../../app/api-client.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { STATE_BADGES } from './delivery-states.ts';
import { useDelivery } from './webhooks-api.ts';

const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** One delivery: the exact body sent, and every attempt with its answer and latency. */
export const DeliveryDrawer = ({
  deliveryKey,
  onClose,
}: {
  deliveryKey: string | null;
  onClose: () => void;
}) => {
  const delivery = useDelivery(deliveryKey);
  return (
    <Drawer
      opened={deliveryKey !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Delivery"
    >
      {delivery.isPending ? (
        <Skeleton height={240} />
      ) : delivery.isError ? (
        <LoadFailure
          message="The delivery could not be loaded."
          detail={errorMessageOf(delivery.error)}
          onRetry={() => void delivery.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600} ff="monospace">
              {delivery.data.event_type}
            </Text>
            <Badge color={STATE_BADGES[delivery.data.state].color} variant="light" radius="sm">
              {STATE_BADGES[delivery.data.state].label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            To {delivery.data.endpoint_url} · event {delivery.data.event_id}
          </Text>
          {delivery.data.state === 'pending' && delivery.data.next_attempt_at && (
            <Text size="sm">
              Next attempt {new Date(delivery.data.next_attempt_at).toLocaleString()}
            </Text>
          )}
          <Title order={3} size="h5">
            Attempts
          </Title>
          {delivery.data.attempt_log.length === 0 ? (
            <Text size="sm" c="dimmed">
              Not attempted yet.
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>Latency</Table.Th>
                  <Table.Th>When</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.data.attempt_log.map((a) => (
                  <Table.Tr key={a.attempt}>
                    <Table.Td>{a.attempt}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.status_code ?? 'No answer'}</Text>
                      {a.error && (
                        <Text size="xs" c="red.8">
                          {a.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{a.latency_ms} ms</Table.Td>
                    <Table.Td>{new Date(a.date_created).toLocaleTimeString()}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={3} size="h5">
            Body (sent unchanged on every attempt)
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {pretty(delivery.data.body)}
          </Code>
        </Stack>
      )}
    </Drawer>
  );
};
