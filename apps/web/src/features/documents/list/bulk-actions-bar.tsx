import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCopy,
  IconFileStack,
  IconRestore,
  IconTemplate,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import type { BulkPermissions } from './list-permissions.ts';

export type BulkAction =
  'delete' | 'recover' | 'permanently_delete' | 'copy' | 'merge' | 'move_copy' | 'save_as_template';

type BulkActionsBarProps = {
  count: number;
  isTrashView: boolean;
  /** What the user's permissions let them do to at least one of the selected rows. */
  allowed: BulkPermissions;
  /** The user has another workspace to move to. */
  hasOtherWorkspaces: boolean;
  busy: BulkAction | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
};

/** Spec §2 bulk-actions bar, shown while rows are selected. */
export const BulkActionsBar = ({
  count,
  isTrashView,
  allowed,
  hasOtherWorkspaces,
  busy,
  onAction,
  onClear,
}: BulkActionsBarProps) => {
  const button = (action: BulkAction, label: string, icon: React.ReactNode, red = false) => (
    <Button
      size="xs"
      variant={red ? 'light' : 'default'}
      color={red ? 'red' : undefined}
      leftSection={icon}
      loading={busy === action}
      disabled={busy !== null && busy !== action}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );

  return (
    <Paper
      role="toolbar"
      aria-label="Bulk actions"
      withBorder
      radius="md"
      px="sm"
      py={8}
      bg="quire.0"
      style={{ borderColor: 'var(--mantine-color-quire-2)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} mr="xs">
            {count} selected
          </Text>
          {!Object.values(allowed).some(Boolean) && (
            <Text size="sm" c="dimmed">
              Your permissions allow no action on{' '}
              {count === 1 ? 'this document' : 'these documents'}.
            </Text>
          )}
          {isTrashView ? (
            <>
              {allowed.recover && button('recover', 'Recover', <IconRestore size={14} />)}
              {allowed.permanentlyDelete &&
                button('permanently_delete', 'Delete permanently', <IconTrashX size={14} />, true)}
            </>
          ) : (
            <>
              {allowed.copy && button('copy', 'Copy', <IconCopy size={14} />)}
              {allowed.merge && button('merge', 'Merge', <IconFileStack size={14} />)}
              {allowed.saveAsTemplates &&
                button(
                  'save_as_template',
                  count === 1 ? 'Save as template' : 'Save as templates',
                  <IconTemplate size={14} />,
                )}
              {allowed.move &&
                hasOtherWorkspaces &&
                button('move_copy', 'Move to workspace', <IconArrowsExchange size={14} />)}
              {allowed.trash && button('delete', 'Move to trash', <IconTrash size={14} />, true)}
            </>
          )}
        </Group>
        <CloseButton aria-label="Clear selection" onClick={onClear} />
      </Group>
    </Paper>
  );
};
