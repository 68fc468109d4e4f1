import { isoBase64URL } from '@simplewebauthn/server/helpers';

export type RelyingParty = { id: string; name: string; origin: string };

/**
 * The WebAuthn relying party comes from PUBLIC_URL, never from the request's Host header: behind
 * a proxy the address people type is the public one, and a passkey is bound to that host name
 * for good (ADR 0029). Its RP ID is the host name; the only origin accepted is PUBLIC_URL's.
 */
export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Quire', origin: url.origin };
};

/**
 * The challenge an authenticator signed, read from its clientDataJSON; the signature that covers
 * it is checked afterwards by the library, so this only finds which ceremony to check against.
 */
export const signedChallengeOf = (clientDataJSON: string): string | null => {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : null;
  } catch {
    return null;
  }
};
