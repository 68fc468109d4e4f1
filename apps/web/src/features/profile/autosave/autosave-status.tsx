import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { Autosave } from './use-autosave.ts';
import { useTranslation } from 'react-i18next';

/**
 * Where a #profile section's autosave is, read out to screen readers too (a live status region):
 * nothing before the first change, "Saving…", "Saved", or why it was not saved with a way to try
 * again.
 */
export const AutosaveStatus = ({
  autosave: { status, error, retry },
}: {
  autosave: Pick<Autosave<object>, 'status' | 'error' | 'retry'>;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-live="polite" wrap="nowrap" mih={20} align="flex-start">
      {(status === 'pending' || status === 'saving') && (
        <>
          <Loader size={12} mt={4} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t('profile.autosave.saving')}
          </Text>
        </>
      )}
      {status === 'saved' && (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Text size="sm" c="teal.8">
            {t('profile.autosave.saved')}
          </Text>
        </>
      )}
      {status === 'failed' && (
        <>
          <IconAlertCircle
            size={16}
            color="var(--mantine-color-red-7)"
            aria-hidden="true"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" c="red.7">
            {t('profile.autosave.notSaved', { error })}{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={retry}>
              {t('profile.autosave.retry')}
            </Anchor>
          </Text>
        </>
      )}
    </Group>
  );
};
