import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { FileDropZone } from '../file-drop-zone.tsx';
import { FormError } from '../form-error.tsx';
import type { SignatureUploadState } from './use-signature-image-upload.ts';
import type { SignatureWording } from './signature-wording.ts';
import { useTranslation } from 'react-i18next';

type UploadTabProps = {
  state: SignatureUploadState;
  error: string | null;
  wording: SignatureWording;
  onFile: (file: File) => void;
};

/** Pick (or drop) a photo or scan; shows the upload's progress, then the enhanced image. */
export const UploadTab = ({ state, error, wording, onFile }: UploadTabProps) => {
  const { t } = useTranslation();
  const busy = state.phase === 'uploading';
  // Emptied after each pick, so picking the same file again (after a failure) uploads it again.
  const resetRef = useRef<() => void>(null);
  const picked = (file: File | null) => {
    resetRef.current?.();
    if (file) onFile(file);
  };
  return (
    <Stack gap="sm">
      <FileDropZone label={t('signature.upload.drop')} onFile={onFile} disabled={busy}>
        <Paper withBorder radius="md" p="md" bg="white">
          <Stack gap="sm" align="center">
            {state.phase === 'done' ? (
              <Image
                src={state.signature.blob_url}
                alt={t('signature.upload.yours', { noun: wording.noun })}
                mah={160}
                maw="100%"
                w="auto"
                fit="contain"
              />
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                {t('signature.upload.intro', { noun: wording.noun })}
              </Text>
            )}
            {busy && <UploadProgress fileName={state.fileName} percent={state.percent} />}
            <Group justify="center">
              <FileButton
                onChange={picked}
                resetRef={resetRef}
                accept="image/*"
                disabled={busy}
                inputProps={{ 'aria-label': t('signature.upload.input', { noun: wording.noun }) }}
              >
                {(props) => (
                  <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                    {state.phase === 'done'
                      ? t('signature.upload.chooseAnother')
                      : t('signature.upload.choose')}
                  </Button>
                )}
              </FileButton>
            </Group>
          </Stack>
        </Paper>
      </FileDropZone>
      <FormError message={error} />
    </Stack>
  );
};

const UploadProgress = ({ fileName, percent }: { fileName: string; percent: number }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4} w="100%" aria-live="polite">
      <Progress
        value={percent}
        aria-label={t('signature.upload.uploading', { file: fileName })}
        size="sm"
        animated={percent < 100}
      />
      <Text size="xs" c="dimmed" ta="center">
        {percent < 100
          ? t('signature.upload.percent', { percent })
          : t('signature.upload.enhancing')}
      </Text>
    </Stack>
  );
};
