import { describe, expect, it } from 'vitest';
import {
  SIGNING_TOKEN_TTL_DAYS,
  hashSigningToken,
  isSigningTokenShape,
  newSigningToken,
  signingLinkPath,
  signingTokenExpiry,
} from './signing-token.ts';
import { SIGNING_REQUEST_MESSAGES as M, requestRouteFor, timeAgo } from './signing-requests.ts';

describe('signing tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newSigningToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(isSigningTokenShape(token)).toBe(true);
      expect(atob(`${token.replace(/-/g, '+').replace(/_/g, '/')}=`)).toHaveLength(32);
    }
  });

  it('hash to the hex SHA-256 of the token', async () => {
    // FIPS 180-2 test vector.
    expect(await hashSigningToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await hashSigningToken(newSigningToken())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuse shapes that cannot be a token', () => {
    expect(isSigningTokenShape('short')).toBe(false);
    expect(isSigningTokenShape(`${'a'.repeat(42)}=`)).toBe(false);
  });

  it('expire after the constant number of days', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(signingTokenExpiry(now).getTime() - now.getTime()).toBe(
      SIGNING_TOKEN_TTL_DAYS * 86_400_000,
    );
  });

  it('build the switch_user link of §2', () => {
    expect(signingLinkPath('k1', 'u1', 'tok')).toBe(
      '/app/documents/k1/switch_user/u1?session_token=tok',
    );
  });

  it('say how long ago a request was made', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(timeAgo(new Date('2026-01-10T11:59:30Z'), now)).toBe('just now');
    expect(timeAgo(new Date('2026-01-10T09:00:00Z'), now)).toBe('3 hours ago');
    expect(timeAgo(new Date('2026-01-09T12:00:00Z'), now)).toBe('1 day ago');
  });
});

describe('request routes', () => {
  const both = { email: 'a@example.com', mobile_number: '082 123 4567', dialing_code: '+27' };
  it('sends by the signer’s channel, email_or_sms preferring the address', () => {
    expect(requestRouteFor('email', both)).toEqual({
      ok: true,
      channel: 'email',
      to: 'a@example.com',
    });
    expect(requestRouteFor('sms', both)).toEqual({ ok: true, channel: 'sms', to: '+27821234567' });
    expect(requestRouteFor('whatsapp', both)).toMatchObject({ channel: 'whatsapp' });
    expect(requestRouteFor('email_or_sms', both)).toMatchObject({ channel: 'email' });
    expect(requestRouteFor('email_or_sms', { ...both, email: ' ' })).toMatchObject({
      channel: 'sms',
    });
    expect(requestRouteFor('email', { ...both, email: null })).toEqual({
      ok: false,
      message: M.noEmail,
    });
    expect(requestRouteFor('sms', { ...both, mobile_number: 'not a number' })).toMatchObject({
      ok: false,
    });
    expect(requestRouteFor('sms', { ...both, mobile_number: null })).toEqual({
      ok: false,
      message: M.noMobileNumber,
    });
  });
});
