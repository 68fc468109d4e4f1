import { stubServer, type FakeHandlers } from './fake-fetch.ts';
import { aUser, aUserAccount } from './fixtures.ts';

/** The calls every logged-in screen makes (the shell's user, accounts, notifications), answered, plus a test's own. */
export const stubLoggedInServer = (handlers: FakeHandlers = {}) =>
  stubServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser(),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    'GET /app/user/user_accounts': () => ({
      body: { success: true, user_accounts: [aUserAccount()] },
    }),
    'GET /app/notifications': () => ({
      body: { success: true, notifications: [], cursor: null, unread_count: 0 },
    }),
    ...handlers,
  });
