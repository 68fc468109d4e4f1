import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, type Account, type AccountMember, type UserAccount } from '@quire/domain';
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

const confirmText = (c: NonNullable<Confirming>, accountName: string) => {
  if (c.action === 'leave')
    return {
      title: 'Leave workspace',
      message: `Leave ${accountName}? You lose access to its documents at once; an administrator can add you again.`,
      label: 'Leave workspace',
    };
  if (c.action === 'remove')
    return {
      title: 'Remove user',
      message: `Remove ${c.member.full_name} from ${accountName}? They lose access to its documents at once.`,
      label: 'Remove',
    };
  return {
    title: 'Remove your administrator rights?',
    message: `You will no longer be able to add or remove users or change ${accountName}. Only another administrator can give them back.`,
    label: 'Remove my rights',
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
        onSuccess: (answer) => showSuccess(answer.message ?? MESSAGES.teamUserUpdated),
        onError: (error) => showDanger(failureMessage(error, MESSAGES.updateUserFailed)),
        onSettled: () => setConfirming(null),
      },
    );

  const removeMember = (member: Target, leaving: boolean) =>
    remove.mutate(member.key, {
      onSuccess: (answer) => {
        showSuccess(answer.message ?? MESSAGES.teamUserRemoved);
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
        showDanger(failureMessage(error, MESSAGES.removeUserFailed));
      },
    });

  const onAction = (action: MemberAction, member: AccountMember) => {
    const isSelf = member.user_key === currentUserKey;
    if (action === 'make_admin') setAdmin(member, true);
    else if (action === 'unmake_admin' && !isSelf) setAdmin(member, false);
    else if (action === 'unmake_admin') setConfirming({ action, member });
    else if (action === 'resend')
      resend.mutate(member.key, {
        onSuccess: (answer) => showSuccess(answer.message ?? 'Invitation sent.'),
        onError: (error) => showDanger(failureMessage(error, MESSAGES.anErrorOccurred)),
      });
    else if (action === 'remove') setConfirming({ action, member });
  };

  const text = confirming && confirmText(confirming, account.name);

  return (
    <>
      {noAccess ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock size={18} />}
          title="Members are hidden"
        >
          You don't have permission to see who belongs to {account.name}. Ask an administrator of
          the workspace if you need to.
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
                Add user
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
              <Text fw={500}>Leave workspace</Text>
              <Text size="sm" c="dimmed">
                You lose access to its documents; an administrator can add you again.
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
              Leave workspace
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
                showSuccess(answer.message ?? 'User added.');
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
