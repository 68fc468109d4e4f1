import { WebAuthnError } from '@simplewebauthn/browser';
import { errorMessageOf } from './api-client.ts';

/**
 * What a person reads when a passkey prompt fails. The browser reports a cancelled prompt, a
 * timeout and "no passkey here" all as NotAllowedError on purpose (it must not tell a site which
 * passkeys exist), so one gentle sentence covers them.
 */
export const webauthnFailureMessage = (error: unknown): string => {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return 'This device already holds a passkey for your account.';
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID')
      return 'Passkeys only work on this site’s own secure address. Please ask your administrator.';
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return 'The passkey prompt was closed or timed out. Please try again.';
  return errorMessageOf(error);
};
