import { DEFAULT_PERMISSIONS, newSignatory, type Signatory, type UserAccount } from '@quire/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { ShellContext } from '../../../app/shell/shell-context.ts';
import type { FakeHandlers } from '../../../test/fake-fetch.ts';
import { aUser, aUserAccount } from '../../../test/fixtures.ts';
import { stubLoggedInServer } from '../../../test/logged-in-server.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { aChild, aPack } from '../../documents/test-support/document-fixtures.ts';

export const aSigner = (overrides: Partial<Signatory> & Pick<Signatory, 'uuid' | 'name'>) =>
  newSignatory(
    {
      position: 0,
      role: 'signer',
      email: `${overrides.name.split(' ')[0]!.toLowerCase()}@example.com`,
      status: 'awaiting_signatures',
      ...overrides,
    },
    '2026-01-01T10:00:00.000Z',
  );

/** Ada's pack out for signing: Sam has signed, Tia's turn, then Uma (sequential). */
export const anAwaitingPack = (overrides: Partial<PackDto> = {}): PackDto => ({
  ...aPack([aChild({ key: 'c1', status: 'awaiting_signatures' })], {
    status: 'awaiting_signatures',
    document_name: 'Lease agreement',
    sequential_signing: true,
    signatories: [
      aSigner({ uuid: 'sam', name: 'Sam Signer', position: 0, status: 'complete' }),
      aSigner({ uuid: 'tia', name: 'Tia Second', position: 1 }),
      aSigner({ uuid: 'uma', name: 'Uma Third', position: 2 }),
    ],
  }),
  ...overrides,
});

export const membershipWith = (
  documentPermissions: Partial<UserAccount['permissions']['document_permissions']> = {},
): UserAccount =>
  aUserAccount({
    permissions: {
      ...DEFAULT_PERMISSIONS,
      document_permissions: { ...DEFAULT_PERMISSIONS.document_permissions, ...documentPermissions },
    },
  });

/**
 * An owner's component at #documents/{pack} inside the shell's outlet context (Ada, signed in to
 * her personal workspace with `membership`), against a fake server.
 */
export const renderAsOwner = (
  pack: PackDto,
  ui: ReactElement,
  options: { handlers?: FakeHandlers; membership?: UserAccount | null; path?: string } = {},
) => {
  const fetch = stubLoggedInServer({
    [`GET /app/documents/${pack.key}`]: () => ({ body: { success: true, document: pack } }),
    ...options.handlers,
  });
  const shell: ShellContext = {
    currentUser: { user: aUser(), user_can_browse: true, user_account_key: 'ua-personal' },
    membership: options.membership === undefined ? membershipWith() : options.membership,
  };
  const queryClient = createQueryClient();
  queryClient.setQueryData(QUERY_KEYS.documentPack(pack.key), pack);
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={shell} />,
        children: [
          { path: '/documents/:id', element: ui },
          { path: '/documents/:id/:variant', element: ui },
          { path: '/documents', element: ui },
        ],
      },
    ],
    { initialEntries: [options.path ?? `/documents/${pack.key}`] },
  );
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, fetch, router, queryClient, user: userEvent.setup() };
};
