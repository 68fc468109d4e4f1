import { CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-upload-pdf.ts';

/** The running upload's real progress (from the PUT), or its failure until dismissed. */
export const UploadProgressCard = ({
  state,
  onDismiss,
}: {
  state: UploadState;
  onDismiss: () => void;
}) => {
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  const failed = state.phase === 'failed';
  const uploading = state.phase === 'uploading';
  return (
    <Paper withBorder radius="md" p="sm" aria-live="polite">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={failed ? 'red' : 'quire'} size="lg" radius="md">
          {failed ? <IconAlertTriangle size={18} /> : <IconFileTypePdf size={18} />}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {state.fileName}
            </Text>
            {uploading && (
              <Text size="xs" c="dimmed">
                {state.percent}%
              </Text>
            )}
          </Group>
          {state.phase === 'uploading' ? (
            <Progress
              value={state.percent}
              aria-label={t('documents.upload.uploading', { name: state.fileName })}
              size="sm"
              animated={state.percent < 100}
            />
          ) : (
            <Text size="sm" c="red.8">
              {state.message}
            </Text>
          )}
        </Stack>
        {failed && <CloseButton aria-label={t('documents.upload.dismiss')} onClick={onDismiss} />}
      </Group>
    </Paper>
  );
};
