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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
      aria-label={t('documents.bulk.toolbar')}
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
            {t('documents.bulk.selected', { count })}
          </Text>
          {!Object.values(allowed).some(Boolean) && (
            <Text size="sm" c="dimmed">
              {t('documents.bulk.nothingAllowed', { count })}
            </Text>
          )}
          {isTrashView ? (
            <>
              {allowed.recover &&
                button('recover', t('documents.bulk.recover'), <IconRestore size={14} />)}
              {allowed.permanentlyDelete &&
                button(
                  'permanently_delete',
                  t('documents.bulk.deletePermanently'),
                  <IconTrashX size={14} />,
                  true,
                )}
            </>
          ) : (
            <>
              {allowed.copy && button('copy', t('documents.bulk.copy'), <IconCopy size={14} />)}
              {allowed.merge &&
                button('merge', t('documents.bulk.merge'), <IconFileStack size={14} />)}
              {allowed.saveAsTemplates &&
                button(
                  'save_as_template',
                  t('documents.bulk.saveAsTemplate', { count }),
                  <IconTemplate size={14} />,
                )}
              {allowed.move &&
                hasOtherWorkspaces &&
                button(
                  'move_copy',
                  t('documents.bulk.moveToWorkspace'),
                  <IconArrowsExchange size={14} />,
                )}
              {allowed.trash &&
                button('delete', t('documents.bulk.moveToTrash'), <IconTrash size={14} />, true)}
            </>
          )}
        </Group>
        <CloseButton aria-label={t('documents.bulk.clear')} onClick={onClear} />
      </Group>
    </Paper>
  );
};
