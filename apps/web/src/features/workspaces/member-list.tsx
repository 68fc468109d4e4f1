import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountMember } from '@quire/domain';
import { initialsOf } from '../../components/initials-of.ts';

type MemberListProps = {
  members: readonly AccountMember[] | undefined;
  loading: boolean;
  currentUserKey: string;
};

/** Rows rather than a table: name, email and role stay readable on a phone. */
export const MemberList = ({ members, loading, currentUserKey }: MemberListProps) => (
  <Paper withBorder radius="lg" p={0}>
    <Group justify="space-between" px="lg" py="md">
      <Title order={2} fz="lg">
        Members
      </Title>
      {members && (
        <Text size="sm" c="dimmed">
          {members.length} {members.length === 1 ? 'member' : 'members'}
        </Text>
      )}
    </Group>
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Members">
      {loading &&
        [0, 1].map((row) => (
          <Group
            key={row}
            px="lg"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Skeleton circle height={36} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={10} width="40%" />
              <Skeleton height={8} width="60%" />
            </Stack>
          </Group>
        ))}
      {members?.map((member) => (
        <Group
          component="li"
          key={member.key}
          px="lg"
          py="sm"
          gap="sm"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Avatar color="quire" radius="xl" size={36}>
            {initialsOf(member.full_name)}
          </Avatar>
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={500} truncate="end">
              {member.full_name}
              {member.user_key === currentUserKey && (
                <Text component="span" size="sm" c="dimmed" fw={400}>
                  {' '}
                  (you)
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {member.email_address}
            </Text>
          </Stack>
          {member.is_admin && (
            <Badge variant="light" radius="sm" style={{ flex: 'none' }}>
              Admin
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  </Paper>
);
