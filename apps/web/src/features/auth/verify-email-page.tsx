import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { useSession } from '../../app/session/use-session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';

/** #verify_email/{token}: the link of the verification mail. */
export const VerifyEmailPage = () => {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const loggedIn = useSession().sessionToken !== null;

  // A query rather than an effect: opened twice (strict mode, a double click) it still calls once.
  const verification = useQuery({
    queryKey: QUERY_KEYS.verifyEmail(token),
    queryFn: () =>
      api.get(`/app/auth/verify_email/${encodeURIComponent(token)}`, {
        ignoreUnauthorized: true,
        silent: true,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    // The "please verify" banner of an open session should go.
    if (verification.isSuccess)
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
  }, [verification.isSuccess, queryClient]);

  const next = loggedIn ? (
    <Button component={Link} to="/documents" fullWidth>
      {t('auth.verify.toDocuments')}
    </Button>
  ) : (
    <Button component={Link} to="/login" fullWidth>
      {t('auth.logIn')}
    </Button>
  );

  if (verification.isPending) {
    return (
      <AuthLayout title={t('auth.verify.pendingTitle')}>
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text c="dimmed" size="sm">
            {t('auth.verify.moment')}
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  if (verification.isError) {
    return (
      <AuthLayout title={t('auth.verify.failedTitle')}>
        <AuthResult tone="error" message={errorMessageOf(verification.error)}>
          {next}
        </AuthResult>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.verify.doneTitle')}>
      <AuthResult tone="success" message={verification.data.message ?? t('auth.verify.done')}>
        {next}
      </AuthResult>
    </AuthLayout>
  );
};
