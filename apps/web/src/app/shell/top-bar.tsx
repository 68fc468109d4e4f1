import { Anchor, Group } from '@mantine/core';
import type { User, UserAccount } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuireWordmark } from '../../components/quire-logo.tsx';
import { NotificationsPopover } from '../../features/notifications/notifications-popover.tsx';
import { UserMenu } from './user-menu.tsx';
import { WorkspacePicker } from './workspace-picker.tsx';

type TopBarProps = {
  user: User;
  accounts: readonly UserAccount[] | undefined;
  selectedKey: string | null;
  membership: UserAccount | null;
  isOperator: boolean;
};

export const TopBar = ({ user, accounts, selectedKey, membership, isOperator }: TopBarProps) => {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Anchor component={Link} to="/documents" underline="never" aria-label={t('app.shell.home')}>
          <QuireWordmark compact />
        </Anchor>
        <WorkspacePicker accounts={accounts} selectedKey={selectedKey} />
      </Group>
      <Group gap={6} wrap="nowrap">
        {user.verified && <NotificationsPopover />}
        <UserMenu user={user} membership={membership} isOperator={isOperator} />
      </Group>
    </Group>
  );
};
