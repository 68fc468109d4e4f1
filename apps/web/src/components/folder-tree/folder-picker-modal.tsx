import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { FolderTree } from './folder-tree.tsx';
import { useTranslation } from 'react-i18next';

type FolderPickerModalProps = {
  opened: boolean;
  title: string;
  /** What is being placed, said above the tree. */
  description: string;
  treeId: string;
  /** In a picker the root is a place too: filed in no folder. */
  rootLabel?: string;
  /** Where the thing is now (preselected). */
  currentId: string | null;
  /** A folder that cannot be chosen, nor anything in it (the folder being moved). */
  hiddenId?: string | null;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (folder: { id: string; name: string } | null) => void;
};

/** Choose a folder of the tree (or its root) to file a pack in or move a folder to. */
export const FolderPickerModal = ({
  opened,
  title,
  description,
  treeId,
  rootLabel = 'No folder (top level)',
  currentId,
  hiddenId = null,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: FolderPickerModalProps) => {
  type Chosen = { id: string; name: string } | null;
  const { t } = useTranslation();
  const initial: Chosen = currentId === null ? null : { id: currentId, name: '' };
  const [chosen, setChosen] = useState<Chosen>(initial);
  // Each opening starts from where the thing is now (state adjusted while rendering).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setChosen(initial);
  }
  // Each opening shows the tree as it is now: folders made since a level was last read (in
  // another tab, by a colleague, through the API) would otherwise stay hidden while the cached
  // level is fresh, and could not be picked.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.folderTree(treeId) });
  }, [opened, treeId, queryClient]);
  const chosenId = chosen?.id ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <FolderTree
            treeId={treeId}
            rootLabel={rootLabel}
            label={t('components.folders.label')}
            selectedId={chosenId}
            hiddenId={hiddenId}
            onSelect={setChosen}
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('components.cancel')}
          </Button>
          <Button
            onClick={() => onConfirm(chosen)}
            loading={busy}
            disabled={chosenId === currentId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
