import { Avatar, Box, Divider, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { PRODUCT_TOUR_PARAM, type User, type UserAccount } from '@quire/domain';
import {
  IconAddressBook,
  IconHierarchy2,
  IconApps,
  IconChevronDown,
  IconCreditCard,
  IconReceipt,
  IconShare,
  IconLogout,
  IconMail,
  IconPlugConnected,
  IconMap2,
  IconPlus,
  IconSend,
  IconSettings,
  IconShieldCog,
  IconUserCircle,
  IconWebhook,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../components/initials-of.ts';
import { useInstanceSettings } from '../use-instance-settings.ts';
import { MailNotificationsModal } from '../../features/profile/mail-notifications-modal.tsx';
import { useLogout } from '../session/use-logout.ts';
import { usePermission } from '../session/use-permissions.ts';
import { MenuItem } from './menu-item.tsx';

type UserMenuProps = {
  user: User;
  membership: UserAccount | null;
  /** Operators of the instance also get the management screen. */
  isOperator?: boolean;
};

/**
 * A popover of plain buttons and links rather than a role="menu": "Log out" stays a button for
 * assistive tech and for tests that look it up by role.
 */
export const UserMenu = ({ user, membership, isOperator = false }: UserMenuProps) => {
  const [opened, setOpened] = useState(false);
  const [mailSettingsOpen, setMailSettingsOpen] = useState(false);
  const logout = useLogout();
  const { t } = useTranslation();
  const close = () => setOpened(false);
  const canCreateTeams = usePermission('can_create_teams');
  const canViewTeams = usePermission('can_view_teams');
  const canViewDataSources = usePermission('user_profile_permissions.can_view_data_sources');
  const canViewBulkSends = usePermission('can_view_bulk_sends');
  // BILLING_ENABLED off: no plan, price or billing entry anywhere (a self-hosted instance).
  const { billing_enabled: billingEnabled } = useInstanceSettings();

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md">
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((current) => !current)}
          aria-label={t('app.userMenu.open', { name: user.full_name })}
          data-tour="user-menu"
          px={4}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar color="quire" radius="xl" size={32}>
              {initialsOf(user.full_name)}
            </Avatar>
            <Text size="sm" fw={500} maw={160} truncate="end" visibleFrom="sm">
              {user.full_name}
            </Text>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} aria-hidden="true" />
            </Box>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <Stack gap={0} px="sm" py={8}>
          <Text fw={600} size="sm" truncate="end">
            {user.full_name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email_address}
          </Text>
        </Stack>
        <Divider my={4} />
        <MenuItem to="/profile" icon={IconUserCircle} onClick={close}>
          {t('app.userMenu.profile')}
        </MenuItem>
        {canViewBulkSends && (
          <MenuItem to="/bulk_sends" icon={IconSend} onClick={close}>
            {t('app.userMenu.bulkSends')}
          </MenuItem>
        )}
        {membership && canViewTeams && (
          <MenuItem to={`/team/${membership.account_key}`} icon={IconSettings} onClick={close}>
            {t('app.userMenu.workspaceSettings')}
          </MenuItem>
        )}
        {membership && canViewDataSources && (
          <MenuItem to="/recipient_datas" icon={IconAddressBook} onClick={close}>
            {t('app.userMenu.clientLists')}
          </MenuItem>
        )}
        {membership && canViewDataSources && (
          <MenuItem to="/meta_data_sets" icon={IconHierarchy2} onClick={close}>
            {t('app.userMenu.metadataSets')}
          </MenuItem>
        )}
        {membership && (
          <MenuItem to="/applications" icon={IconApps} onClick={close}>
            {t('app.userMenu.applications')}
          </MenuItem>
        )}
        {membership?.is_admin && (
          <MenuItem to="/webhooks" icon={IconWebhook} onClick={close}>
            {t('app.userMenu.webhooks')}
          </MenuItem>
        )}
        {membership && billingEnabled && (
          <MenuItem to="/billing" icon={IconReceipt} onClick={close}>
            {t('app.userMenu.billing')}
          </MenuItem>
        )}
        {billingEnabled && (
          <MenuItem to="/custom_info" icon={IconCreditCard} onClick={close}>
            {t('app.userMenu.pricing')}
          </MenuItem>
        )}
        <MenuItem to="/share" icon={IconShare} onClick={close}>
          {t('app.userMenu.share')}
        </MenuItem>
        {membership?.is_admin && (
          <MenuItem to="/integrations" icon={IconPlugConnected} onClick={close}>
            {t('app.userMenu.integrations')}
          </MenuItem>
        )}
        {canCreateTeams && (
          <MenuItem to="/team/new" icon={IconPlus} onClick={close}>
            {t('app.userMenu.newWorkspace')}
          </MenuItem>
        )}
        <MenuItem
          icon={IconMail}
          onClick={() => {
            close();
            setMailSettingsOpen(true);
          }}
        >
          {t('app.userMenu.mailNotifications')}
        </MenuItem>
        <MenuItem icon={IconMap2} to={`/documents?${PRODUCT_TOUR_PARAM}=documents`} onClick={close}>
          {t('app.userMenu.tour')}
        </MenuItem>
        {isOperator && (
          <MenuItem to="/management" icon={IconShieldCog} onClick={close}>
            {t('app.userMenu.management')}
          </MenuItem>
        )}
        <Divider my={4} />
        <MenuItem
          icon={IconLogout}
          color="red"
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('app.userMenu.logout')}
        </MenuItem>
      </Popover.Dropdown>
      {/* Outside the dropdown, so that it stays open once the menu closes. */}
      <MailNotificationsModal
        opened={mailSettingsOpen}
        onClose={() => setMailSettingsOpen(false)}
      />
    </Popover>
  );
};
