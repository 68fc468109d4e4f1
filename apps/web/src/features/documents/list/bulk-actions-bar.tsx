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

export type BulkAction =
  'delete' | 'recover' | 'permanently_delete' | 'copy' | 'merge' | 'move_copy' | 'save_as_template';

type BulkActionsBarProps = {
  count: number;
  isTrashView: boolean;
  canMerge: boolean;
  canMoveToWorkspace: boolean;
  /** Documents (not templates) selected and the user may create templates. */
  canSaveAsTemplate: boolean;
  busy: BulkAction | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
};

/** Spec §2 bulk-actions bar, shown while rows are selected. */
export const BulkActionsBar = ({
  count,
  isTrashView,
  canMerge,
  canMoveToWorkspace,
  canSaveAsTemplate,
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
          {isTrashView ? (
            <>
              {button('recover', 'Recover', <IconRestore size={14} />)}
              {button('permanently_delete', 'Delete permanently', <IconTrashX size={14} />, true)}
            </>
          ) : (
            <>
              {button('copy', 'Copy', <IconCopy size={14} />)}
              {canMerge && button('merge', 'Merge', <IconFileStack size={14} />)}
              {canSaveAsTemplate &&
                button(
                  'save_as_template',
                  count === 1 ? 'Save as template' : 'Save as templates',
                  <IconTemplate size={14} />,
                )}
              {canMoveToWorkspace &&
                button('move_copy', 'Move to workspace', <IconArrowsExchange size={14} />)}
              {button('delete', 'Move to trash', <IconTrash size={14} />, true)}
            </>
          )}
        </Group>
        <CloseButton aria-label="Clear selection" onClick={onClear} />
      </Group>
    </Paper>
  );
};
