import { TWO_STEP_MESSAGES, type TwoStepStatus } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeHandlers, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin, aUser } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { stubProfileServer, twoStepOff } from '../test-support/profile-server.ts';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

const PASSWORD = 'my password';

/** A server keeping the user's two-step status (`start` over "not set up"). */
const server = (
  mandatory: boolean,
  start: Partial<TwoStepStatus> = {},
  extra: FakeHandlers = {},
) => {
  const status = twoStepOff({
    settings: { is_mandatory: mandatory, options: ['pin', 'time_one_time_pin'], default: 'pin' },
    setup_required: mandatory,
    ...start,
  });
  return stubProfileServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser(),
        user_can_browse: true,
        user_account_key: 'ua-personal',
        two_step_setup_required: status.setup_required,
      },
    }),
    'GET /app/user/two_step': () => ({ body: { success: true, two_step: status } }),
    'POST /app/user/two_step/recovery_codes': (request: FakeRequest) => {
      if ((request.body as { current_password?: string }).current_password !== PASSWORD)
        return { status: 403, body: { success: false, message: 'That password is not correct.' } };
      status.recovery_codes_left = CODES.length;
      return { body: { success: true, recovery_codes: CODES } };
    },
    'POST /app/user': () => {
      Object.assign(status, {
        enabled: true,
        method: 'pin',
        recovery_codes_left: 10,
        setup_required: false,
      });
      return {
        body: {
          success: true,
          message: 'User has been updated.',
          user: aUser({
            use_two_factor_authentication: true,
            two_factor_pin_method: 'pin',
            recovery_codes: CODES,
          }),
        },
      };
    },
    ...extra,
  });
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#profile two-step section', () => {
  it('mandatory and missing: every screen is the setup, with why and a way out, until it is done', async () => {
    api.startSession(aLogin());
    const fetch = server(true);
    const { user } = renderApp('#documents');
    const forced = await screen.findByRole('heading', { name: 'Secure your account to continue' });
    expect(forced).toBeTruthy();
    expect(screen.getByText(new RegExp(TWO_STEP_MESSAGES.mandatory))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    // Nothing else of the app asks the server (it would refuse).
    expect(requestsTo(fetch, 'GET /app/user/user_accounts')).toHaveLength(0);

    const setup = screen.getByRole('region', { name: 'Two-step authentication' });
    await user.type(await within(setup).findByLabelText('New PIN'), '4821');
    await user.type(within(setup).getByLabelText('PIN again'), '4821');
    await user.click(within(setup).getByRole('button', { name: 'Turn on with this PIN' }));
    // The codes are shown once: the app stays on them until they are put away.
    expect(await within(setup).findAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Secure your account to continue' })).toBeTruthy();
    await user.click(within(setup).getByRole('button', { name: 'I have saved them' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(screen.queryByRole('heading', { name: 'Secure your account to continue' })).toBeNull();
  });

  it('mandatory and missing: a passkey meets it too, and the app opens once the server agrees', async () => {
    api.startSession(aLogin());
    let required = true;
    const laptop = { credential_id: 'pk-1', name: 'Laptop', date_created: '2026-11-24T10:00:00Z' };
    let passkeys: object[] = [];
    server(
      true,
      {},
      {
        'GET /app/user': () => ({
          body: {
            success: true,
            user: aUser(),
            user_can_browse: true,
            user_account_key: 'ua-personal',
            two_step_setup_required: required,
          },
        }),
        'GET /app/user/passkeys': () => ({ body: { success: true, passkeys } }),
      },
    );
    const { user, queryClient } = renderApp('#documents');
    const option = await screen.findByRole('region', { name: 'Use a passkey' });
    expect(await within(option).findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    // A passkey was added (the WebAuthn ceremony is the passkeys section's, tested there and in
    // passkeys.spec.ts): the list comes back with it and the server no longer requires setup.
    passkeys = [laptop];
    required = false;
    await queryClient.invalidateQueries();
    await user.click(
      await within(option).findByRole('button', { name: 'Continue to your documents' }),
    );
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    expect(screen.queryByRole('heading', { name: 'Secure your account to continue' })).toBeNull();
  });

  it('checks the PIN, turns two-step on and shows the recovery codes once', async () => {
    api.startSession(aLogin());
    const fetch = server(false);
    const { user } = renderApp('#profile');
    const section = await screen.findByRole('region', { name: 'Two-step authentication' });
    await user.click(
      await within(section).findByRole('button', { name: 'Set up two-step authentication' }),
    );
    await user.type(within(section).getByLabelText('New PIN'), '123');
    await user.click(within(section).getByRole('button', { name: 'Turn on with this PIN' }));
    expect(within(section).getByText(TWO_STEP_MESSAGES.pinTooShort)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user')).toHaveLength(0);

    await user.type(within(section).getByLabelText('New PIN'), '4');
    await user.type(within(section).getByLabelText('PIN again'), '1234');
    await user.click(within(section).getByRole('button', { name: 'Turn on with this PIN' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(requestsTo(fetch, 'POST /app/user')[0]?.body).toEqual({
      data: { use_two_factor_authentication: true, two_factor_pin_method: 'pin', pin: '1234' },
    });
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await within(section).findByText('Personal PIN')).toBeTruthy();
  });

  it('offers a user whose only second step is a passkey their recovery codes', async () => {
    api.startSession(aLogin());
    const fetch = server(true, { has_passkey: true, setup_required: false });
    const { user } = renderApp('#profile?section=two-step');
    const section = await screen.findByRole('region', { name: 'Two-step authentication' });
    await waitFor(() =>
      expect(section.textContent).toContain('You log in with your password and a passkey'),
    );
    expect(within(section).getByText('On')).toBeTruthy();
    expect(within(section).getByText(/You have no recovery codes/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Turn off' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Get recovery codes' }));
    await user.type(within(section).getByLabelText('Current password'), 'wrong');
    await user.click(within(section).getByRole('button', { name: 'Get recovery codes' }));
    expect(await within(section).findByText('That password is not correct.')).toBeTruthy();
    await user.clear(within(section).getByLabelText('Current password'));
    await user.type(within(section).getByLabelText('Current password'), PASSWORD);
    await user.click(within(section).getByRole('button', { name: 'Get recovery codes' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(requestsTo(fetch, 'POST /app/user/two_step/recovery_codes').at(-1)?.body).toEqual({
      current_password: PASSWORD,
    });
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('10 of 10 recovery codes left.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });
});
