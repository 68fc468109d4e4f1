import { Anchor, Badge, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { BulkSendLog } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { useBulkSendLog } from './use-bulk-send-log.ts';
import { serverText } from '../../../i18n/server-text.ts';

const LEVEL_COLOUR: Record<BulkSendLog['level'], string> = {
  info: 'gray',
  warning: 'orange',
  error: 'red',
};

/** The send's log, newest last; a line about a created pack links to it. */
export const BulkSendLogPanel = ({ sendKey }: { sendKey: string }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
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
            {t('bulkSends.log.title')}
          </Title>
          {log.failed && (
            <Text size="xs" c="orange.8" role="status">
              {t('bulkSends.log.updateFailed')}
            </Text>
          )}
        </Group>
        {!log.loaded ? (
          <Loader size="sm" aria-label={t('bulkSends.log.loading')} />
        ) : log.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('bulkSends.log.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack
              gap={6}
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('bulkSends.log.lines')}
            >
              {log.lines.map((line) => (
                <Group key={line.key} component="li" gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    size="xs"
                    variant="light"
                    color={LEVEL_COLOUR[line.level]}
                    mt={3}
                    miw={64}
                    style={{ flexShrink: 0 }}
                  >
                    {t(`bulkSends.log.levels.${line.level}`)}
                  </Badge>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" style={{ wordBreak: 'break-word' }}>
                      {line.position !== null && (
                        <Text span c="dimmed">
                          {t('bulkSends.log.row', { position: line.position })}{' '}
                        </Text>
                      )}
                      {serverText(line.message)}
                      {line.document_key && (
                        <>
                          {' '}
                          <Anchor component={Link} to={`/documents/${line.document_key}`} size="sm">
                            {t('bulkSends.log.openDocument')}
                          </Anchor>
                        </>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dateTime(line.date_created)}
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
