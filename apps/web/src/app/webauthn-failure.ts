import { WebAuthnError } from '@simplewebauthn/browser';
import { i18n } from '../i18n/i18n.ts';
import { errorMessageOf } from './api-client.ts';

/**
 * What a person reads when a passkey prompt fails. The browser reports a cancelled prompt, a
 * timeout and "no passkey here" all as NotAllowedError on purpose (it must not tell a site which
 * passkeys exist), so one gentle sentence covers them.
 */
export const webauthnFailureMessage = (error: unknown): string => {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return i18n.t('app.passkey.alreadyRegistered');
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID')
      return i18n.t('app.passkey.wrongDomain');
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return i18n.t('app.passkey.closed');
  return errorMessageOf(error);
};
