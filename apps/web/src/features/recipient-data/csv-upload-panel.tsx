import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { CSV_ROWS_REFETCH_MS, type RecipientData } from '@quire/domain';
import { IconAlertCircle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
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
    <FileDropZone label="Drop the CSV to upload it" onFile={(f) => void upload(f)} disabled={busy}>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" align="center">
            <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
              <Text fw={600} size="sm">
                {list.field_names.length ? 'Replace the rows with a new CSV' : 'Upload a CSV'}
              </Text>
              <Text size="xs" c="dimmed">
                First row: column names. Comma, semicolon or tab separated, saved as UTF-8.
                {list.number_of_rows > 0 &&
                  ` Uploading replaces all ${list.number_of_rows.toLocaleString()} rows.`}
              </Text>
            </Stack>
            <FileButton onChange={(f) => void upload(f)} accept=".csv,.txt,text/csv,text/plain">
              {(props) => (
                <Button {...props} leftSection={<IconFileUpload size={16} />} loading={busy}>
                  Choose CSV
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
  switch (state.step) {
    case 'idle':
      return null;
    case 'uploading':
    case 'importing':
      return (
        <Stack gap={4} role="status">
          <Text size="sm">
            {state.step === 'uploading'
              ? `Uploading ${state.name}… ${state.percent}%`
              : `Importing ${state.name}…`}
          </Text>
          <Progress
            value={state.step === 'uploading' ? state.percent : 100}
            animated={state.step === 'importing'}
            aria-label="Upload progress"
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
          Imported {state.rows.toLocaleString()} {state.rows === 1 ? 'row' : 'rows'} from{' '}
          {state.name}.
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
          title={`${state.name} was not imported`}
        >
          {state.message} The list still has its previous rows.
        </Alert>
      );
  }
};
