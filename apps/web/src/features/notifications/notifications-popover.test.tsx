import type { Notification } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import { notificationTarget } from './notification-target.ts';
import { notificationsPollMs } from './use-notifications-feed.ts';

const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  key: 'n1',
  date_created: new Date().toISOString(),
  date_updated: new Date().toISOString(),
  date_read: null,
  read: false,
  related_key: null,
  related_key_type: null,
  url: '#team/new',
  message: 'You were added to Acme Legal.',
  ...overrides,
});

const serverFor = (verified: boolean, notifications: Notification[]) =>
  stubServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser({ verified }),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    'GET /app/user/user_accounts': () => ({
      body: { success: true, user_accounts: [aUserAccount()] },
    }),
    'GET /app/notifications': () => ({
      body: {
        success: true,
        notifications,
        cursor: null,
        unread_count: notifications.filter((n) => !n.read).length,
      },
    }),
    'POST /app/notifications/n1': () => ({ body: { success: true } }),
    'POST /app/notifications/mark_all_as_read': () => ({ body: { success: true } }),
    'POST /app/auth/resend_verification': () => ({ body: { success: true, message: 'Sent.' } }),
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('notifications popover', () => {
  it('marks a notification read on click and follows its url', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(true, [aNotification()]);
    const { user } = renderApp('#documents');

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByText('You were added to Acme Legal.'));

    await vi.waitFor(() => expect(requestsTo(fetch, 'POST /app/notifications/n1')).toHaveLength(1));
    await vi.waitFor(() => expect(window.location.hash).toBe('#team/new'));
  });

  it('marks all as read', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(true, [aNotification()]);
    const { user } = renderApp('#documents');

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/notifications/mark_all_as_read')).toHaveLength(1),
    );
  });

  it('is not loaded for an unverified user, who is asked to verify instead', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(false, []);
    const { user } = renderApp('#documents');

    expect(await screen.findByText('Please verify your email address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(requestsTo(fetch, 'GET /app/notifications')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/auth/resend_verification')).toHaveLength(1),
    );
  });

  it('polls every 120 s, every 300 s while the window is blurred (spec §9)', () => {
    expect(notificationsPollMs(true)).toBe(120_000);
    expect(notificationsPollMs(false)).toBe(300_000);
  });
});

describe('notificationTarget', () => {
  it('routes hash urls inside the app and sends server paths to the server', () => {
    expect(notificationTarget('#documents/abc')).toEqual({ kind: 'route', path: '/documents/abc' });
    expect(notificationTarget('/#team/k')).toEqual({ kind: 'route', path: '/team/k' });
    expect(notificationTarget('/app/documents/abc')).toEqual({
      kind: 'page',
      url: '/app/documents/abc',
    });
    expect(notificationTarget('https://quire.example/app/x')).toEqual({
      kind: 'page',
      url: 'https://quire.example/app/x',
    });
  });

  it('goes nowhere for empty or unsafe urls', () => {
    expect(notificationTarget(null)).toBeNull();
    expect(notificationTarget('  ')).toBeNull();
    expect(notificationTarget('javascript:alert(1)')).toBeNull();
    expect(notificationTarget('//evil.example')).toBeNull();
  });
});
