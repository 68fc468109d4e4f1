import {
  APP_NAME,
  HEADERS,
  LOGIN_URL,
  MESSAGES,
  RECONNECT_PROBE_MS,
  UNAUTHORIZED_RELOAD_MS,
  VERSION_WARNING_MS,
  appUpdatedMessage,
} from '@quire/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_COLORS, NOTICE_IDS } from './notices.ts';
import { ApiError, createApiClient, type ApiClientEnvironment } from './api-client.ts';
import { readSession } from './session-storage.ts';
import { fakeFetch, jsonResponse, opaqueRedirect, type FakeHandlers } from '../test/fake-fetch.ts';
import { aLogin, aUser } from '../test/fixtures.ts';
import { clearNotices, shownNotices } from '../test/render-app.tsx';

const APP_VERSION = '1.2.3';

/** A client over a faked fetch; navigation and reload are recorded, as jsdom can't do them. */
const clientFor = (handlers: FakeHandlers) => {
  const fetch = fakeFetch(handlers);
  const env = {
    fetch,
    appVersion: APP_VERSION,
    goTo: vi.fn<ApiClientEnvironment['goTo']>(),
    reload: vi.fn<ApiClientEnvironment['reload']>(),
  };
  return { client: createApiClient(env), fetch, env };
};

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
};

beforeEach(() => clearNotices());
afterEach(() => {
  clearNotices();
  vi.useRealTimers();
});

describe('requests (spec §7)', () => {
  it('sends the session headers, the selected account and the app version, and JSON bodies', async () => {
    const { client, fetch } = clientFor({ 'POST /app/thing': () => ({ body: { success: true } }) });
    client.startSession(aLogin({ user_account_key: 'ua-7' }));

    await client.post('/app/thing', { data: { name: 'x' } });

    const [, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get(HEADERS.sessionToken)).toBe('session-token');
    expect(headers.get(HEADERS.xsrfToken)).toBe('xsrf-token');
    expect(headers.get(HEADERS.userAccountKey)).toBe('ua-7');
    expect(headers.get(HEADERS.appVersion)).toBe(APP_VERSION);
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ data: { name: 'x' } }));
    expect(init?.redirect).toBe('manual');
  });

  it('leaves out the session headers before login and the account before one is selected', async () => {
    const { client, fetch } = clientFor({ 'GET /app/open': () => ({ body: { success: true } }) });

    await client.get('/app/open', { query: { cursor: 'c1', last_update: undefined } });

    const [input, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(String(input)).toBe('/app/open?cursor=c1');
    expect(headers.has(HEADERS.sessionToken)).toBe(false);
    expect(headers.has(HEADERS.userAccountKey)).toBe(false);
    expect(headers.get(HEADERS.appVersion)).toBe(APP_VERSION);
  });

  it('resolves with the body of a successful answer', async () => {
    const { client } = clientFor({ 'GET /app/x': () => ({ body: { success: true, value: 42 } }) });
    await expect(client.get<{ value: number }>('/app/x')).resolves.toMatchObject({ value: 42 });
  });
});

describe('generic handling (spec §8)', () => {
  it('shows success:false as a danger notice and rejects with the message', async () => {
    const { client } = clientFor({
      'POST /app/x': () => ({ status: 400, body: { success: false, message: 'Name is required' } }),
    });

    const error = await rejectionOf(client.post('/app/x', {}));

    expect(error.message).toBe('Name is required');
    expect(error.reason).toBe('failure');
    expect(shownNotices()).toEqual([
      expect.objectContaining({ color: NOTICE_COLORS.danger, message: 'Name is required' }),
    ]);
  });

  it('shows a 403 permission refusal in its §8 words as a danger notice, without reloading', async () => {
    const { client, env } = clientFor({
      'POST /app/x': () => ({
        status: 403,
        body: { success: false, message: MESSAGES.mayNotDoBulkActions },
      }),
    });
    client.startSession(aLogin());

    const error = await rejectionOf(client.post('/app/x', {}));

    expect(error).toMatchObject({ reason: 'failure', status: 403 });
    expect(error.message).toBe(MESSAGES.mayNotDoBulkActions);
    expect(shownNotices()).toEqual([
      expect.objectContaining({
        color: NOTICE_COLORS.danger,
        message: MESSAGES.mayNotDoBulkActions,
      }),
    ]);
    // A refusal is not a lost session: the user stays where they are.
    expect(env.goTo).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
    expect(readSession().sessionToken).toBe('session-token');
  });

  it('shows a 403 without a message (a proxy, say) as the §6 refusal', async () => {
    const { client } = clientFor({
      'GET /app/x': () => jsonResponse({ status: 403, body: null }),
    });
    await rejectionOf(client.get('/app/x'));
    expect(shownNotices()).toEqual([
      expect.objectContaining({ color: NOTICE_COLORS.danger, message: MESSAGES.notAuthorized }),
    ]);
  });

  it('lets a form show the failure itself (silent) while still rejecting', async () => {
    const { client } = clientFor({
      'POST /app/x': () => ({ status: 400, body: { success: false, message: 'Nope' } }),
    });
    await expect(client.post('/app/x', {}, { silent: true })).rejects.toThrow('Nope');
    expect(shownNotices()).toEqual([]);
  });

  it('sends a 302 (an opaque redirect under redirect:manual) to the login page', async () => {
    const { client, env } = clientFor({ 'GET /app/x': () => opaqueRedirect() });
    client.startSession(aLogin());

    const error = await rejectionOf(client.get('/app/x'));

    expect(error.reason).toBe('unauthorized');
    expect(env.goTo).toHaveBeenCalledWith(LOGIN_URL);
    expect(readSession().sessionToken).toBeNull();
  });

  it('treats a plain HTTP 302 status the same way', async () => {
    const { client, env } = clientFor({
      'GET /app/x': () => jsonResponse({ status: 302, body: null }),
    });
    await rejectionOf(client.get('/app/x'));
    expect(env.goTo).toHaveBeenCalledWith(LOGIN_URL);
  });

  it("answers HTTP 500 with 'An error occurred, please try again'", async () => {
    const { client } = clientFor({
      'GET /app/x': () => ({ status: 500, body: { success: false, message: 'stack trace…' } }),
    });

    const error = await rejectionOf(client.get('/app/x'));

    expect(error.message).toBe(MESSAGES.genericServerError);
    expect(shownNotices()).toEqual([
      expect.objectContaining({ color: 'red', message: MESSAGES.genericServerError }),
    ]);
  });

  it("follows a 401's redirect_url without a notice", async () => {
    const { client, env } = clientFor({
      'GET /app/x': () => ({
        status: 401,
        body: { success: false, message: 'Please log in.', redirect_url: '/elsewhere' },
      }),
    });

    await rejectionOf(client.get('/app/x'));

    expect(env.goTo).toHaveBeenCalledWith('/elsewhere');
    expect(shownNotices()).toEqual([]);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('forgets the session when a 401 redirects to the login page', async () => {
    const { client, env } = clientFor({
      'GET /app/x': () => ({
        status: 401,
        body: { success: false, message: 'Please log in.', redirect_url: LOGIN_URL },
      }),
    });
    client.startSession(aLogin());

    await rejectionOf(client.get('/app/x'));

    expect(env.goTo).toHaveBeenCalledWith(LOGIN_URL);
    expect(readSession().sessionToken).toBeNull();
  });

  it("shows a 401's message, then reloads after 5 s", async () => {
    vi.useFakeTimers();
    const { client, env } = clientFor({
      'GET /app/x': () => ({ status: 401, body: { success: false, message: 'Not yours.' } }),
    });

    await rejectionOf(client.get('/app/x'));

    expect(shownNotices()).toEqual([
      expect.objectContaining({ color: 'red', message: 'Not yours.', id: NOTICE_IDS.unauthorized }),
    ]);
    vi.advanceTimersByTime(UNAUTHORIZED_RELOAD_MS - 1);
    expect(env.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'You do not have authorization to perform this action.' on a bare 401", async () => {
    vi.useFakeTimers();
    const { client, env } = clientFor({
      'GET /app/x': () => jsonResponse({ status: 401, body: null }),
    });

    await rejectionOf(client.get('/app/x'));
    await rejectionOf(client.get('/app/x'));

    expect(shownNotices()).toEqual([expect.objectContaining({ message: MESSAGES.notAuthorized })]);
    vi.advanceTimersByTime(UNAUTHORIZED_RELOAD_MS);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores unauthorized answers during sign-off and verify: no redirect, no reload', async () => {
    vi.useFakeTimers();
    const { client, env } = clientFor({
      'POST /app/auth/logout': () => ({ status: 401, body: { success: false, message: 'Gone' } }),
      'GET /app/auth/verify_email/t': () => opaqueRedirect(),
    });

    const logout = await rejectionOf(
      client.post('/app/auth/logout', undefined, { ignoreUnauthorized: true, silent: true }),
    );
    const verify = await rejectionOf(
      client.get('/app/auth/verify_email/t', { ignoreUnauthorized: true, silent: true }),
    );

    expect(logout.message).toBe('Gone');
    expect(verify.reason).toBe('unauthorized');
    vi.advanceTimersByTime(UNAUTHORIZED_RELOAD_MS * 2);
    expect(env.goTo).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
    expect(shownNotices()).toEqual([]);
  });

  it('shows a lasting "internet is down" notice when a request cannot be sent, gone once one works', async () => {
    let online = false;
    const { client } = clientFor({
      'GET /app/x': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: { success: true } };
      },
    });

    const first = await rejectionOf(client.get('/app/x'));
    await rejectionOf(client.get('/app/x'));

    expect(first.reason).toBe('network');
    expect(shownNotices()).toEqual([
      expect.objectContaining({
        id: NOTICE_IDS.internetDown,
        message: MESSAGES.internetDown,
        autoClose: false,
      }),
    ]);

    online = true;
    await client.get('/app/x');
    expect(shownNotices()).toEqual([]);
  });

  it('tries to reconnect every 5 s while down, and refetches once the server answers again', async () => {
    vi.useFakeTimers();
    let online = false;
    const { client, env } = clientFor({
      'GET /app/x': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /app/user': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 401, body: { success: false, message: 'Please log in' } };
      },
    });
    const onReconnect = vi.fn();
    const reconnecting = createApiClient({ ...env, fetch: env.fetch, onReconnect });
    await rejectionOf(reconnecting.get('/app/x'));
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS);
    expect(shownNotices()).toHaveLength(1);
    online = true;
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS);
    expect(shownNotices()).toEqual([]);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(client).not.toBe(reconnecting);
  });

  it('passes an aborted request on untouched (a cancelled query is no failure)', async () => {
    const { client } = clientFor({
      'GET /app/x': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(client.get('/app/x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(shownNotices()).toEqual([]);
  });

  it('warns once, for 15 s, when the server runs another version', async () => {
    const { client } = clientFor({
      'GET /app/x': () => ({
        body: { success: true },
        headers: { [HEADERS.currentAppVersion]: '9.9.9' },
      }),
    });

    await client.get('/app/x');
    await client.get('/app/x');

    expect(shownNotices()).toEqual([
      expect.objectContaining({
        color: NOTICE_COLORS.warning,
        message: appUpdatedMessage(APP_NAME),
        autoClose: VERSION_WARNING_MS,
      }),
    ]);
    expect(appUpdatedMessage(APP_NAME)).toBe('Quire has been updated. Please refresh the page.');
  });

  it('says nothing when the versions agree', async () => {
    const { client } = clientFor({
      'GET /app/x': () => ({
        body: { success: true },
        headers: { [HEADERS.currentAppVersion]: APP_VERSION },
      }),
    });
    await client.get('/app/x');
    expect(shownNotices()).toEqual([]);
  });

  it('logs out of a replaced session: GET /app/user answering for another user', async () => {
    const { client, env } = clientFor({
      'GET /app/user': () => ({
        body: { success: true, user: aUser({ key: 'someone-else' }), user_can_browse: true },
      }),
    });
    client.startSession(aLogin({ user_key: 'user-1' }));

    const error = await rejectionOf(client.get('/app/user'));

    expect(error.reason).toBe('session_changed');
    expect(shownNotices()).toEqual([
      expect.objectContaining({ color: 'red', message: MESSAGES.loggedOutOfPreviousSession }),
    ]);
    expect(env.goTo).toHaveBeenCalledWith(LOGIN_URL);
  });

  it('accepts GET /app/user for the same user, and adopts the user when none was known', async () => {
    const { client, env } = clientFor({
      'GET /app/user': () => ({ body: { success: true, user: aUser(), user_can_browse: true } }),
    });

    await client.get('/app/user');
    client.startSession(aLogin({ user_key: 'user-1' }));
    await client.get('/app/user');

    expect(env.goTo).not.toHaveBeenCalled();
    expect(readSession().userKey).toBe('user-1');
  });

  it('rejects an answer that is not JSON with a generic message', async () => {
    const { client } = clientFor({
      'GET /app/x': () => new Response('<html>', { status: 200 }),
    });
    await expect(client.get('/app/x')).rejects.toThrow(MESSAGES.anErrorOccurred);
  });
});
