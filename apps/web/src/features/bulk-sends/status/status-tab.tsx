import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { showDanger } from '../../../app/notices.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { useSaveSend } from '../setup/use-save-send.ts';
import { BulkSendLogPanel } from './bulk-send-log.tsx';
import { ExportStatusCsv } from './export-status-csv.tsx';
import { ReminderButton } from './reminder-button.tsx';

const COUNTS = [
  'number_of_documents',
  'created',
  'awaiting_signature',
  'completed',
  'failed',
] as const;

/** §4 status tab: live counts, progress, pause / activate again, reminders, the CSV and the log. */
export const StatusTab = ({ send }: { send: BulkSend }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const change = useSaveSend(send);
  const total = send.number_of_documents;
  const done = Math.min(send.created + send.failed, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  // A failed row is done too: the server refuses a pause once every row is made or failed (§4).
  const canPause = send.status === 'active' && done < total;
  const paused = send.status === 'paused';
  const setStatus = (status: 'active' | 'paused') =>
    change.mutate(
      { status },
      {
        onError: (error) => showDanger(failureMessage(error, t('bulkSends.status.updateFailed'))),
      },
    );

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="status-title"
      >
        <Stack gap="md">
          <Title order={2} fz={18} id="status-title">
            {t('bulkSends.status.title')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {COUNTS.map((part) => (
              <Stack key={part} gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`bulkSends.status.counts.${part}`)}
                </Text>
                <Text
                  fz={24}
                  fw={700}
                  c={part === 'failed' && send.failed > 0 ? 'red.8' : undefined}
                  aria-label={t('bulkSends.status.count', {
                    label: t(`bulkSends.status.counts.${part}`),
                    count: number(send[part]),
                  })}
                >
                  {number(send[part])}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Stack gap={4}>
            <Progress
              value={percent}
              size="lg"
              radius="xl"
              animated={send.status === 'active' && done < total}
              aria-label={t('bulkSends.status.progress', {
                done: number(done),
                total: number(total),
              })}
            />
            <Text size="xs" c="dimmed">
              {send.status === 'paused'
                ? t('bulkSends.status.paused', { done: number(done), total: number(total) })
                : done < total
                  ? t('bulkSends.status.creating', { done: number(done), total: number(total) })
                  : t('bulkSends.status.allDone', { total: number(total) })}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            {canPause && (
              <Button
                variant="default"
                leftSection={<IconPlayerPause size={16} />}
                onClick={() => setStatus('paused')}
                loading={change.isPending}
              >
                {t('bulkSends.status.pause')}
              </Button>
            )}
            {paused && (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => setStatus('active')}
                loading={change.isPending}
              >
                {t('bulkSends.status.activateAgain')}
              </Button>
            )}
            <ReminderButton send={send} />
            <ExportStatusCsv sendKey={send.key} />
          </Group>
        </Stack>
      </Paper>
      <BulkSendLogPanel sendKey={send.key} />
    </Stack>
  );
};
