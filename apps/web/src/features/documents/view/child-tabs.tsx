import { Box, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  horizontalListSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { requestEditorUi, type EditorUiTarget } from '../../editor/editor-ui-requests.ts';
import { useExtrasPermissions } from '../../editor/extras/use-extras-permissions.ts';
import type { PackChild } from '../documents-api.ts';
import { ChildTab, type ChildTabAction } from './child-tab.tsx';
import { useTempDownload } from './use-temp-download.ts';
import { usePack } from './use-pack.ts';

type EditorItems = { packKey: string | null; items: ReadonlySet<EditorUiTarget> };

/**
 * The editor panels the tab dropdown may open: in setup, with the permissions the panels
 * themselves check (the form view is set up only while the pack is in setup too).
 */
const useEditorItems = (): EditorItems => {
  const { id = '' } = useParams();
  const pack = usePack(id).data;
  const permissions = useExtrasPermissions(pack ?? { status: 'setup', is_deleted: true });
  const { editable, fieldRules, formViews, customControls } = permissions;
  const items = useMemo(() => {
    const allowed = new Set<EditorUiTarget>();
    if (!editable) return allowed;
    if (fieldRules) allowed.add('field_rules');
    if (formViews) allowed.add('form_view');
    if (customControls) allowed.add('custom_controls');
    return allowed;
  }, [editable, fieldRules, formViews, customControls]);
  return { packKey: pack?.key ?? null, items };
};

const NO_ITEMS: ReadonlySet<EditorUiTarget> = new Set();

const isEditorAction = (action: ChildTabAction): action is EditorUiTarget =>
  action === 'field_rules' || action === 'form_view' || action === 'custom_controls';

type ChildTabsProps = {
  children: PackChild[];
  selectedKey: string;
  editable: boolean;
  onSelect: (key: string) => void;
  /** Rename and delete; the editor items are handled here (the tab is selected, the panel shown). */
  onAction: (action: 'rename' | 'delete', child: PackChild) => void;
  onReorder: (keys: string[]) => void;
  /** After the tabs: the "Add document" button. */
  trailing?: ReactNode;
};

/** Spec §2 pack tabs, one per child, sortable by drag (or the keyboard on their handles) in setup. */
export const ChildTabs = ({
  children,
  selectedKey,
  editable,
  onSelect,
  onAction,
  onReorder,
  trailing,
}: ChildTabsProps) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = children.map((child) => child.key);
  const editor = useEditorItems();
  const tempDownload = useTempDownload();
  const act = (action: ChildTabAction, child: PackChild) => {
    if (!isEditorAction(action)) return onAction(action, child);
    onSelect(child.key);
    if (editor.packKey) requestEditorUi(editor.packKey, action);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(keys, from, to));
  };

  return (
    // The tabs scroll sideways; what follows them stays in view, so "Add document" is always
    // reachable on a phone however many documents the pack holds.
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-end"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <ScrollArea type="scroll" scrollbarSize={4} scrollbars="x" style={{ flex: 1, minWidth: 0 }}>
        <Group gap={4} wrap="nowrap" align="flex-end" pt={4}>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={keys} strategy={horizontalListSortingStrategy}>
              <Group gap={4} wrap="nowrap" role="tablist" aria-label={t('documentsView.tabs.list')}>
                {children.map((child) => (
                  <ChildTab
                    key={child.key}
                    child={child}
                    selected={child.key === selectedKey}
                    editable={editable}
                    canDelete={children.length > 1}
                    editorItems={editable ? editor.items : NO_ITEMS}
                    onSelect={() => onSelect(child.key)}
                    onAction={(action) => act(action, child)}
                    tempDownload={tempDownload}
                  />
                ))}
              </Group>
            </SortableContext>
          </DndContext>
        </Group>
      </ScrollArea>
      {trailing && (
        <Box pb={4} style={{ flexShrink: 0 }}>
          {trailing}
        </Box>
      )}
    </Group>
  );
};
