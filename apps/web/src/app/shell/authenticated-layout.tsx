import { Box, Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { ApiError } from '../api-client.ts';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useCurrentUser, useUserAccounts } from '../session/use-current-user.ts';
import { useUserLocale } from '../../i18n/use-user-locale.ts';
import { useRecheckOnSessionChange } from '../session/use-recheck-on-session-change.ts';
import { useSession } from '../session/use-session.ts';
import { membershipFor, selectedUserAccountKey, type ShellContext } from './shell-context.ts';
import { TopBar } from './top-bar.tsx';
import { ForcedTwoStepSetup } from '../../features/profile/two-step/forced-two-step-setup.tsx';
import { SignerLayout } from '../../features/signing/signer-layout.tsx';
import { isSignerSession } from '../signer-session.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const HEADER_HEIGHT = 60;

const isLeavingForLogin = (error: Error): boolean =>
  error instanceof ApiError &&
  (error.reason === 'unauthorized' || error.reason === 'session_changed');

/**
 * Pages after login: without a stored session there is nothing to ask the server. A signing
 * link's session (its cookie, ADR 0010) gets the signer's own layout instead, whatever is stored.
 */
export const AuthenticatedLayout = () => {
  const session = useSession();
  if (isSignerSession()) return <SignerLayout />;
  if (!session.sessionToken) return <Navigate to="/login" replace />;
  return (
    <Shell storedUserAccountKey={session.userAccountKey} sessionToken={session.sessionToken} />
  );
};

const Shell = ({
  storedUserAccountKey,
  sessionToken,
}: {
  storedUserAccountKey: string | null;
  sessionToken: string;
}) => {
  const currentUser = useCurrentUser();
  useRecheckOnSessionChange(sessionToken);
  const navigate = useNavigate();
  const { t } = useTranslation();
  useUserLocale(currentUser.data?.user.locale);
  // §6 mandatory two-step: nothing but the setup until it is done (the server refuses the rest).
  const setupRequired =
    currentUser.data?.user_can_browse === true && currentUser.data.two_step_setup_required === true;
  const accounts = useUserAccounts(currentUser.isSuccess && !setupRequired);
  // Held past the moment the server agrees, so the one showing of the recovery codes is seen.
  const [inForcedSetup, setInForcedSetup] = useState(false);
  if (setupRequired && !inForcedSetup) setInForcedSetup(true);

  if (currentUser.isPending) return <FullPageLoader label={t('app.shell.loadingAccount')} />;
  if (currentUser.isError) {
    // A 302/401 or a replaced session is already on its way to the login page.
    if (isLeavingForLogin(currentUser.error))
      return <FullPageLoader label={t('app.shell.loggingInAgain')} />;
    // What's left: offline, a 5xx.
    return (
      <Center mih="80vh" px="md">
        <Stack align="center" gap="sm" ta="center" maw={380}>
          <Title order={1} fz={22}>
            {t('app.shell.loadFailed')}
          </Title>
          <Text c="dimmed" size="sm">
            {currentUser.error.message}
          </Text>
          <Button onClick={() => void currentUser.refetch()} loading={currentUser.isFetching}>
            {t('app.shell.tryAgain')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const { user } = currentUser.data;
  if (inForcedSetup)
    return (
      <ForcedTwoStepSetup
        email={user.email_address}
        onDone={() => {
          setInForcedSetup(false);
          navigate('/documents', { replace: true });
        }}
      />
    );
  const selectedKey = selectedUserAccountKey(
    storedUserAccountKey,
    currentUser.data.user_account_key,
  );
  const membership = membershipFor(accounts.data, selectedKey);
  const context: ShellContext = { currentUser: currentUser.data, membership };

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        h={HEADER_HEIGHT}
        bg="white"
        pos="sticky"
        top={0}
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <TopBar
          user={user}
          accounts={accounts.data}
          selectedKey={selectedKey}
          membership={membership}
          isOperator={currentUser.data.user_is_operator === true}
        />
      </Box>
      {!user.verified && <VerifyEmailBanner />}
      <Container
        component="main"
        size="lg"
        px={{ base: 'md', sm: 'xl' }}
        py={{ base: 'lg', sm: 32 }}
      >
        <Outlet context={context} />
      </Container>
    </Box>
  );
};
