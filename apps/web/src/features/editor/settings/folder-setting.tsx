import { Button, Group, Paper, Text } from '@mantine/core';
import { TREE_MESSAGES, canFileInFolder } from '@quire/domain';
import { IconFolder } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../app/failure-message.ts';
import { showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { factsOf, useActor } from '../../../app/session/use-permissions.ts';
import { FolderPickerModal } from '../../../components/folder-tree/folder-picker-modal.tsx';
import { fileInFolder } from '../../../components/folder-tree/folder-tree-api.ts';
import { useTreeLevel } from '../../../components/folder-tree/use-tree-level.ts';
import type { PackDto } from '../../documents/documents-api.ts';

/** Where the pack is filed, as a path of folder names (the tree answers a level's way down). */
const useFolderPath = (treeId: string, folderId: string | null) => {
  const { t } = useTranslation();
  const level = useTreeLevel(treeId, folderId, folderId !== null);
  if (folderId === null) return { text: t('integrations.folder.topLevel'), pending: false };
  if (level.isError) return { text: t('integrations.folder.somewhere'), pending: false };
  const path = level.data?.path.map((p) => p.name).join(' / ');
  return { text: path || t('editor.loading'), pending: level.isPending };
};

/**
 * The pack's place in the workspace's file-directory tree (issue 17, ADR 0056): filing it
 * elsewhere changes only its folder, and its audit trail records the move. Offered in any
 * status, as the documents list offers it, to those who may move the pack.
 */
export const FolderSetting = ({ pack }: { pack: PackDto }) => {
  const { t } = useTranslation();
  const actor = useActor();
  const queryClient = useQueryClient();
  const treeId = pack.account_key;
  const [folderId, setFolderId] = useState<string | null>(pack.tree_folder_id ?? null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const where = useFolderPath(treeId ?? '', treeId ? folderId : null);
  if (!treeId || !actor || !canFileInFolder(factsOf(pack), actor)) return null;

  const file = async (folder: { id: string; name: string } | null) => {
    setBusy(true);
    setError(null);
    try {
      await fileInFolder(pack.key, folder?.id ?? null);
      setFolderId(folder?.id ?? null);
      setPicking(false);
      showSuccess(
        folder
          ? t('documents.folders.movedTo', { name: folder.name })
          : t('documents.folders.movedOut'),
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
    } catch (e) {
      setError(failureMessage(e, TREE_MESSAGES.moveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} id="pack-folder-label">
            {t('integrations.folder.label')}
          </Text>
          <Text size="xs" c="dimmed" truncate aria-busy={where.pending} data-testid="pack-folder">
            {where.text}
          </Text>
          {error && (
            <Text size="xs" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </div>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconFolder size={14} />}
          onClick={() => setPicking(true)}
          aria-describedby="pack-folder-label"
          style={{ flexShrink: 0 }}
        >
          {t('integrations.folder.move')}
        </Button>
      </Group>
      <FolderPickerModal
        opened={picking}
        title={t('integrations.folder.title')}
        description={t('integrations.folder.description', { name: pack.document_name })}
        treeId={treeId}
        currentId={folderId}
        confirmLabel={t('documents.folders.moveHere')}
        busy={busy}
        onClose={() => setPicking(false)}
        onConfirm={(folder) => void file(folder)}
      />
    </Paper>
  );
};
