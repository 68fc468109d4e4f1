import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './use-debounced-save.ts';

/** A quiet line saying whether an autosaved change has reached the server. */
export const SaveStatusText = ({ status }: { status: SaveStatus }) => {
  const { t } = useTranslation();
  if (status === 'idle') return null;
  if (status === 'failed')
    return (
      <Group gap={4} c="red.7" role="status" wrap="nowrap" style={{ flexShrink: 0 }}>
        <IconAlertCircle size={14} />
        <Text size="xs">{t('editor.status.failed')}</Text>
      </Group>
    );
  if (status === 'saved')
    return (
      <Group gap={4} c="teal.7" role="status" wrap="nowrap" style={{ flexShrink: 0 }}>
        <IconCheck size={14} />
        <Text size="xs">{t('editor.status.saved')}</Text>
      </Group>
    );
  return (
    <Group gap={6} c="dimmed" role="status" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Loader size={10} color="gray" />
      <Text size="xs">{t('editor.signers.savingNow')}</Text>
    </Group>
  );
};
