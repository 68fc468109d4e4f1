import { ActionIcon, Group, Menu, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { SignerGroup } from '@quire/domain';
import { IconDots, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from './drag-handle.tsx';
import { OrderBadge } from './signer-row.tsx';

type GroupHeaderProps = {
  group: SignerGroup;
  memberCount: number;
  order: number | null;
  editable: boolean;
  /** Answers the refusal's message (§5 'Group names must be unique'), or null when renamed. */
  onRename: (name: string) => Promise<string | null>;
  onDelete: () => void;
  onWarning: (message: string) => void;
};

/**
 * A signer group's row: its name, renamed in place (a refused name reverts), and its menu. Keyed
 * by its saved name, so the input starts again from it whenever that changes.
 */
export const GroupHeader = ({
  group,
  memberCount,
  order,
  editable,
  onRename,
  onDelete,
  onWarning,
}: GroupHeaderProps) => {
  const [name, setName] = useState(group.name);
  const { t } = useTranslation();

  const commit = async () => {
    if (name.trim() === group.name) return setName(group.name);
    const refusal = await onRename(name);
    if (refusal) {
      onWarning(refusal);
      setName(group.name);
    }
  };

  return (
    <Group gap={6} wrap="nowrap" py={6} pl={2} pr={4}>
      <DragHandle label={group.name} />
      {order !== null && <OrderBadge order={order} />}
      <ThemeIcon variant="light" size="sm" radius="sm" aria-hidden>
        <IconUsersGroup size={14} />
      </ThemeIcon>
      {editable ? (
        <TextInput
          aria-label={t('editor.signers.groupName')}
          variant="unstyled"
          size="sm"
          fw={600}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') setName(group.name);
          }}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontWeight: 600, height: 28, minHeight: 28 } }}
        />
      ) : (
        <Text size="sm" fw={600} style={{ flex: 1 }} truncate>
          {group.name}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {t('editor.signers.memberCount', { count: memberCount })}
      </Text>
      {editable && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('editor.signers.options', { name: group.name })}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              {t('editor.signers.deleteGroup')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
};
