import { Badge, Code, Drawer, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { STATE_COLOURS } from './delivery-states.ts';
import { useDelivery } from './webhooks-api.ts';

/** A delivery still being retried, with its next attempt known. */
const retrying = (d: { state: string; next_attempt_at: string | null }) =>
  d.state === 'pending' && d.next_attempt_at !== null;

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
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const delivery = useDelivery(deliveryKey);
  return (
    <Drawer
      opened={deliveryKey !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('webhooks.delivery.title')}
    >
      {delivery.isPending ? (
        <Skeleton height={240} />
      ) : delivery.isError ? (
        <LoadFailure
          message={t('webhooks.delivery.loadFailed')}
          detail={errorMessageOf(delivery.error)}
          onRetry={() => void delivery.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600} ff="monospace">
              {delivery.data.event_type}
            </Text>
            <Badge color={STATE_COLOURS[delivery.data.state]} variant="light" radius="sm">
              {t(`webhooks.states.${delivery.data.state}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {t('webhooks.delivery.target', {
              url: delivery.data.endpoint_url,
              id: delivery.data.event_id,
            })}
          </Text>
          {retrying(delivery.data) && (
            <Text size="sm">
              {t('webhooks.delivery.nextAttempt', {
                date: dateTime(delivery.data.next_attempt_at ?? ''),
              })}
            </Text>
          )}
          <Title order={3} size="h5">
            {t('webhooks.delivery.attempts')}
          </Title>
          {delivery.data.attempt_log.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('webhooks.delivery.notAttempted')}
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('webhooks.delivery.answer')}</Table.Th>
                  <Table.Th>{t('webhooks.delivery.latency')}</Table.Th>
                  <Table.Th>{t('webhooks.delivery.when')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.data.attempt_log.map((a) => (
                  <Table.Tr key={a.attempt}>
                    <Table.Td>{a.attempt}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.status_code ?? t('webhooks.deliveries.noAnswer')}</Text>
                      {a.error && (
                        <Text size="xs" c="red.8">
                          {a.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t('webhooks.deliveries.latency', { ms: a.latency_ms })}</Table.Td>
                    <Table.Td>{dateTime(a.date_created)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={3} size="h5">
            {t('webhooks.delivery.body')}
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {pretty(delivery.data.body)}
          </Code>
        </Stack>
      )}
    </Drawer>
  );
};
