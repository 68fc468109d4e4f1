import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin, aUserAccount } from '../../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { aChild, aDocument, aPack } from '../test-support/document-fixtures.ts';
import { queryOf, stubDocumentsServer } from '../test-support/documents-server.ts';

window.scrollTo = () => {};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const lease = aDocument({ key: 'doc-lease', document_name: 'Lease agreement' });
const nda = aTemplate();

function aTemplate() {
  return aDocument({ key: 'tpl-nda', document_name: 'NDA template', document_type: 'template' });
}

describe('templates popup (spec §2)', () => {
  it('searches templates after 400 ms and starts a document from one', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': (request) => ({
        body: {
          success: true,
          documents: queryOf(request.search).document_type === 'template' ? [nda] : [lease],
          cursor: null,
        },
      }),
      'GET /app/search/documents': () => ({
        body: { success: true, search_documents: [nda], cursor: null, wait_for_response: false },
      }),
      'GET /app/documents/tpl-nda/create_a_copy': () => ({
        body: { success: true, document: aDocument({ key: 'from-nda' }), message: 'Copied.' },
      }),
      'GET /app/documents/from-nda': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'from-nda' }) },
      }),
    });
    const { user, router } = renderApp('#documents');
    await screen.findByText('Lease agreement');
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Templates' });
    expect(await within(dialog).findByText('NDA template')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Search templates'), 'nda t');
    await vi.waitFor(() => expect(requestsTo(fetch, 'GET /app/search/documents')).toHaveLength(1));
    expect(queryOf(requestsTo(fetch, 'GET /app/search/documents')[0]!.search)).toMatchObject({
      document_type: 'template',
      search_query: 'nda t',
    });

    await user.click(
      await within(dialog).findByRole('button', { name: 'Use template NDA template' }),
    );
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/documents/from-nda/from_template'),
    );
    expect(requestsTo(fetch, 'GET /app/documents/tpl-nda/create_a_copy')[0]?.search).toContain(
      'template_to_document=true',
    );
    expect(await screen.findByText('Created from a template')).toBeTruthy();
  });
});

describe('move and copy (spec §2 bulk actions)', () => {
  it("moves the selection to another of the user's workspaces", async () => {
    api.startSession(aLogin());
    const team = aUserAccount({
      key: 'ua-team',
      account_key: 'acc-team',
      account_name: 'Analytical Engines Ltd',
      is_personal_account: false,
    });
    const fetch = stubDocumentsServer({
      'GET /app/user/user_accounts': () => ({
        body: { success: true, user_accounts: [aUserAccount(), team] },
      }),
      'GET /app/documents': () => ({ body: { success: true, documents: [lease], cursor: null } }),
      'POST /app/copy_move_documents': () => ({
        body: { success: true, message: 'Lease agreement moved.' },
      }),
    });
    const { user } = renderApp('#documents');
    await user.click(await screen.findByLabelText('Select Lease agreement'));
    await user.click(screen.getByRole('button', { name: 'Move to workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Move or copy to a workspace' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Workspace' }));
    await user.click(screen.getByRole('option', { name: 'Analytical Engines Ltd' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move document' }));

    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/copy_move_documents')[0]?.body).toEqual({
        data: { document_keys: ['doc-lease'], action: 'move', to_account_key: 'acc-team' },
      }),
    );
    await vi.waitFor(() =>
      expect(shownNotices().some((n) => n.message === 'Lease agreement moved.')).toBe(true),
    );
  });

  it('copies the selection in place', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [lease], cursor: null } }),
      'POST /app/bulk_actions/document_actions/copy_multiple_documents': () => ({
        body: { success: true, partial: false, message: 'Document(s) copied.' },
      }),
    });
    const { user } = renderApp('#documents');
    await user.click(await screen.findByLabelText('Select Lease agreement'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() =>
      expect(
        requestsTo(fetch, 'POST /app/bulk_actions/document_actions/copy_multiple_documents')[0]
          ?.body,
      ).toEqual({ document_keys: ['doc-lease'], type: 'document' }),
    );
  });
});
