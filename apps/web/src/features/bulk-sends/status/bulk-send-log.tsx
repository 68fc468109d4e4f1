import { Anchor, Badge, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { BulkSendLog } from '@quire/domain';
import { Link } from 'react-router';
import { useBulkSendLog } from './use-bulk-send-log.ts';

const LEVEL_COLOUR: Record<BulkSendLog['level'], string> = {
  info: 'gray',
  warning: 'orange',
  error: 'red',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The send's log, newest last; a line about a created pack links to it. */
export const BulkSendLogPanel = ({ sendKey }: { sendKey: string }) => {
  const log = useBulkSendLog(sendKey);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="log-title"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18} id="log-title">
            Log
          </Title>
          {log.failed && (
            <Text size="xs" c="orange.8" role="status">
              Couldn&rsquo;t update the log; trying again shortly.
            </Text>
          )}
        </Group>
        {!log.loaded ? (
          <Loader size="sm" aria-label="Loading the log" />
        ) : log.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing logged yet.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack
              gap={6}
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Log lines"
            >
              {log.lines.map((line) => (
                <Group key={line.key} component="li" gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    size="xs"
                    variant="light"
                    color={LEVEL_COLOUR[line.level]}
                    mt={3}
                    w={64}
                    style={{ flexShrink: 0 }}
                  >
                    {line.level}
                  </Badge>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" style={{ wordBreak: 'break-word' }}>
                      {line.position !== null && (
                        <Text span c="dimmed">
                          Row {line.position}:{' '}
                        </Text>
                      )}
                      {line.message}
                      {line.document_key && (
                        <>
                          {' '}
                          <Anchor component={Link} to={`/documents/${line.document_key}`} size="sm">
                            Open document
                          </Anchor>
                        </>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {when(line.date_created)}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
};
