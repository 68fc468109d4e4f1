import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { AutosaveStatus } from './use-autosave.ts';

/** Beside the section title: whether the last change reached the server. */
export const SaveState = ({ status }: { status: AutosaveStatus }) => (
  <Group gap={6} role="status" aria-live="polite" wrap="nowrap" mih={20}>
    {(status === 'pending' || status === 'saving') && (
      <>
        <Loader size={12} aria-hidden="true" />
        <Text size="sm" c="dimmed">
          Saving…
        </Text>
      </>
    )}
    {status === 'saved' && (
      <>
        <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />
        <Text size="sm" c="teal.8">
          Saved
        </Text>
      </>
    )}
    {status === 'failed' && (
      <>
        <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />
        <Text size="sm" c="red.7">
          Not saved
        </Text>
      </>
    )}
  </Group>
);
