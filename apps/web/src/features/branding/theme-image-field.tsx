import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { BRANDING_IMAGE_MAX_MB, BRANDING_IMAGE_TYPES } from '@quire/domain';
import type { TFunction } from 'i18next';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { uploadThemeImage, type UploadedImage } from './branding-api.ts';
import { ThemeImageThumb } from './theme-image-thumb.tsx';
import { useTranslation } from 'react-i18next';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; message: string };

/** What the browser can tell before sending: the type it reports, and the size. */
const refusalOf = (t: TFunction, file: File): string | null => {
  if (!(BRANDING_IMAGE_TYPES as readonly string[]).includes(file.type))
    return t('branding.image.notAnImage');
  if (file.size > BRANDING_IMAGE_MAX_MB * 1024 * 1024) return t('branding.image.tooLarge');
  return null;
};

/** A heading image of the theme: upload (with its progress), replace or remove. */
export const ThemeImageField = ({
  label,
  description,
  accountKey,
  url,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  accountKey: string;
  url: string | null;
  disabled: boolean;
  onChange: (image: UploadedImage | null) => void;
}) => {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const named = { label: label.toLowerCase() };

  const upload = async (file: File | null) => {
    if (!file) return;
    const refusal = refusalOf(t, file);
    if (refusal) {
      setState({ phase: 'failed', message: refusal });
      return;
    }
    setState({ phase: 'uploading', percent: 0 });
    try {
      const image = await uploadThemeImage(accountKey, file, (percent) =>
        setState({ phase: 'uploading', percent }),
      );
      setState({ phase: 'idle' });
      onChange(image);
    } catch (error) {
      setState({ phase: 'failed', message: errorMessageOf(error) });
    }
  };

  const uploading = state.phase === 'uploading';
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </div>
      <Group gap="sm" align="center" wrap="wrap">
        <ThemeImageThumb url={url} size={64} />
        <Group gap="xs">
          <FileButton
            onChange={(file) => void upload(file)}
            accept={BRANDING_IMAGE_TYPES.join(',')}
            disabled={disabled || uploading}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
                aria-label={
                  url
                    ? t('branding.image.replaceNamed', named)
                    : t('branding.image.uploadNamed', named)
                }
              >
                {url ? t('branding.image.replace') : t('branding.image.upload')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              disabled={disabled || uploading}
              onClick={() => {
                setState({ phase: 'idle' });
                onChange(null);
              }}
              aria-label={t('branding.image.removeNamed', named)}
            >
              {t('branding.image.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {uploading && (
        <Progress
          value={state.percent}
          size="sm"
          aria-label={t('branding.image.uploading', named)}
          animated
        />
      )}
      {state.phase === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {state.message}
        </Text>
      )}
      {!uploading && state.phase !== 'failed' && (
        <Text size="xs" c="dimmed">
          {t('branding.image.rules', { mb: BRANDING_IMAGE_MAX_MB })}
        </Text>
      )}
    </Stack>
  );
};
