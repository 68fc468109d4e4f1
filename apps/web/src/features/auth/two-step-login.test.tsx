import { TWO_STEP_MESSAGES, type TwoStepLoginMethod } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { aLogin } from '../../test/fixtures.ts';
import { readSession } from '../../app/session-storage.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import {
  anAssertion,
  browserWithPasskeys,
  PASSKEY_OPTIONS_ANSWER,
} from './test-support/fake-webauthn.ts';

const CHALLENGE = {
  success: true,
  two_step_required: true,
  challenge_token: 'challenge-1',
  methods: ['sms_one_time_pin', 'recovery_code'] as TwoStepLoginMethod[],
  destination: '+27 ••• ••34',
  message: 'We sent a code.',
};

/** A login that asks for a second step among `methods`; a passkey answer is always accepted. */
const server = (methods: TwoStepLoginMethod[] = CHALLENGE.methods) =>
  stubLoggedInServer({
    'POST /app/auth/login': () => ({ body: { ...CHALLENGE, methods } }),
    'POST /app/auth/passkey/options': () => ({ body: PASSKEY_OPTIONS_ANSWER }),
    'POST /app/auth/passkey/verify': () => ({
      body: { success: true, message: TWO_STEP_MESSAGES.authenticated, ...aLogin() },
    }),
    'POST /app/auth/two_step': (request) => {
      const { code } = request.body as { code: string };
      return code === '123456' || code === 'abcde-fghij'
        ? { body: { success: true, message: TWO_STEP_MESSAGES.authenticated, ...aLogin() } }
        : { status: 401, body: { success: false, message: TWO_STEP_MESSAGES.codeWrong } };
    },
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const logIn = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('the login second step', () => {
  it('asks for the texted code, holds resend for 15 s, and logs in with a right code', async () => {
    const fetch = server();
    const { user } = renderApp('#login');
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Two-step authentication' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code to +27 ••• ••34.')).toBeTruthy();
    const code = screen.getByLabelText('Code from the text message');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const resend = screen.getByRole('button', { name: /Send a new code in 1[45] s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_MESSAGES.codeWrong)).toBeTruthy();
    expect(window.location.hash).toBe('#login');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_MESSAGES.authenticated)).toBeTruthy();
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(requestsTo(fetch, 'POST /app/auth/two_step').at(-1)?.body).toEqual({
      challenge_token: 'challenge-1',
      method: 'sms_one_time_pin',
      code: '123456',
    });
  });

  it('takes a recovery code instead', async () => {
    const fetch = server();
    const { user } = renderApp('#login');
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(requestsTo(fetch, 'POST /app/auth/two_step').at(-1)?.body).toMatchObject({
      method: 'recovery_code',
    });
  });
});

/** Whether `first` comes before `second` in the page. */
const precedes = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a passkey at the login second step', () => {
  it('offers the user’s passkey below the code form and enters the app with it', async () => {
    const get = browserWithPasskeys(async () => anAssertion());
    const fetch = server(['sms_one_time_pin', 'passkey', 'recovery_code']);
    const { user } = renderApp('#login');
    await logIn(user);
    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(precedes(screen.getByRole('button', { name: 'Verify' }), passkey)).toBe(true);
    expect(screen.getByLabelText('Code from the text message')).toBeTruthy();

    await user.click(passkey);
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(await screen.findByText(TWO_STEP_MESSAGES.authenticated)).toBeTruthy();
    expect(get).toHaveBeenCalledOnce();
    expect(requestsTo(fetch, 'POST /app/auth/passkey/options')[0]?.body).toEqual({
      challenge_token: 'challenge-1',
    });
    expect(requestsTo(fetch, 'POST /app/auth/passkey/verify')[0]?.body).toMatchObject({
      challenge_token: 'challenge-1',
      response: { id: 'Y3JlZA', type: 'public-key' },
    });
    expect(requestsTo(fetch, 'POST /app/auth/two_step')).toHaveLength(0);
    expect(readSession()).toMatchObject({ sessionToken: 'session-token' });
  });

  it('offers a passkey first to a user who has only a passkey, a recovery code below it', async () => {
    const get = browserWithPasskeys(async () => anAssertion());
    const fetch = server(['passkey', 'recovery_code']);
    const { user } = renderApp('#login');
    await logIn(user);
    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(screen.getByText('Use the passkey you added to your account.')).toBeTruthy();
    const recoveryCode = screen.getByLabelText('Recovery code');
    expect(precedes(passkey, screen.getByText('or use a recovery code'))).toBe(true);
    expect(precedes(passkey, recoveryCode)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Use a passkey' })).toHaveLength(1);

    await user.click(passkey);
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(get).toHaveBeenCalledOnce();
    expect(requestsTo(fetch, 'POST /app/auth/passkey/verify')[0]?.body).toMatchObject({
      challenge_token: 'challenge-1',
    });
    expect(readSession()).toMatchObject({ sessionToken: 'session-token' });
  });

  it('lets a user who has only a passkey log in with a recovery code instead', async () => {
    browserWithPasskeys(async () => anAssertion());
    const fetch = server(['passkey', 'recovery_code']);
    const { user } = renderApp('#login');
    await logIn(user);
    await user.type(await screen.findByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(requestsTo(fetch, 'POST /app/auth/two_step')[0]?.body).toEqual({
      challenge_token: 'challenge-1',
      method: 'recovery_code',
      code: 'abcde-fghij',
    });
    expect(requestsTo(fetch, 'POST /app/auth/passkey/verify')).toHaveLength(0);
  });
});
