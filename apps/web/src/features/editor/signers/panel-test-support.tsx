import {
  DOCUMENT_FLAG_DEFAULTS,
  newSignatory,
  type Signatory,
  type SignerGroup,
} from '@quire/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { type FakeHandlers } from '../../../test/fake-fetch.ts';
import { aUser } from '../../../test/fixtures.ts';
import { stubLoggedInServer } from '../../../test/logged-in-server.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { aChild, aPack } from '../../documents/test-support/document-fixtures.ts';

export const aSignatory = (overrides: Partial<Signatory> = {}): Signatory =>
  newSignatory(
    {
      uuid: 'sig-1',
      position: 0,
      role: 'signer-1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      ...overrides,
    },
    '2026-01-01T10:00:00.000Z',
  );

export const aGroup = (overrides: Partial<SignerGroup> = {}): SignerGroup => ({
  uuid: 'group-1',
  name: 'Signer group 1',
  position: 0,
  date_created: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

export const aSetupPack = (overrides: Partial<PackDto> = {}): PackDto => ({
  ...aPack([aChild({ key: 'c1' })], { ...DOCUMENT_FLAG_DEFAULTS }),
  signer_groups: [],
  copy_recipients: [],
  ...overrides,
});

/**
 * One editor panel (or header button) at #documents/{pack}, the pack already loaded, against a
 * fake server whose user reads numbers with +27. '#documents' shows a stand-in list.
 */
export const renderWithPack = (pack: PackDto, ui: ReactElement, handlers: FakeHandlers = {}) => {
  const fetch = stubLoggedInServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser({ dialing_code: '+27' }),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    [`GET /app/documents/${pack.key}`]: () => ({ body: { success: true, document: pack } }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(QUERY_KEYS.documentPack(pack.key), pack);
  const router = createMemoryRouter(
    [
      { path: '/documents/:id', element: ui },
      { path: '/documents', element: <h1>Documents list</h1> },
    ],
    { initialEntries: [`/documents/${pack.key}`] },
  );
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const cached = () => queryClient.getQueryData<PackDto>(QUERY_KEYS.documentPack(pack.key));
  return { ...view, fetch, router, queryClient, cached, user: userEvent.setup() };
};
