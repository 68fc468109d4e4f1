import { ActionIcon, Group, Menu, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PasskeyView } from '@quire/domain';
import { IconDots, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { LOCALE_FORMAT_TAGS } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { formatUpdateDate } from '../../../components/format-update-date.ts';
import { currentLocale } from '../../../i18n/i18n.ts';

type Props = { passkey: PasskeyView; onRename: () => void; onRemove: () => void };

/** One passkey: its name, when it was added and last used, and what can be done with it. */
export const PasskeyRow = ({ passkey, onRename, onRemove }: Props) => {
  const { t } = useTranslation();
  const when = (iso: string) =>
    formatUpdateDate(iso, undefined, LOCALE_FORMAT_TAGS[currentLocale()]);
  return (
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
            {t('profile.passkeys.added', { date: when(passkey.date_created) })} ·{' '}
            {passkey.last_used_at
              ? t('profile.passkeys.lastUsed', { date: when(passkey.last_used_at) })
              : t('profile.passkeys.notUsed')}
          </Text>
        </Stack>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('profile.passkeys.actions', { name: passkey.name })}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
            {t('profile.passkeys.rename')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {t('profile.passkeys.remove')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
