import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { SaveStatus } from './use-signature-autosave.ts';

/** Where the autosave is, told to screen readers too (a live status region). */
export const SignatureSaveStatus = ({
  status,
  error,
  onRetry,
}: {
  status: SaveStatus;
  error: string | null;
  onRetry: () => void;
}) => (
  <Group gap={6} aria-live="polite" role="status" wrap="nowrap">
    {status === 'saving' || status === 'pending' ? (
      <>
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          Saving…
        </Text>
      </>
    ) : status === 'saved' ? (
      <>
        <IconCheck size={14} color="var(--mantine-color-teal-6)" />
        <Text size="xs" c="dimmed">
          Saved
        </Text>
      </>
    ) : status === 'failed' ? (
      <Text size="xs" c="red">
        {error ?? 'Not saved.'}{' '}
        <Anchor component="button" type="button" size="xs" onClick={onRetry}>
          Try again
        </Anchor>
      </Text>
    ) : (
      <Text size="xs" c="dimmed">
        Changes save automatically
      </Text>
    )}
  </Group>
);
