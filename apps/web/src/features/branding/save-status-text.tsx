import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { SaveStatus } from './use-theme-autosave.ts';
import { useTranslation } from 'react-i18next';

/** Where the autosave is: told to screen readers too (aria-live). */
export const SaveStatusText = ({
  status,
  error,
  onRetry,
}: {
  status: SaveStatus;
  error: string | null;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} aria-live="polite" role="status" wrap="nowrap">
      {status === 'saving' || status === 'pending' ? (
        <>
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {t('branding.status.saving')}
          </Text>
        </>
      ) : status === 'saved' ? (
        <>
          <IconCheck size={14} color="var(--mantine-color-teal-6)" />
          <Text size="xs" c="dimmed">
            {t('branding.status.saved')}
          </Text>
        </>
      ) : status === 'failed' ? (
        <Text size="xs" c="red">
          {error ?? t('branding.status.notSaved')}{' '}
          <Anchor component="button" type="button" size="xs" onClick={onRetry}>
            {t('branding.status.retry')}
          </Anchor>
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('branding.status.auto')}
        </Text>
      )}
    </Group>
  );
};
