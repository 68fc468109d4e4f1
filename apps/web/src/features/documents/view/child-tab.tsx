import { ActionIcon, Group, Menu, UnstyledButton } from '@mantine/core';
import { truncateChildName } from '@quire/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconChevronDown,
  IconDownload,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { PackChild } from '../documents-api.ts';
import { downloadUrl } from '../documents-api.ts';

export type ChildTabAction = 'rename' | 'delete';

type ChildTabProps = {
  child: PackChild;
  selected: boolean;
  editable: boolean;
  canDelete: boolean;
  onSelect: () => void;
  onAction: (action: ChildTabAction) => void;
};

/** One child's tab: its (truncated, §9) name, a drag handle in setup and the tab dropdown. */
export const ChildTab = ({
  child,
  selected,
  editable,
  canDelete,
  onSelect,
  onAction,
}: ChildTabProps) => {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: child.key,
    disabled: !editable,
  });
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
          aria-label={`Reorder ${name}`}
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
            aria-label={`Options for ${name}`}
          >
            <IconChevronDown size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {editable && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename')}>
              Rename
            </Menu.Item>
          )}
          <Menu.Item
            component="a"
            href={downloadUrl(child.key)}
            download
            leftSection={<IconDownload size={16} />}
          >
            Download
          </Menu.Item>
          {editable && canDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction('delete')}
            >
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
