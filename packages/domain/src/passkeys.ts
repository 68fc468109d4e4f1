import { z } from 'zod';

/** Messages of the passkey routes (issue 12: passkeys as a second step or a password-less login). */
export const PASSKEY_MESSAGES = {
  added: 'Passkey added. You can now use it to sign in.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  notFound: 'Passkey not found.',
  nameRequired: 'Please give your passkey a name.',
  nameTooLong: 'Please keep the name under 60 characters.',
  alreadyRegistered: 'This passkey is already registered to your account.',
  passwordRequired: 'Please enter your password to remove this passkey.',
  passwordIncorrect: 'That password is not correct.',
  ceremonyExpired: 'This passkey request has expired or was already used. Please try again.',
  notVerified: 'Your passkey could not be verified. Please try again.',
  unknownCredential:
    'This passkey is not registered with Quire. Sign in with your password, then add it in your profile.',
  loginLocked: 'Too many failed attempts. Please log in again.',
} as const;

/** A passkey ceremony (its challenge) lives this long: the browser's prompt times out at 60 s. */
export const PASSKEY_CEREMONY_TTL_MINUTES = 5;
/** The browser prompt's own time limit, in milliseconds (WebAuthn `timeout`). */
export const PASSKEY_PROMPT_TIMEOUT_MS = 60_000;
export const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong);

/** A passkey as the API shows it: never its public key. */
export type PasskeyView = {
  credential_id: string;
  name: string;
  date_created: string;
  last_used_at: string | null;
};

/**
 * A name for a new passkey from the browser's user agent ("Chrome on macOS"), which the person
 * can change; it tells their passkeys apart in the list.
 */
export const suggestedPasskeyName = (userAgent: string): string => {
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'My passkey';
};
