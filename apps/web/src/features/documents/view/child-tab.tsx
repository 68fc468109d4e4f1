import { ActionIcon, Group, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { truncateChildName } from '@quire/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconDownload,
  IconGripVertical,
  IconLayoutList,
  IconPencil,
  IconSitemap,
  IconTrash,
} from '@tabler/icons-react';
import type { EditorUiTarget } from '../../editor/editor-ui-requests.ts';
import type { PackChild } from '../documents-api.ts';
import { downloadUrl } from '../documents-api.ts';
import { TempDownloadItems } from './temp-download-items.tsx';
import type { TempDownloader } from './use-temp-download.ts';

export type ChildTabAction = 'rename' | 'delete' | EditorUiTarget;

/** The §2 dropdown's ways into the setup editor, each shown only where its panel may be used. */
const EDITOR_ITEMS: { action: EditorUiTarget; label: string; icon: typeof IconSitemap }[] = [
  { action: 'field_rules', label: 'Field rules', icon: IconSitemap },
  { action: 'form_view', label: 'Form view', icon: IconLayoutList },
  { action: 'custom_controls', label: 'Custom controls', icon: IconAdjustmentsHorizontal },
];

type ChildTabProps = {
  /** The pack page's downloader (a closed menu unmounts its items). */
  tempDownload: TempDownloader;
  child: PackChild;
  selected: boolean;
  editable: boolean;
  canDelete: boolean;
  /** The editor items the user may open (empty outside setup). */
  editorItems: ReadonlySet<EditorUiTarget>;
  onSelect: () => void;
  onAction: (action: ChildTabAction) => void;
};

/** One child's tab: its (truncated, §9) name, a drag handle in setup and the tab dropdown. */
export const ChildTab = ({
  child,
  selected,
  editable,
  canDelete,
  editorItems,
  onSelect,
  onAction,
  tempDownload,
}: ChildTabProps) => {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: child.key,
    disabled: !editable,
  });
  const { t } = useTranslation();
  const name = child.document_name;
  return (
    <Group
      ref={setNodeRef}
      gap={0}
      wrap="nowrap"
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        zIndex: isDragging ? 2 : undefined,
        background: selected ? 'white' : 'transparent',
        border: '1px solid',
        borderColor: selected ? 'var(--mantine-color-gray-3)' : 'transparent',
        borderBottomColor: selected ? 'white' : 'transparent',
        borderRadius: '8px 8px 0 0',
        marginBottom: -1,
        flexShrink: 0,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      {editable && (
        <ActionIcon
          variant="transparent"
          color="gray"
          size="sm"
          aria-label={t('documentsView.tabs.reorder', { name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={14} />
        </ActionIcon>
      )}
      <UnstyledButton
        role="tab"
        aria-selected={selected}
        title={name}
        onClick={onSelect}
        px={editable ? 4 : 'sm'}
        py={8}
        fz="sm"
        fw={selected ? 600 : 500}
        c={selected ? 'dark.8' : 'dimmed'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {truncateChildName(name)}
      </UnstyledButton>
      <Menu position="bottom-start" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            mr={4}
            aria-label={t('documentsView.tabs.options', { name })}
          >
            <IconChevronDown size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {editable && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename')}>
              {t('documentsView.tabs.rename')}
            </Menu.Item>
          )}
          <Menu.Item
            component="a"
            href={downloadUrl(child.key)}
            download
            leftSection={<IconDownload size={16} />}
          >
            {t('documentsView.tabs.download')}
          </Menu.Item>
          <TempDownloadItems documentKey={child.key} download={tempDownload} />
          {editorItems.size > 0 && <Menu.Divider />}
          {EDITOR_ITEMS.filter(({ action }) => editorItems.has(action)).map(
            ({ action, label, icon: Icon }) => (
              <Menu.Item
                key={action}
                leftSection={<Icon size={16} />}
                onClick={() => onAction(action)}
              >
                {label}
              </Menu.Item>
            ),
          )}
          {editable && canDelete && editorItems.size > 0 && <Menu.Divider />}
          {editable && canDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction('delete')}
            >
              {t('documentsView.tabs.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
