import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { ManagedMembership, ManagedUser } from '@quire/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePermissions } from './management-queries.ts';
import { PermissionEditor } from './permission-editor.tsx';
import { draftCount, type PermissionDraft } from './permission-draft.ts';

type ManagedUsersProps = { users: ManagedUser[]; fetchedEmails: string };

const membershipLabel = (m: ManagedMembership, t: TFunction): string =>
  [
    m.account_name,
    m.is_admin ? t('management.users.admin') : t('management.users.member'),
    ...(m.status === 'invited' ? [t('management.users.invited')] : []),
  ].join(' · ');

/**
 * One user: pick a membership and toggle its flags as they are in force. Several users: every
 * flag starts at "Leave" (nothing will be written, spec §6 "all start false"), and what is set
 * On or Off is saved to every membership of every one of them (ADR 0023).
 */
export const ManagedUsers = ({ users, fetchedEmails }: ManagedUsersProps) => {
  const { t } = useTranslation();
  const single = users.length === 1 ? users[0]! : null;
  const [membershipKey, setMembershipKey] = useState<string | null>(
    single?.memberships[0]?.user_account_key ?? null,
  );
  const [draft, setDraft] = useState<PermissionDraft>({});
  const save = useUpdatePermissions(fetchedEmails);
  const membership = single?.memberships.find((m) => m.user_account_key === membershipKey) ?? null;
  const count = draftCount(draft);

  const onSave = () =>
    save.mutate(
      {
        emails: users.map((u) => u.email_address.toLowerCase()).join(','),
        permissions: draft,
        ...(membership ? { userAccountKey: membership.user_account_key } : {}),
      },
      { onSuccess: () => setDraft({}) },
    );

  if (single && single.memberships.length === 0) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm">
          {t('management.users.noWorkspace', {
            name: single.full_name,
            email: single.email_address,
          })}
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {single ? (
          <Stack gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {single.full_name}{' '}
              <Text span c="dimmed" fw={400}>
                {single.email_address}
              </Text>
            </Text>
            <NativeSelect
              label={t('management.users.workspace')}
              description={t('management.users.workspaceHint')}
              data={single.memberships.map((m) => ({
                value: m.user_account_key,
                label: membershipLabel(m, t),
              }))}
              value={membershipKey ?? ''}
              onChange={(e) => {
                setMembershipKey(e.currentTarget.value);
                setDraft({});
              }}
              disabled={save.isPending}
              maw={480}
            />
            {count > 0 && (
              <Text size="xs" c="dimmed">
                {t('management.users.discardNote')}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{t('management.users.count', { count: users.length })}</Text>
            <Group gap={6}>
              {users.map((u) => (
                <Badge key={u.user_key} variant="light" color="gray" tt="none">
                  {t('management.users.workspaces', {
                    email: u.email_address,
                    count: u.memberships.length,
                  })}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('management.users.severalNote')}
            </Text>
          </Stack>
        )}
      </Paper>

      <PermissionEditor
        key={membership?.user_account_key ?? 'several'}
        mode={
          membership ? { kind: 'single', inForce: membership.permissions } : { kind: 'several' }
        }
        draft={draft}
        onChange={setDraft}
        disabled={save.isPending}
      />

      <Paper
        withBorder
        radius="md"
        p="sm"
        pos="sticky"
        bottom={8}
        shadow="sm"
        style={{ zIndex: 5 }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {/* On a phone the Save button's own count says it; the line would squeeze the buttons. */}
          <Text size="sm" c={count > 0 ? undefined : 'dimmed'} role="status" visibleFrom="xs">
            {count > 0
              ? t('management.users.notSaved', { count })
              : t('management.users.noChanges')}
          </Text>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Button
              variant="default"
              size="sm"
              onClick={() => setDraft({})}
              disabled={count === 0 || save.isPending}
            >
              {t('management.users.discard')}
            </Button>
            <Button size="sm" onClick={onSave} disabled={count === 0} loading={save.isPending}>
              {count > 0 ? t('management.users.saveCount', { count }) : t('management.users.save')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
};
