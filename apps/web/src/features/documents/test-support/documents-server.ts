import { stubServer, type FakeHandlers } from '../../../test/fake-fetch.ts';
import { aUser, aUserAccount } from '../../../test/fixtures.ts';

/** The logged-in shell's calls, answered, plus the documents calls a test hands in. */
export const stubDocumentsServer = (handlers: FakeHandlers) =>
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

export const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
