import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BulkSend } from '@quire/domain';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { failureMessage } from '../../../app/failure-message.ts';
import { showDanger } from '../../../app/notices.ts';
import { useSaveSend } from '../setup/use-save-send.ts';
import { BulkSendLogPanel } from './bulk-send-log.tsx';
import { ExportStatusCsv } from './export-status-csv.tsx';
import { ReminderButton } from './reminder-button.tsx';

const COUNTS = [
  ['number_of_documents', 'Documents'],
  ['created', 'Created'],
  ['awaiting_signature', 'Awaiting signature'],
  ['completed', 'Completed'],
  ['failed', 'Failed'],
] as const;

/** §4 status tab: live counts, progress, pause / activate again, reminders, the CSV and the log. */
export const StatusTab = ({ send }: { send: BulkSend }) => {
  const change = useSaveSend(send);
  const total = send.number_of_documents;
  const done = Math.min(send.created + send.failed, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  // A failed row is done too: the server refuses a pause once every row is made or failed (§4).
  const canPause = send.status === 'active' && done < total;
  const setStatus = (status: 'active' | 'paused') =>
    change.mutate(
      { status },
      {
        onError: (error) =>
          showDanger(failureMessage(error, 'An error occurred while updating the bulk send.')),
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
            Status
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {COUNTS.map(([part, label]) => (
              <Stack key={part} gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text
                  fz={24}
                  fw={700}
                  c={part === 'failed' && send.failed > 0 ? 'red.8' : undefined}
                  aria-label={`${label}: ${send[part]}`}
                >
                  {send[part]}
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
              aria-label={`${done} of ${total} rows done`}
            />
            <Text size="xs" c="dimmed">
              {send.status === 'paused'
                ? `Paused at ${done} of ${total} rows.`
                : done < total
                  ? `Creating documents: ${done} of ${total} rows done.`
                  : `All ${total} rows done.`}
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
                Pause
              </Button>
            )}
            {send.status === 'paused' && (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => setStatus('active')}
                loading={change.isPending}
              >
                Activate again
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
