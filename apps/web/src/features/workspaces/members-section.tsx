import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Account, AccountMember, UserAccount } from '@quire/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IconDoorExit, IconLock, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { saveUserAccountKey } from '../../app/session-storage.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { AddMemberModal } from './add-member-modal.tsx';
import type { MemberAction } from './member-actions-menu.tsx';
import { MemberList } from './member-list.tsx';
import { useMemberMutations } from './member-mutations.ts';
import { failureMessage } from '../../app/failure-message.ts';

type Target = Pick<AccountMember, 'key' | 'full_name'>;
type Confirming = { action: 'remove' | 'leave' | 'unmake_admin'; member: Target } | null;

type MembersSectionProps = {
  account: Account;
  members: readonly AccountMember[] | undefined;
  loading: boolean;
  /** The caller may not see the list (no can_view_teams): say so instead of showing it. */
  noAccess: boolean;
  currentUserKey: string;
  mine: UserAccount | null;
  /** The user's other workspaces, where leaving this one lands them. */
  otherWorkspaces: readonly UserAccount[];
};

const confirmText = (t: TFunction, c: NonNullable<Confirming>, workspace: string) => {
  if (c.action === 'leave')
    return {
      title: t('workspaces.members.leave'),
      message: t('workspaces.members.leaveConfirm', { workspace }),
      label: t('workspaces.members.leave'),
    };
  if (c.action === 'remove')
    return {
      title: t('workspaces.members.removeTitle'),
      message: t('workspaces.members.removeConfirm', { name: c.member.full_name, workspace }),
      label: t('workspaces.members.remove'),
    };
  return {
    title: t('workspaces.members.unmakeSelfTitle'),
    message: t('workspaces.members.unmakeSelfConfirm', { workspace }),
    label: t('workspaces.members.unmakeSelf'),
  };
};

/** The member list of #team/{key} with what admins (and a member leaving) can do to it. */
export const MembersSection = ({
  account,
  members,
  loading,
  noAccess,
  currentUserKey,
  mine,
  otherWorkspaces,
}: MembersSectionProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { add, update, remove, resend } = useMemberMutations(account.key);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const isAdmin = mine?.is_admin ?? false;
  const canAdd = isAdmin && !account.is_personal_account;

  const setAdmin = (member: Target, is_admin: boolean) =>
    update.mutate(
      { user_account_key: member.key, is_admin },
      {
        onSuccess: (answer) => showSuccess(answer.message ?? t('workspaces.members.userUpdated')),
        onError: (error) => showDanger(failureMessage(error, t('workspaces.members.updateFailed'))),
        onSettled: () => setConfirming(null),
      },
    );

  const removeMember = (member: Target, leaving: boolean) =>
    remove.mutate(member.key, {
      onSuccess: (answer) => {
        showSuccess(answer.message ?? t('workspaces.members.userRemoved'));
        setConfirming(null);
        if (!leaving) return;
        // This workspace is gone for us: every later call must carry another one (spec §2).
        const next = otherWorkspaces[0];
        if (next) saveUserAccountKey(next.key);
        navigate(next ? `/documents?user_account=${encodeURIComponent(next.key)}` : '/documents', {
          replace: true,
        });
      },
      onError: (error) => {
        setConfirming(null);
        showDanger(failureMessage(error, t('workspaces.members.removeFailed')));
      },
    });

  const onAction = (action: MemberAction, member: AccountMember) => {
    const isSelf = member.user_key === currentUserKey;
    if (action === 'make_admin') setAdmin(member, true);
    else if (action === 'unmake_admin' && !isSelf) setAdmin(member, false);
    else if (action === 'unmake_admin') setConfirming({ action, member });
    else if (action === 'resend')
      resend.mutate(member.key, {
        onSuccess: (answer) =>
          showSuccess(answer.message ?? t('workspaces.members.invitationSent')),
        onError: (error) => showDanger(failureMessage(error, t('workspaces.failed'))),
      });
    else if (action === 'remove') setConfirming({ action, member });
  };

  const text = confirming && confirmText(t, confirming, account.name);

  return (
    <>
      {noAccess ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock size={18} />}
          title={t('workspaces.members.hiddenTitle')}
        >
          {t('workspaces.members.hidden', { workspace: account.name })}
        </Alert>
      ) : (
        <MemberList
          members={members}
          loading={loading}
          currentUserKey={currentUserKey}
          callerIsAdmin={isAdmin}
          onAction={account.is_personal_account ? undefined : onAction}
          headerAction={
            canAdd && (
              <Button
                size="xs"
                leftSection={<IconUserPlus size={16} />}
                onClick={() => {
                  add.reset();
                  setAdding(true);
                }}
              >
                {t('workspaces.members.addUser')}
              </Button>
            )
          }
        />
      )}
      {mine && !account.is_personal_account && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" gap="sm">
            {/* Text and button side by side on a desktop; the button wraps under it on a phone. */}
            <Stack gap={2} style={{ flex: '1 1 240px' }}>
              <Text fw={500}>{t('workspaces.members.leave')}</Text>
              <Text size="sm" c="dimmed">
                {t('workspaces.members.leaveHint')}
              </Text>
            </Stack>
            <Button
              variant="light"
              color="red"
              leftSection={<IconDoorExit size={16} />}
              onClick={() =>
                setConfirming({ action: 'leave', member: { key: mine.key, full_name: '' } })
              }
            >
              {t('workspaces.members.leave')}
            </Button>
          </Group>
        </Paper>
      )}
      {adding && (
        <AddMemberModal
          opened
          accountName={account.name}
          pending={add.isPending}
          error={add.error}
          onClose={() => setAdding(false)}
          onSubmit={(input) =>
            add.mutate(input, {
              onSuccess: (answer) => {
                setAdding(false);
                showSuccess(answer.message ?? t('workspaces.members.userAdded'));
              },
            })
          }
        />
      )}
      {confirming && text && (
        <ConfirmDialog
          opened
          title={text.title}
          message={text.message}
          confirmLabel={text.label}
          danger
          loading={remove.isPending || update.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            confirming.action === 'unmake_admin'
              ? setAdmin(confirming.member, false)
              : removeMember(confirming.member, confirming.action === 'leave')
          }
        />
      )}
    </>
  );
};
