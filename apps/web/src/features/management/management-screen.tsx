import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedPermissions } from './management-queries.ts';
import { ManagedUsers } from './managed-users.tsx';
import { PermissionHistory } from './permission-history.tsx';

/** 'A@x.com, b@y.com,' → 'a@x.com,b@y.com': one query key per set of addresses. */
const normalise = (input: string): string =>
  [
    ...new Set(
      input
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].join(',');

/** The operator's screen: addresses in, their permissions out, changes saved, history below. */
export const ManagementScreen = () => {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [emails, setEmails] = useState<string | null>(null);
  const permissions = useManagedPermissions(emails);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalise(input);
    if (wanted === '') {
      setInputError(t('management.emailRequired'));
      return;
    }
    setInputError(null);
    if (wanted === emails) void permissions.refetch();
    else setEmails(wanted);
  };

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('management.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('management.intro')}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('management.emails')}
              description={t('management.emailsHint')}
              placeholder={t('management.emailsPlaceholder')}
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              error={inputError}
              style={{ flex: '1 1 260px' }}
              autoComplete="off"
            />
            <Button
              type="submit"
              leftSection={<IconUserSearch size={16} aria-hidden="true" />}
              loading={permissions.isFetching}
            >
              {t('management.fetch')}
            </Button>
          </Group>
        </form>
      </Paper>

      {emails === null && (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          {t('management.start')}
        </Text>
      )}

      {emails !== null && permissions.isPending && (
        <Stack gap="sm" aria-label={t('management.loading')}>
          <Skeleton height={36} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      )}

      {permissions.isError && (
        <Alert color="red" variant="light" title={t('management.fetchFailed')}>
          {permissions.error.message}
        </Alert>
      )}

      {permissions.data && (
        <>
          {permissions.data.not_found.length > 0 && (
            <Alert color="yellow" variant="light" title={t('management.notFound')}>
              {t('management.unknownUsers', { emails: permissions.data.not_found.join(', ') })}
            </Alert>
          )}
          {permissions.data.users.length > 0 && (
            // Keyed by the addresses found: a new fetch starts with no pending changes.
            <ManagedUsers
              key={permissions.data.users.map((u) => u.user_key).join(',')}
              users={permissions.data.users}
              fetchedEmails={emails ?? ''}
            />
          )}
          <PermissionHistory emails={emails ?? ''} />
        </>
      )}
    </Stack>
  );
};
