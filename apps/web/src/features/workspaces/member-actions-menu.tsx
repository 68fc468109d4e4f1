import { ActionIcon, Menu } from '@mantine/core';
import type { AccountMember } from '@quire/domain';
import {
  IconDots,
  IconMailForward,
  IconShield,
  IconShieldOff,
  IconUserMinus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type MemberAction = 'make_admin' | 'unmake_admin' | 'resend' | 'remove';

/** What the caller may do to one member: admins manage everyone (themselves included). */
export const actionsFor = (
  member: AccountMember,
  callerIsAdmin: boolean,
  isSelf: boolean,
): MemberAction[] => {
  const actions: MemberAction[] = [];
  if (callerIsAdmin) actions.push(member.is_admin ? 'unmake_admin' : 'make_admin');
  if (callerIsAdmin && member.status === 'invited') actions.push('resend');
  // Leaving is the page's own "Leave workspace" button, there even when the list is not.
  if (callerIsAdmin && !isSelf) actions.push('remove');
  return actions;
};

const ICONS: Record<MemberAction, typeof IconDots> = {
  make_admin: IconShield,
  unmake_admin: IconShieldOff,
  resend: IconMailForward,
  remove: IconUserMinus,
};

type Props = {
  member: AccountMember;
  actions: MemberAction[];
  onAction: (action: MemberAction, member: AccountMember) => void;
};

/** The row's "…" menu: a real button and menu items, so it works from the keyboard. */
export const MemberActionsMenu = ({ member, actions, onAction }: Props) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('workspaces.members.actionsFor', { name: member.full_name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = ICONS[action];
          const danger = action === 'remove';
          return (
            <Menu.Item
              key={action}
              color={danger ? 'red' : undefined}
              leftSection={<Icon size={16} />}
              onClick={() => onAction(action, member)}
            >
              {t(`workspaces.members.action.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
};
