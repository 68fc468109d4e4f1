import {
  DEFAULT_PERMISSIONS,
  MESSAGES,
  passwordTooShortMessage,
  type InstanceSettings,
  type User,
} from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount, instanceSettingsRoute } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { stubProfileServer } from '../test-support/profile-server.ts';

type Options = {
  user?: Partial<User>;
  canUpdateDetails?: boolean;
  /** POST /app/user's refusal, asked each time (so a test can stop refusing). */
  refuse?: () => string | undefined;
  instance?: Partial<InstanceSettings>;
};

/** A server that keeps the user, answers the profile's calls, or refuses POST /app/user. */
const profileServer = ({
  user: overrides = {},
  canUpdateDetails = true,
  refuse,
  instance = {},
}: Options = {}) => {
  let user = aUser({ dialing_code: '+27', ...overrides });
  const permissions = {
    ...DEFAULT_PERMISSIONS,
    user_profile_permissions: {
      ...DEFAULT_PERMISSIONS.user_profile_permissions,
      can_update_details: canUpdateDetails,
    },
  };
  return stubProfileServer({
    ...instanceSettingsRoute(instance),
    'GET /app/user': () => ({
      body: { success: true, user, user_can_browse: true, user_account_key: 'ua-personal' },
    }),
    'GET /app/user/user_accounts': () => ({
      body: {
        success: true,
        user_accounts: [
          aUserAccount({ permissions }),
          aUserAccount({
            key: 'ua-team',
            account_key: 'acc-team',
            account_name: 'Lovelace Ltd',
            is_personal_account: false,
          }),
        ],
      },
    }),
    'POST /app/user': (request: FakeRequest) => {
      const refusal = refuse?.();
      if (refusal) return { status: 400, body: { success: false, message: refusal } };
      const data = (request.body as { data: Record<string, unknown> }).data;
      const { password: _p, current_password: _c, ...fields } = data;
      user = { ...user, ...fields, has_password: true } as User;
      const message = data.password ? MESSAGES.passwordUpdated : MESSAGES.userUpdated;
      return { body: { success: true, message, user } };
    },
    'POST /app/user/request_otp': () => ({
      body: {
        success: true,
        message: 'A verification code has been sent to +27 ••• ••34.',
        resend_after_seconds: 15,
      },
    }),
    'POST /app/user/verify_mobile': (request: FakeRequest) => {
      const { verification_otp } = request.body as { verification_otp: string };
      if (verification_otp !== '123456')
        return {
          status: 400,
          body: {
            success: false,
            message: 'The verification code is incorrect. 4 attempts left.',
          },
        };
      user = { ...user, mobile_verified_at: '2026-11-24T10:00:00.000Z' };
      return { body: { success: true, message: 'Your mobile number is verified.', user } };
    },
  });
};

const openProfile = async (options?: Options) => {
  api.startSession(aLogin());
  const fetch = profileServer(options);
  const rendered = renderApp('#profile');
  const details = await screen.findByRole('region', { name: 'Details' });
  return { ...rendered, fetch, details };
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#profile details', () => {
  it('saves a name once, after typing stops, and says so', async () => {
    const { user, fetch, details } = await openProfile();
    const name = within(details).getByLabelText('Full name');
    await user.clear(name);
    expect(await within(details).findByText('Please enter your full name.')).toBeTruthy();
    // Two changes in quick succession (typing is slow on a busy machine): one save, the last.
    fireEvent.change(name, { target: { value: 'Ada K' } });
    fireEvent.change(name, { target: { value: 'Ada King' } });
    expect(within(details).getByText('Saving…')).toBeTruthy();
    expect(await within(details).findByText('Saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user').map((r) => r.body)).toEqual([
      { data: { full_name: 'Ada King' } },
    ]);
  });

  it('saves a mobile number typed locally in E.164 and refuses one that is not', async () => {
    const { user, fetch, details } = await openProfile();
    const mobile = within(details).getByLabelText('Mobile number');
    await user.type(mobile, '12');
    expect(await within(details).findByText('Not a valid mobile')).toBeTruthy();
    await user.clear(mobile);
    await user.type(mobile, '082 555 1234');
    await within(details).findByText('Saved', {}, { timeout: 5000 });
    expect(requestsTo(fetch, 'POST /app/user').at(-1)!.body).toEqual({
      data: { mobile_number: '+27825551234', dialing_code: '+27' },
    });
    expect(await within(details).findByText('Not verified')).toBeTruthy();
  });

  it('chooses the default workspace and switches news mails', async () => {
    const { user, fetch, details } = await openProfile();
    await user.click(within(details).getByRole('switch', { name: /Send me news about Quire/ }));
    await user.click(within(details).getByRole('combobox', { name: 'Default workspace' }));
    await user.click(await screen.findByRole('option', { name: 'Lovelace Ltd' }));
    await within(details).findByText('Saved', {}, { timeout: 5000 });
    // One request or two, depending on how quickly the second change followed the first.
    const sent = requestsTo(fetch, 'POST /app/user').map((r) => (r.body as { data: object }).data);
    expect(Object.assign({}, ...sent)).toEqual({
      receive_updates: true,
      default_user_account_key: 'ua-team',
    });
  });

  it('shows a refusal as "Not saved" with its reason, and "Try again" sends the kept change', async () => {
    let refusal: string | undefined = "You don't have permission.";
    const { fetch, user, details } = await openProfile({ refuse: () => refusal });
    fireEvent.change(within(details).getByLabelText('Full name'), {
      target: { value: 'Ada King' },
    });
    const status = within(details).getByRole('status');
    await waitFor(
      () => expect(status.textContent).toBe("Not saved: You don't have permission. Try again"),
      { timeout: 5000 },
    );

    refusal = undefined;
    await user.click(within(status).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status.textContent).toBe('Saved'));
    expect(requestsTo(fetch, 'POST /app/user').map((r) => r.body)).toEqual([
      { data: { full_name: 'Ada King' } },
      { data: { full_name: 'Ada King' } },
    ]);
  });

  it('locks the fields when the workspace does not allow changing details', async () => {
    const { details } = await openProfile({ canUpdateDetails: false });
    expect(await within(details).findByText(/does not let you change your details/)).toBeTruthy();
    expect((within(details).getByLabelText('Full name') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('#profile mobile verification', () => {
  it('sends a code by WhatsApp, refuses a wrong one and marks the number verified', async () => {
    const { user, fetch, details } = await openProfile({
      user: { mobile_number: '+27825551234' },
    });
    await user.click(within(details).getByRole('button', { name: 'Verify number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    await user.click(within(dialog).getByText('WhatsApp'));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText('A verification code has been sent to +27 ••• ••34.'),
    ).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user/request_otp')[0]!.body).toEqual({
      mobile_number: '+27825551234',
      otp_type: 'verify_mobile',
      communication_channel: 'whatsapp',
    });
    expect(
      (within(dialog).getByRole('button', { name: /Send a new code in/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const code = within(dialog).getByLabelText('Verification code');
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      within(dialog).getByText('The verification code needs at least 4 characters.'),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, '654321{Enter}');
    expect(
      await within(dialog).findByText('The verification code is incorrect. 4 attempts left.'),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(details).findByText('Verified')).toBeTruthy();
  });
});

describe('#profile password', () => {
  it('changes the password with the current one', async () => {
    const { user, fetch } = await openProfile();
    const section = screen.getByRole('region', { name: 'Password' });
    await user.type(within(section).getByLabelText('New password'), 'abc');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText('Please enter your current password.')).toBeTruthy();
    expect(
      within(section).getByText('Please enter a password at least 5 characters long'),
    ).toBeTruthy();
    await user.type(within(section).getByLabelText('Current password'), 'old secret');
    await user.type(within(section).getByLabelText('New password'), 'defgh');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Password updated')).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user')[0]!.body).toEqual({
      data: { password: 'abcdefgh', current_password: 'old secret' },
    });
  });

  it("says and checks the instance's PASSWORD_MIN_LENGTH", async () => {
    const { user, fetch } = await openProfile({ instance: { password_min_length: 10 } });
    const section = screen.getByRole('region', { name: 'Password' });
    expect(await within(section).findByText('At least 10 characters')).toBeTruthy();
    await user.type(within(section).getByLabelText('Current password'), 'old secret');
    await user.type(within(section).getByLabelText('New password'), '123456789');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText(passwordTooShortMessage(10))).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user')).toHaveLength(0);
    await user.type(within(section).getByLabelText('New password'), '0');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Password updated')).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user')[0]!.body).toEqual({
      data: { password: '1234567890', current_password: 'old secret' },
    });
  });

  it('lets an account made by signing choose its first password (post-signing password)', async () => {
    const { user, fetch } = await openProfile({ user: { has_password: false } });
    const section = screen.getByRole('region', { name: 'Password' });
    expect(within(section).getByRole('heading', { name: 'Choose a password' })).toBeTruthy();
    expect(within(section).queryByLabelText('Current password')).toBeNull();
    await user.type(within(section).getByLabelText('New password'), 'first one');
    await user.click(within(section).getByRole('button', { name: 'Set password' }));
    expect(await within(section).findByText('Password updated')).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user')[0]!.body).toEqual({
      data: { password: 'first one' },
    });
  });
});

describe('#profile page', () => {
  it('is reached from the user menu and lists its sections', async () => {
    api.startSession(aLogin());
    profileServer();
    const { user } = renderApp('#documents');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('link', { name: 'Profile' }));
    const nav = await screen.findByRole('navigation', { name: 'Profile sections' });
    await user.click(within(nav).getByRole('button', { name: 'Password' }));
    expect(within(nav).getByRole('button', { name: 'Password' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(window.location.hash).toBe('#profile?section=password');
  });
});
