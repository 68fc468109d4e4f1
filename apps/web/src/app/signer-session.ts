import { SIGNER_XSRF_COOKIE } from '@quire/domain';

/**
 * A signing link opens a temporary, non-browsing session (ADR 0010): its token is an HttpOnly
 * cookie and its xsrf token a readable `quire_xsrf` cookie. While that cookie is present this
 * browser acts as the signer: requests carry the cookie's xsrf token and none of the stored
 * browsing login (whose header would otherwise win on the server).
 */
export const signerXsrfToken = (cookies: string = readCookies()): string | null => {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIGNER_XSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
};

export const isSignerSession = (): boolean => signerXsrfToken() !== null;

/** Forgets the signer cookie on this side (the server ends the session at /post_sign_logout). */
export const forgetSignerSession = (): void => {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNER_XSRF_COOKIE}=; path=/; max-age=0; samesite=lax`;
};

const readCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);
