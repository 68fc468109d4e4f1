import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { ManagedMembership, ManagedUser } from '@quire/domain';
import { useState } from 'react';
import { useUpdatePermissions } from './management-queries.ts';
import { PermissionEditor } from './permission-editor.tsx';
import { draftCount, type PermissionDraft } from './permission-draft.ts';

type ManagedUsersProps = { users: ManagedUser[]; fetchedEmails: string };

const membershipLabel = (m: ManagedMembership): string =>
  [
    m.account_name,
    m.is_admin ? 'admin' : 'member',
    ...(m.status === 'invited' ? ['invitation not accepted'] : []),
  ].join(' · ');

const changesLabel = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/**
 * One user: pick a membership and toggle its flags as they are in force. Several users: every
 * flag starts at "Leave" (nothing will be written, spec §6 "all start false"), and what is set
 * On or Off is saved to every membership of every one of them (ADR 0023).
 */
export const ManagedUsers = ({ users, fetchedEmails }: ManagedUsersProps) => {
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
          {single.full_name} ({single.email_address}) belongs to no workspace, so has no permissions
          to change.
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
              label="Workspace"
              description="Permissions belong to a membership of one workspace"
              data={single.memberships.map((m) => ({
                value: m.user_account_key,
                label: membershipLabel(m),
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
                Choosing another workspace discards the changes not saved.
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{users.length} users</Text>
            <Group gap={6}>
              {users.map((u) => (
                <Badge key={u.user_key} variant="light" color="gray" tt="none">
                  {u.email_address} · {u.memberships.length} workspace
                  {u.memberships.length === 1 ? '' : 's'}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              Every permission starts at &ldquo;Leave&rdquo;. What you set to On or Off is saved to
              every workspace membership of these users; the rest stays as it is.
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
            {count > 0 ? `${changesLabel(count)} not saved` : 'No changes'}
          </Text>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Button
              variant="default"
              size="sm"
              onClick={() => setDraft({})}
              disabled={count === 0 || save.isPending}
            >
              Discard
            </Button>
            <Button size="sm" onClick={onSave} disabled={count === 0} loading={save.isPending}>
              {count > 0 ? `Save ${changesLabel(count)}` : 'Save'}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
};
