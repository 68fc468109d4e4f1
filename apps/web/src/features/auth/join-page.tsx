import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { InvitationSummary, UserAccount } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api, errorMessageOf } from '../../app/api-client.ts';
import type { LoginResult } from '../../app/session-storage.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import type { CurrentUser } from '../../app/session/use-current-user.ts';
import { useSession } from '../../app/session/use-session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthResult } from './auth-result.tsx';
import { JoinLoginForm, JoinSignUpForm } from './join-forms.tsx';

type Accepted = { user_account_key: string; user_accounts: UserAccount[] };

const names = (invitation: InvitationSummary) => invitation.account_names.join(', ');

/**
 * #join/{token}: the invitation link. Logged in as the invited address, one click joins; logged
 * out, the person signs up (or logs in) with the address fixed, and the link then joins them.
 * Either way they land on the workspace (#documents?user_account=, spec §2).
 */
export const JoinPage = () => {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const loggedIn = session.sessionToken !== null;
  const path = `/app/invitations/${encodeURIComponent(token)}`;

  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      api.get<{ invitation: InvitationSummary }>(path, { silent: true, ignoreUnauthorized: true }),
    select: (answer) => answer.invitation,
    retry: false,
  });
  // An expired login must not send the invited person to the login page and lose the link.
  const me = useQuery({
    queryKey: QUERY_KEYS.currentUser,
    queryFn: () => api.get<CurrentUser>('/app/user', { silent: true, ignoreUnauthorized: true }),
    enabled: loggedIn,
    retry: false,
  });

  const join = useMutation({
    mutationFn: async (step: {
      signUp?: { full_name: string; password: string };
      password?: string;
    }) => {
      const email_address = invitation.data!.email_address;
      if (step.signUp) {
        await api.post(
          '/app/auth/sign_up',
          { ...step.signUp, email_address, invitation_token: token },
          { silent: true, ignoreUnauthorized: true },
        );
      }
      const password = step.signUp?.password ?? step.password;
      if (password !== undefined) {
        const login = await api.post<LoginResult>(
          '/app/auth/login',
          { email_address, password },
          { silent: true, ignoreUnauthorized: true },
        );
        queryClient.clear();
        api.startSession(login);
      }
      return api.post<Accepted>(`${path}/accept`, {}, { silent: true });
    },
    onSuccess: async (accepted) => {
      await queryClient.invalidateQueries();
      navigate(`/documents?user_account=${encodeURIComponent(accepted.user_account_key)}`, {
        replace: true,
      });
    },
  });

  const logOutFirst = async () => {
    await api
      .post('/app/auth/logout', undefined, { silent: true, ignoreUnauthorized: true })
      .catch(() => undefined);
    api.endSession();
    queryClient.clear();
  };

  if (invitation.isPending || (loggedIn && me.isPending)) {
    return (
      <AuthLayout title={t('auth.join.joining')}>
        <Stack gap="sm" aria-busy="true" aria-label={t('auth.join.loading')}>
          <Skeleton height={14} width="80%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </AuthLayout>
    );
  }

  if (invitation.isError) {
    return (
      <AuthLayout title={t('auth.join.invalidTitle')}>
        <AuthResult tone="error" message={t('auth.join.invalid')}>
          <Button
            component={Link}
            to={loggedIn ? '/documents' : '/login'}
            variant="light"
            fullWidth
          >
            {loggedIn ? t('auth.join.toDocuments') : t('auth.goToLogin')}
          </Button>
        </AuthResult>
      </AuthLayout>
    );
  }

  const data = invitation.data;
  const title = t('auth.join.title', { names: names(data) });
  const subtitle = data.invited_by_name
    ? t('auth.join.invitedBy', { name: data.invited_by_name, email: data.email_address })
    : t('auth.join.invitationFor', { email: data.email_address });
  const failure = join.isError ? errorMessageOf(join.error) : null;

  if (loggedIn && me.data) {
    const sameAddress =
      me.data.user.email_address.toLowerCase() === data.email_address.toLowerCase();
    return (
      <AuthLayout title={title} subtitle={subtitle}>
        {sameAddress ? (
          <Stack gap="md">
            {failure && <AuthResult tone="error" message={failure} />}
            <Button fullWidth loading={join.isPending} onClick={() => join.mutate({})}>
              {t('auth.join.submit', { names: names(data) })}
            </Button>
          </Stack>
        ) : (
          <AuthResult tone="error" message={t('auth.join.otherAddress')}>
            <Text size="sm" c="dimmed">
              {t('auth.join.loggedInAs', { email: me.data.user.email_address })}
            </Text>
            <Button variant="light" fullWidth onClick={() => void logOutFirst()}>
              {t('auth.join.logOutAndContinue')}
            </Button>
          </AuthResult>
        )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      footer={
        <Text size="sm" c="dimmed">
          {t('auth.join.notYou', { email: data.email_address })}{' '}
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.join.otherAccount')}
          </Anchor>
        </Text>
      }
    >
      {data.has_account ? (
        <JoinLoginForm
          email={data.email_address}
          pending={join.isPending}
          error={failure}
          onSubmit={(password) => join.mutate({ password })}
        />
      ) : (
        <JoinSignUpForm
          email={data.email_address}
          initialName={data.full_name}
          pending={join.isPending}
          error={failure}
          onSubmit={(signUp) => join.mutate({ signUp })}
        />
      )}
    </AuthLayout>
  );
};
