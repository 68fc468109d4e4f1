import { ActionIcon, Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBolt,
  IconCircleCheck,
  IconClipboard,
  IconLock,
  IconMap2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorSelector, type EditorContextValue } from './editor-context.tsx';
import { editorActions } from './use-editor-shortcuts.ts';

/** Above the pages: undo/redo, paste, quick fill, the minimap and whether changes are saved. */
export const EditorToolbar = ({
  editor,
  onQuickFill,
}: {
  editor: EditorContextValue;
  onQuickFill: () => void;
}) => {
  const { store } = editor;
  const { t } = useTranslation();
  useEditorSelector(store, (s) => s.version);
  const actions = editorActions(editor);
  const button = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label.replace(/ \(.*\)$/, '')}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="xs"
      py={4}
      bg="white"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 10 }}
    >
      <Group gap={2} wrap="nowrap">
        {button(
          t('editor.toolbar.undo'),
          <IconArrowBackUp size={20} />,
          actions.undo,
          !store.canUndo,
        )}
        {button(
          t('editor.toolbar.redo'),
          <IconArrowForwardUp size={20} />,
          actions.redo,
          !store.canRedo,
        )}
        {button(
          t('editor.toolbar.paste'),
          <IconClipboard size={20} />,
          () => actions.paste(),
          !editor.editable,
        )}
        {button(
          t('editor.toolbar.quickFill'),
          <IconBolt size={20} />,
          onQuickFill,
          !editor.editable,
        )}
        {button(t('editor.toolbar.minimap'), <IconMap2 size={20} />, editor.toggleMinimap)}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!editor.canMove && editor.editable && (
          <Badge color="gray" variant="light" leftSection={<IconLock size={12} />}>
            {t('editor.toolbar.locked')}
          </Badge>
        )}
        {editor.saving ? (
          <Group gap={6} wrap="nowrap" role="status">
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              {t('editor.savingChanges')}
            </Text>
          </Group>
        ) : editor.editable ? (
          <Group gap={6} wrap="nowrap" role="status">
            <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {t('editor.signers.allSaved')}
            </Text>
          </Group>
        ) : null}
      </Group>
    </Group>
  );
};
