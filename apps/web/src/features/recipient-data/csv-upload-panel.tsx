import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { CSV_ROWS_REFETCH_MS, type RecipientData } from '@quire/domain';
import { IconAlertCircle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { RECIPIENT_DATA_KEYS, uploadRecipientCsv } from './recipient-data-api.ts';

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number; name: string }
  | { step: 'importing'; name: string }
  | { step: 'done'; rows: number; name: string }
  | { step: 'failed'; message: string; name: string };

/**
 * Uploads a CSV into the list (§7: URL, PUT with progress, success), replacing its rows. The
 * rows are refetched at once and again 10 s later, as the spec asks.
 */
export const CsvUploadPanel = ({ list }: { list: RecipientData }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const queryClient = useQueryClient();
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
  const busy = state.step === 'uploading' || state.step === 'importing';

  const refresh = () => queryClient.invalidateQueries({ queryKey: RECIPIENT_DATA_KEYS.all });

  const upload = async (file: File | null) => {
    if (!file || busy) return;
    setState({ step: 'uploading', percent: 0, name: file.name });
    try {
      const done = await uploadRecipientCsv(list.key, file, (percent) =>
        setState(
          percent >= 100
            ? { step: 'importing', name: file.name }
            : { step: 'uploading', percent, name: file.name },
        ),
      );
      setState({ step: 'done', rows: done.rows_imported, name: file.name });
      void refresh();
      clearTimeout(refetchTimer.current);
      refetchTimer.current = setTimeout(() => void refresh(), CSV_ROWS_REFETCH_MS);
    } catch (error) {
      setState({ step: 'failed', message: errorMessageOf(error), name: file.name });
    }
  };

  return (
    <FileDropZone
      label={t('recipientData.upload.drop')}
      onFile={(f) => void upload(f)}
      disabled={busy}
    >
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" align="center">
            <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
              <Text fw={600} size="sm">
                {list.field_names.length
                  ? t('recipientData.upload.replace')
                  : t('recipientData.upload.first')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('recipientData.upload.format')}
                {list.number_of_rows > 0 && ' '}
                {list.number_of_rows > 0 &&
                  t('recipientData.upload.replaces', {
                    count: list.number_of_rows,
                    shown: number(list.number_of_rows),
                  })}
              </Text>
            </Stack>
            <FileButton onChange={(f) => void upload(f)} accept=".csv,.txt,text/csv,text/plain">
              {(props) => (
                <Button {...props} leftSection={<IconFileUpload size={16} />} loading={busy}>
                  {t('recipientData.upload.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
          <UploadStatus state={state} />
        </Stack>
      </Paper>
    </FileDropZone>
  );
};

const UploadStatus = ({ state }: { state: UploadState }) => {
  const { t } = useTranslation();
  const { number } = useFormatters();
  switch (state.step) {
    case 'idle':
      return null;
    case 'uploading':
    case 'importing':
      return (
        <Stack gap={4} role="status">
          <Text size="sm">
            {state.step === 'uploading'
              ? t('recipientData.upload.uploading', { name: state.name, percent: state.percent })
              : t('recipientData.upload.importing', { name: state.name })}
          </Text>
          <Progress
            value={state.step === 'uploading' ? state.percent : 100}
            animated={state.step === 'importing'}
            aria-label={t('recipientData.upload.progress')}
          />
        </Stack>
      );
    case 'done':
      return (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          p="sm"
          role="status"
        >
          {t('recipientData.upload.imported', {
            count: state.rows,
            shown: number(state.rows),
            name: state.name,
          })}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          p="sm"
          role="alert"
          title={t('recipientData.upload.failedTitle', { name: state.name })}
        >
          {t('recipientData.upload.failedText', { message: state.message })}
        </Alert>
      );
  }
};
