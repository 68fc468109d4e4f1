import { Alert, Badge, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PERMISSION_LABELS, type PermissionChange, type PermissionPath } from '@quire/domain';
import { usePermissionHistory } from './management-queries.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const onOff = (value: boolean) => (
  <Badge size="sm" variant="light" color={value ? 'teal' : 'gray'}>
    {value ? 'On' : 'Off'}
  </Badge>
);

const labelOf = (flag: string): string => PERMISSION_LABELS[flag as PermissionPath] ?? flag;

/** Recent changes to the fetched users' permissions: who changed which flag, when. */
export const PermissionHistory = ({ emails }: { emails: string }) => {
  const history = usePermissionHistory(emails);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="lg" mb="xs">
        Recent changes
      </Title>
      {history.isPending && (
        <Stack gap="xs" aria-label="Loading recent changes">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      )}
      {history.isError && (
        <Alert color="red" variant="light">
          {history.error.message}
        </Alert>
      )}
      {history.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          No permission of these users has been changed here yet.
        </Text>
      )}
      {history.data && history.data.length > 0 && (
        <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.data.map((change) => (
            <HistoryRow key={change.key} change={change} />
          ))}
        </Stack>
      )}
    </Paper>
  );
};

const HistoryRow = ({ change }: { change: PermissionChange }) => (
  <Stack
    component="li"
    gap={2}
    py={8}
    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
  >
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={500}>
        {labelOf(change.flag)}
      </Text>
      {onOff(change.old_value)}
      <Text size="sm" c="dimmed" aria-label="changed to">
        →
      </Text>
      {onOff(change.new_value)}
    </Group>
    <Code fz="xs" c="dimmed" bg="transparent" p={0} style={{ overflowWrap: 'anywhere' }}>
      {change.flag}
    </Code>
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {change.user_email} in {change.account_name} · by {change.operator_email} ·{' '}
      {when.format(new Date(change.date_created))}
    </Text>
  </Stack>
);
