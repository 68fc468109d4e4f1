import { ActionIcon, Group, Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PasskeyView } from '@quire/domain';
import { IconDots, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatUpdateDate } from '../../../components/format-update-date.ts';

type Props = { passkey: PasskeyView; onRename: () => void; onRemove: () => void };

/** One passkey: its name, when it was added and last used, and what can be done with it. */
export const PasskeyRow = ({ passkey, onRename, onRemove }: Props) => (
  <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="sm">
    <Group wrap="nowrap" gap="sm" miw={0}>
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        <IconKey size={18} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {passkey.name}
        </Text>
        <Text size="xs" c="dimmed">
          Added {formatUpdateDate(passkey.date_created)} ·{' '}
          {passkey.last_used_at
            ? `Last used ${formatUpdateDate(passkey.last_used_at)}`
            : 'Not used yet'}
        </Text>
      </Stack>
    </Group>
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${passkey.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
          Rename
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
          Remove
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  </Group>
);
