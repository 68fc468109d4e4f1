import { Anchor, Box, Breadcrumbs, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPickerModal } from '../../../components/folder-tree/folder-picker-modal.tsx';
import { FolderDialogs } from './folder-dialogs.tsx';
import { FolderPanel } from './folder-panel.tsx';
import type { useListFolders } from './use-list-folders.ts';

type ListFoldersFrameProps = {
  folders: ReturnType<typeof useListFolders>;
  /** Phones get the folders in a drawer; desktops beside the list. */
  compact: boolean;
  children: ReactNode;
};

const PANEL_WIDTH = 250;

/** The list with its folders: the panel, the way to the chosen folder, and the folder modals. */
export const ListFoldersFrame = ({ folders, compact, children }: ListFoldersFrameProps) => {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useTranslation();
  const { actions } = folders;
  const panel = (withTitle: boolean) => (
    <FolderPanel
      withTitle={withTitle}
      treeId={folders.treeId}
      rootLabel={folders.rootLabel}
      selectedId={folders.selectedId}
      revealId={actions.created}
      selected={folders.selected}
      onSelect={(folder) => {
        folders.select(folder);
        setDrawerOpen(false);
      }}
      canManage={folders.canManage}
      onCreate={actions.startCreate}
      onRename={actions.startRename}
      onMove={actions.startMove}
      onDelete={actions.startDelete}
    />
  );
  const crumbs = folders.selectedId !== null && (
    <Box component="nav" aria-label={t('documents.folders.path')}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component="button" type="button" size="sm" onClick={() => folders.select(null)}>
          {folders.rootLabel}
        </Anchor>
        {folders.path.map((p, i) =>
          i === folders.path.length - 1 ? (
            <Text key={p.id} size="sm" fw={600} aria-current="location">
              {p.name}
            </Text>
          ) : (
            <Anchor
              key={p.id}
              component="button"
              type="button"
              size="sm"
              onClick={() => folders.select(p)}
            >
              {p.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
  const missing = folders.missing && (
    <Text size="sm" c="red.8" role="alert">
      {t('documents.folders.missing')}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => folders.select(null)}>
        {t('documents.folders.showAll')}
      </Anchor>
    </Text>
  );

  return (
    <>
      {compact ? (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFolder size={16} />}
              onClick={() => setDrawerOpen(true)}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              maw="100%"
            >
              {folders.selected ? folders.selected.name : t('documents.folders.title')}
            </Button>
          </Group>
          {crumbs}
          {missing}
          {children}
          <Drawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('documents.folders.title')}
            position="bottom"
            size="70%"
          >
            {panel(false)}
          </Drawer>
        </Stack>
      ) : (
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Box w={PANEL_WIDTH} style={{ flex: 'none', position: 'sticky', top: 16 }}>
            {panel(true)}
          </Box>
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            {crumbs}
            {missing}
            {children}
          </Stack>
        </Group>
      )}
      <FolderDialogs treeId={folders.treeId} actions={actions} />
      <FolderPickerModal
        opened={folders.filing !== null}
        title={t('documents.folders.fileTitle')}
        description={
          folders.filing
            ? t('documents.folders.fileText', { name: folders.filing.document_name })
            : ''
        }
        treeId={folders.treeId}
        currentId={folders.filing?.tree_folder_id ?? null}
        confirmLabel={t('documents.folders.moveHere')}
        busy={actions.busy}
        onClose={folders.stopFiling}
        onConfirm={(folder) => void folders.fileTo(folder)}
      />
    </>
  );
};
