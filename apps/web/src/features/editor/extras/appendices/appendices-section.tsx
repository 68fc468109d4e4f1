import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/file-drop-zone.tsx';
import { showDanger } from '../../../../app/notices.ts';
import { appendixApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import { AppendixRow } from './appendix-row.tsx';
import { appendixFailureMessage, uploadAppendix } from './upload-appendix.ts';

type AppendicesSectionProps = {
  packKey: string;
  readOnly: boolean;
  canViewTeams: boolean;
};

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'failed'; message: string };

/** Supporting documents (§3 Document appendix): upload by drop or picker, edit, remove, download. */
export const AppendicesSection = ({ packKey, readOnly, canViewTeams }: AppendicesSectionProps) => {
  const queryClient = useQueryClient();
  const queryKey = EXTRAS_KEYS.appendices(packKey);
  const appendices = useQuery({
    queryKey,
    queryFn: ({ signal }) => appendixApi.list(packKey, signal),
  });
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<string | null>(null);

  const add = async (file: File) => {
    setUpload({ phase: 'uploading', fileName: file.name, percent: 0 });
    try {
      await uploadAppendix(packKey, file, (percent) =>
        setUpload({ phase: 'uploading', fileName: file.name, percent }),
      );
      setUpload({ phase: 'idle' });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      const message = error instanceof Error ? error.message : appendixFailureMessage(error);
      showDanger(message);
      setUpload({ phase: 'failed', message });
    }
  };

  const remove = async (appendixKey: string) => {
    setDeleting(appendixKey);
    try {
      await appendixApi.remove(packKey, appendixKey);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      showDanger(appendixFailureMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const uploading = upload.phase === 'uploading';
  return (
    <Stack gap="sm">
      {!readOnly && (
        <FileDropZone
          label={t('editor.appendices.drop')}
          onFile={(file) => void add(file)}
          disabled={uploading}
        >
          <Paper
            radius="md"
            p="md"
            style={{ border: '1px dashed var(--mantine-color-gray-4)' }}
            bg="gray.0"
          >
            {uploading ? (
              <Stack gap={6}>
                <Text size="sm" truncate>
                  {t('editor.appendices.uploading', { name: upload.fileName })}
                </Text>
                <Progress
                  value={upload.percent}
                  size="sm"
                  animated
                  aria-label={t('editor.appendices.progress')}
                />
              </Stack>
            ) : (
              <Stack gap={6} align="center">
                <IconUpload size={20} color="var(--mantine-color-gray-6)" />
                <Text size="xs" c="dimmed" ta="center">
                  {t('editor.appendices.dropHere')}
                </Text>
                <FileButton onChange={(file) => file && void add(file)}>
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="light"
                      leftSection={<IconPaperclip size={14} />}
                    >
                      {t('editor.appendices.add')}
                    </Button>
                  )}
                </FileButton>
              </Stack>
            )}
          </Paper>
        </FileDropZone>
      )}
      {upload.phase === 'failed' && (
        <Alert
          color="red"
          variant="light"
          withCloseButton
          onClose={() => setUpload({ phase: 'idle' })}
          p="xs"
          aria-label={t('editor.appendices.notUploaded')}
        >
          <Text size="xs">{upload.message}</Text>
        </Alert>
      )}
      {appendices.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : appendices.isError ? (
        <Text size="sm" c="red.7">
          {t('editor.appendices.loadFailed')}
        </Text>
      ) : appendices.data.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('editor.appendices.empty')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('editor.more.appendices')}>
          {appendices.data.map((appendix) => (
            <AppendixRow
              key={appendix.key}
              packKey={packKey}
              appendix={appendix}
              readOnly={readOnly}
              canViewTeams={canViewTeams}
              deleting={deleting === appendix.key}
              onDelete={() => void remove(appendix.key)}
            />
          ))}
        </Stack>
      )}
      {!readOnly && appendices.data && appendices.data.length > 0 && (
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            {t('editor.appendices.autosave')}
          </Text>
        </Group>
      )}
    </Stack>
  );
};
