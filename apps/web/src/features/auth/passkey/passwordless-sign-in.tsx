import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../../app/session-storage.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';

/** The login page's other way in: a passkey instead of the email address and password. */
export const PasswordlessSignIn = ({
  onLoggedIn,
}: {
  onLoggedIn: (answer: LoginResult) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" mt="md">
      <Divider label={t('auth.login.or')} labelPosition="center" />
      <PasskeySignInButton onLoggedIn={onLoggedIn} />
    </Stack>
  );
};
