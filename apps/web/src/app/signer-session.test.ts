import { HEADERS } from '@quire/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { aLogin } from '../test/fixtures.ts';
import { createApiClient, type ApiClientEnvironment } from './api-client.ts';
import { signerXsrfToken } from './signer-session.ts';

describe('signerXsrfToken', () => {
  it('reads the quire_xsrf cookie among others, and nothing when it is absent or empty', () => {
    expect(signerXsrfToken('a=1; quire_xsrf=abc%3D%3D; b=2')).toBe('abc==');
    expect(signerXsrfToken('a=1; b=2')).toBeNull();
    expect(signerXsrfToken('quire_xsrf=')).toBeNull();
    expect(signerXsrfToken('')).toBeNull();
  });
});

describe('a signing link session in the api client (ADR 0010)', () => {
  const clientWith = (signerXsrf: string | null) => {
    const fetch = fakeFetch({
      'GET /app/user': () => ({ body: { success: true, user: { key: 'signer-user' } } }),
    });
    const env = {
      fetch,
      appVersion: '1',
      goTo: vi.fn<ApiClientEnvironment['goTo']>(),
      reload: vi.fn<ApiClientEnvironment['reload']>(),
      signerXsrf: () => signerXsrf,
    };
    return { client: createApiClient(env), fetch, env };
  };

  it('sends the cookie’s xsrf token and none of the stored browsing login', async () => {
    const { client, fetch, env } = clientWith('signer-xsrf');
    client.startSession(aLogin({ user_key: 'owner', user_account_key: 'ua-1' }));

    await client.get('/app/user');

    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get(HEADERS.xsrfToken)).toBe('signer-xsrf');
    expect(headers.get(HEADERS.sessionToken)).toBeNull();
    expect(headers.get(HEADERS.userAccountKey)).toBeNull();
    // Another user answering /app/user is the signer, not a replaced login.
    expect(env.goTo).not.toHaveBeenCalled();
  });

  it('without the cookie keeps the stored login (and its replaced-login check)', async () => {
    const { client, fetch, env } = clientWith(null);
    client.startSession(aLogin({ user_key: 'owner' }));

    await client.get('/app/user').catch(() => undefined);

    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get(HEADERS.sessionToken)).toBe('session-token');
    expect(env.goTo).toHaveBeenCalled();
  });
});
