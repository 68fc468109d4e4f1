import { MAIL_NOTIFICATION_DEFAULTS, type MailNotificationSettings } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../test/fake-fetch.ts';
import { aLogin, aUser } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import { stubProfileServer } from './test-support/profile-server.ts';

/** A server that keeps the user's switches, or refuses every change with `refusal`. */
const serverWith = (refusal?: string) => {
  const settings: MailNotificationSettings = { ...MAIL_NOTIFICATION_DEFAULTS };
  const answerUser = () => ({
    success: true,
    user: aUser({ mail_notifications: { ...settings } }),
  });
  return stubProfileServer({
    'GET /app/user': () => ({
      body: { ...answerUser(), user_can_browse: true, user_account_key: 'ua-personal' },
    }),
    'POST /app/user': (request: FakeRequest) => {
      if (refusal) return { status: 400, body: { success: false, message: refusal } };
      const body = request.body as {
        data: { mail_notifications: Partial<MailNotificationSettings> };
      };
      Object.assign(settings, body.data.mail_notifications);
      return { body: { ...answerUser(), message: 'updated' } };
    },
  });
};

const openDialog = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: /User menu/ }));
  await user.click(await screen.findByRole('button', { name: 'Email notifications' }));
  return screen.findByRole('dialog', { name: 'Email notifications' });
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('email notifications dialog', () => {
  it('shows one switch per mail at its value, and saves a switch flipped by keyboard', async () => {
    api.startSession(aLogin());
    const fetch = serverWith();
    const { user } = renderApp('#documents');
    const dialog = await openDialog(user);

    const viewed = within(dialog).getByRole('switch', { name: 'A signer opens a document' });
    expect((viewed as HTMLInputElement).checked).toBe(false);
    for (const name of ['A signer signs', 'A signer declines', 'A document is complete'])
      expect((within(dialog).getByRole('switch', { name }) as HTMLInputElement).checked).toBe(true);

    viewed.focus();
    await user.keyboard(' ');
    expect(
      await within(dialog).findByText(
        'Email notifications saved: you will get an email when a signer opens a document.',
      ),
    ).toBeTruthy();
    expect((viewed as HTMLInputElement).checked).toBe(true);
    expect(requestsTo(fetch, 'POST /app/user').map((r) => r.body)).toEqual([
      { data: { mail_notifications: { viewed: true } } },
    ]);

    await user.click(within(dialog).getByRole('switch', { name: 'A document is complete' }));
    expect(
      await within(dialog).findByText(
        'Email notifications saved: no more emails when a document is complete.',
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts a refused switch back and says why', async () => {
    api.startSession(aLogin());
    serverWith('Please log in again.');
    const { user } = renderApp('#documents');
    const dialog = await openDialog(user);

    const signed = within(dialog).getByRole('switch', { name: 'A signer signs' });
    await user.click(signed);
    expect(await within(dialog).findByText('Please log in again.')).toBeTruthy();
    await vi.waitFor(() => expect((signed as HTMLInputElement).checked).toBe(true));
    expect(within(dialog).queryByText(/Email notifications saved/)).toBeNull();
  });
});
