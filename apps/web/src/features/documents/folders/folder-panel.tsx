import { ActionIcon, Group, Menu, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconDots,
  IconFolderPlus,
  IconFolderSymlink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FolderTree } from '../../../components/folder-tree/folder-tree.tsx';
import type { FolderRef, PlacedFolder } from './use-folder-actions.ts';

type FolderPanelProps = {
  treeId: string;
  rootLabel: string;
  selectedId: string | null;
  /** A folder just made, shown with the folders above it opened. */
  revealId: string | null;
  /** The chosen folder with where it sits, once its level has loaded. */
  selected: PlacedFolder | null;
  onSelect: (folder: FolderRef | null) => void;
  /** can_move_documents: folders can be made and changed (the server refuses otherwise). */
  canManage: boolean;
  onCreate: (parent: FolderRef | null) => void;
  onRename: (folder: FolderRef) => void;
  onMove: (folder: PlacedFolder) => void;
  onDelete: (folder: PlacedFolder) => void;
  /** The panel's own "Folders" heading; off where a container already says it (the phone drawer's title). */
  withTitle?: boolean;
};

/** The documents list's folders (issue 17): choosing one lists what is filed in it. */
export const FolderPanel = ({
  treeId,
  rootLabel,
  selectedId,
  revealId,
  selected,
  onSelect,
  canManage,
  onCreate,
  onRename,
  onMove,
  onDelete,
  withTitle = true,
}: FolderPanelProps) => {
  const { t } = useTranslation();
  const newFolder = selected
    ? t('documents.folders.newFolderIn', { name: selected.name })
    : t('documents.folders.newFolder');
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('documents.folders.title')}>
      <Group justify={withTitle ? 'space-between' : 'flex-end'} gap={4} wrap="nowrap" px={4} pb={4}>
        {withTitle && (
          <Text fw={600} size="sm">
            {t('documents.folders.title')}
          </Text>
        )}
        {canManage && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={newFolder}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={newFolder}
                onClick={() => onCreate(selected)}
              >
                <IconFolderPlus size={18} />
              </ActionIcon>
            </Tooltip>
            {selected && (
              <Menu position="bottom-end" withinPortal shadow="md" width={200}>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('documents.folders.actionsFor', { name: selected.name })}
                  >
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={16} />}
                    onClick={() => onRename(selected)}
                  >
                    {t('documents.folders.rename')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconFolderSymlink size={16} />}
                    onClick={() => onMove(selected)}
                  >
                    {t('documents.folders.move')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => onDelete(selected)}
                  >
                    {t('documents.folders.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        )}
      </Group>
      <FolderTree
        treeId={treeId}
        rootLabel={rootLabel}
        label={t('documents.folders.title')}
        selectedId={selectedId}
        revealId={revealId}
        onSelect={onSelect}
      />
    </Paper>
  );
};
