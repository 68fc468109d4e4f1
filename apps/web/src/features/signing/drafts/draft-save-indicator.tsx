import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftSaveState } from './draft-autosave.ts';

/**
 * Whether the signer's work is safe, in a few words beside their progress: nothing until they
 * change something (or resume saved work), then saving, saved, or why not. A live region, so a
 * screen reader hears it without moving focus.
 */
export const DraftSaveIndicator = ({ state }: { state: DraftSaveState }) => {
  const { t } = useTranslation();
  const look = {
    idle: null,
    saving: { icon: <Loader size={10} color="gray" />, colour: 'dimmed' },
    saved: { icon: <IconCloudCheck size={14} aria-hidden />, colour: 'dimmed' },
    retrying: { icon: <IconAlertTriangle size={14} aria-hidden />, colour: 'orange.8' },
    failed: { icon: <IconAlertTriangle size={14} aria-hidden />, colour: 'red.7' },
  }[state.status];
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      title={state.status === 'failed' ? (state.error ?? undefined) : undefined}
      style={{ minWidth: 0 }}
    >
      {look && (
        <>
          {look.icon}
          <Text size="xs" c={look.colour} truncate>
            {t(`signer.draft.${state.status as Exclude<typeof state.status, 'idle'>}`)}
          </Text>
        </>
      )}
    </Group>
  );
};
