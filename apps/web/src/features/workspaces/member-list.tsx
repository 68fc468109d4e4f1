import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountMember } from '@quire/domain';
import type { ReactNode } from 'react';
import { initialsOf } from '../../components/initials-of.ts';
import { MemberActionsMenu, actionsFor, type MemberAction } from './member-actions-menu.tsx';
import { useTranslation } from 'react-i18next';

type MemberListProps = {
  members: readonly AccountMember[] | undefined;
  loading: boolean;
  currentUserKey: string;
  /** Admins manage every row; others only see the list (and may leave). */
  callerIsAdmin?: boolean;
  onAction?: (action: MemberAction, member: AccountMember) => void;
  /** The "Add user" button, for admins. */
  headerAction?: ReactNode;
};

const rowBorder = { borderTop: '1px solid var(--mantine-color-gray-2)' };

/** Rows rather than a table: name, email and role stay readable on a phone. */
export const MemberList = ({
  members,
  loading,
  currentUserKey,
  callerIsAdmin = false,
  onAction,
  headerAction,
}: MemberListProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={0}>
      <Group justify="space-between" px={{ base: 'md', sm: 'lg' }} py="md" gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg">
            {t('workspaces.members.title')}
          </Title>
          {members && (
            <Text size="sm" c="dimmed">
              {t('workspaces.members.count', { count: members.length })}
            </Text>
          )}
        </Group>
        {headerAction}
      </Group>
      <Stack
        gap={0}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('workspaces.members.title')}
      >
        {loading &&
          [0, 1].map((row) => (
            <Group key={row} px="lg" py="sm" style={rowBorder}>
              <Skeleton circle height={36} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={10} width="40%" />
                <Skeleton height={8} width="60%" />
              </Stack>
            </Group>
          ))}
        {members?.map((member) => {
          const isSelf = member.user_key === currentUserKey;
          const actions = onAction ? actionsFor(member, callerIsAdmin, isSelf) : [];
          return (
            <Group
              component="li"
              key={member.key}
              px={{ base: 'md', sm: 'lg' }}
              py="sm"
              gap="sm"
              wrap="nowrap"
              style={rowBorder}
              aria-label={member.full_name}
            >
              <Avatar color={member.status === 'invited' ? 'gray' : 'quire'} radius="xl" size={36}>
                {initialsOf(member.full_name)}
              </Avatar>
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500} truncate="end">
                  {member.full_name}
                  {isSelf && (
                    <Text component="span" size="sm" c="dimmed" fw={400}>
                      {' '}
                      {t('workspaces.members.you')}
                    </Text>
                  )}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {member.email_address}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
                {member.status === 'invited' && (
                  <Badge variant="outline" color="yellow" radius="sm">
                    {t('workspaces.members.invited')}
                  </Badge>
                )}
                {member.is_admin && (
                  <Badge variant="light" radius="sm">
                    {t('workspaces.members.admin')}
                  </Badge>
                )}
                {onAction && actions.length > 0 && (
                  <MemberActionsMenu member={member} actions={actions} onAction={onAction} />
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
};
