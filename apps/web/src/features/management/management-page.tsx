import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { LOGIN_URL } from '@quire/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, api } from '../../app/api-client.ts';
import { ManagementScreen } from './management-screen.tsx';
import { useOperatorCheck } from './management-queries.ts';

/** Where a 401 of ensure_logged_in sends the browser, when it names a place (not logged in). */
const redirectOf = (error: Error): string | null => {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const url = error.details.redirect_url ?? error.details.redirect;
  return typeof url === 'string' && url !== '' ? url : null;
};

/**
 * #management (spec §2, §6): checks with the server that the caller is an operator of this
 * instance before showing anything; the login page when nobody is logged in.
 */
export const ManagementPage = () => {
  const { t } = useTranslation();
  const check = useOperatorCheck();
  const navigate = useNavigate();
  const redirect = check.isError ? redirectOf(check.error) : null;

  useEffect(() => {
    if (redirect === null) return;
    api.endSession();
    if (redirect === LOGIN_URL) void navigate('/login', { replace: true });
    else window.location.assign(redirect);
  }, [redirect, navigate]);

  if (check.isPending || redirect !== null) {
    return (
      <Center mih="40vh">
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text c="dimmed" size="sm" role="status">
            {redirect === null ? t('management.checking') : t('management.loggingIn')}
          </Text>
        </Stack>
      </Center>
    );
  }

  if (check.isError) {
    const refused = check.error instanceof ApiError && check.error.status === 401;
    return (
      <Stack gap="md" maw={720}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('management.title')}
        </Title>
        <Alert
          color="red"
          variant="light"
          title={refused ? undefined : t('management.checkFailed')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{check.error.message}</Text>
            {refused ? (
              <Button component={Link} to="/documents" variant="light" size="xs">
                {t('management.backToDocuments')}
              </Button>
            ) : (
              <Button variant="light" size="xs" onClick={() => void check.refetch()}>
                {t('management.tryAgain')}
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return <ManagementScreen />;
};
