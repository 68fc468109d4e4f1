import { Alert, Badge, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ALL_PERMISSION_PATHS, type PermissionChange, type PermissionPath } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { usePermissionHistory } from './management-queries.ts';

const OnOff = ({ value }: { value: boolean }) => {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={value ? 'teal' : 'gray'}>
      {value ? t('management.editor.on') : t('management.editor.off')}
    </Badge>
  );
};

const isPath = (flag: string): flag is PermissionPath =>
  (ALL_PERMISSION_PATHS as readonly string[]).includes(flag);

/** Recent changes to the fetched users' permissions: who changed which flag, when. */
export const PermissionHistory = ({ emails }: { emails: string }) => {
  const { t } = useTranslation();
  const history = usePermissionHistory(emails);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="lg" mb="xs">
        {t('management.history.title')}
      </Title>
      {history.isPending && (
        <Stack gap="xs" aria-label={t('management.history.loading')}>
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
          {t('management.history.empty')}
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

const HistoryRow = ({ change }: { change: PermissionChange }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Stack
      component="li"
      gap={2}
      py={8}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={500}>
          {isPath(change.flag) ? t(`management.flags.${change.flag}`) : change.flag}
        </Text>
        <OnOff value={change.old_value} />
        <Text size="sm" c="dimmed" aria-label={t('management.history.changedTo')}>
          →
        </Text>
        <OnOff value={change.new_value} />
      </Group>
      <Code fz="xs" c="dimmed" bg="transparent" p={0} style={{ overflowWrap: 'anywhere' }}>
        {change.flag}
      </Code>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('management.history.line', {
          user: change.user_email,
          workspace: change.account_name,
          operator: change.operator_email,
          date: dateTime(change.date_created),
        })}
      </Text>
    </Stack>
  );
};
