import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStatusCsv } from './use-status-csv.ts';

/** "Export status CSV": each row's pack and its status, generated on the server, then downloaded. */
export const ExportStatusCsv = ({ sendKey }: { sendKey: string }) => {
  const { t } = useTranslation();
  const { state, start } = useStatusCsv(sendKey);
  const generating = state.step === 'generating';
  return (
    <Group gap="sm" wrap="wrap">
      {state.step === 'ready' ? (
        <Button
          component="a"
          href={state.url}
          download
          leftSection={<IconDownload size={16} />}
          color="teal"
        >
          {t('bulkSends.status.downloadCsv')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={start}
          loading={state.step === 'generating'}
        >
          {t('bulkSends.status.exportCsv')}
        </Button>
      )}
      {generating && (
        <Text size="xs" c="dimmed" role="status">
          {t('bulkSends.status.preparingCsv')}
        </Text>
      )}
      {state.step !== 'failed' ? null : (
        <Text size="sm" c="red.8" role="alert">
          {state.message}
        </Text>
      )}
    </Group>
  );
};
