import { Button } from '@mantine/core';
import type { ApiSuccess } from '@quire/domain';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client.ts';
import type { LoginResult } from '../../../app/session-storage.ts';
import { webauthnFailureMessage } from '../../../app/webauthn-failure.ts';
import { FormError } from '../../../components/form-error.tsx';

type Props = {
  /** The second step of a password login; without it the passkey is the whole login. */
  challengeToken?: string;
  onLoggedIn: (answer: ApiSuccess<LoginResult>) => void;
  label?: string;
  variant?: 'default' | 'filled' | 'light';
};

const quiet = { ignoreUnauthorized: true, silent: true } as const;

const signInWithPasskey = async (challengeToken: string | undefined) => {
  const token = challengeToken ? { challenge_token: challengeToken } : {};
  const { options } = await api.post<{ options: PublicKeyCredentialRequestOptionsJSON }>(
    '/app/auth/passkey/options',
    token,
    quiet,
  );
  const response = await startAuthentication({ optionsJSON: options });
  return api.post<LoginResult>('/app/auth/passkey/verify', { ...token, response }, quiet);
};

/**
 * "Sign in with a passkey": the browser asks for a passkey of this site (any of the person's
 * for a password-less login, or one of the account's for a second step) and the server answers
 * a login like the password form does. Hidden where the browser has no WebAuthn at all.
 */
export const PasskeySignInButton = ({
  challengeToken,
  onLoggedIn,
  label,
  variant = 'default',
}: Props) => {
  const { t } = useTranslation();
  const signIn = useMutation({
    mutationFn: () => signInWithPasskey(challengeToken),
    onSuccess: onLoggedIn,
  });
  if (!browserSupportsWebAuthn()) return null;
  return (
    <>
      <FormError message={signIn.isError ? webauthnFailureMessage(signIn.error) : null} />
      <Button
        variant={variant}
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {label ?? t('auth.login.passkey')}
      </Button>
    </>
  );
};
