import { MESSAGES } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { aChild, aDocument, aPack } from '../test-support/document-fixtures.ts';
import { queryOf, stubDocumentsServer } from '../test-support/documents-server.ts';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const lease = aDocument({ key: 'doc-lease', document_name: 'Lease agreement', status: 'setup' });
const nda = aDocument({
  key: 'doc-nda',
  document_name: 'Mutual NDA',
  status: 'awaiting_signatures',
});

describe('documents list (spec §2)', () => {
  it('lists documents with the §4 action label and sends the filters', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({
        body: { success: true, documents: [lease, nda], cursor: null },
      }),
    });
    const { user } = renderApp('#documents?document_status=setup');

    const table = await screen.findByRole('table', { name: 'Documents' });
    const leaseRow = within(table).getByText('Lease agreement').closest('tr')!;
    const ndaRow = within(table).getByText('Mutual NDA').closest('tr')!;
    expect(within(leaseRow).getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(within(ndaRow).getByRole('link', { name: 'View' })).toBeTruthy();
    expect(queryOf(requestsTo(fetch, 'GET /app/documents')[0]!.search)).toMatchObject({
      document_type: 'document',
      document_status: 'setup',
      is_trash_view: 'false',
    });

    await user.click(screen.getByRole('radio', { name: 'Templates' }));
    await vi.waitFor(() =>
      expect(
        requestsTo(fetch, 'GET /app/documents').some(
          (r) => queryOf(r.search).document_type === 'template',
        ),
      ).toBe(true),
    );
  });

  it('shows packs made meanwhile when the list is opened again, not what it held before', async () => {
    api.startSession(aLogin());
    let documents = [lease];
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents, cursor: null } }),
    });
    renderApp('#documents');
    await screen.findByText('Lease agreement');
    // A bulk send (or a colleague) makes a pack while the user is elsewhere in the app.
    documents = [lease, nda];
    window.location.hash = '#no_such_screen';
    await vi.waitFor(() => expect(screen.queryByText('Lease agreement')).toBeNull());
    window.location.hash = '#documents';
    expect(await screen.findByText('Mutual NDA')).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/documents')).toHaveLength(2);
  });

  it('searches after a 500 ms pause, and only with 3 characters or more', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({
        body: { success: true, documents: [lease, nda], cursor: null },
      }),
      'GET /app/search/documents': () => ({
        body: { success: true, search_documents: [nda], cursor: null, wait_for_response: false },
      }),
    });
    const { user } = renderApp('#documents');
    await screen.findByText('Lease agreement');

    await user.type(screen.getByLabelText('Search documents'), 'mu');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requestsTo(fetch, 'GET /app/search/documents')).toHaveLength(0);

    await user.type(screen.getByLabelText('Search documents'), 'tual');
    expect(requestsTo(fetch, 'GET /app/search/documents')).toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryByText('Lease agreement')).toBeNull(), {
      timeout: 2000,
    });
    const searches = requestsTo(fetch, 'GET /app/search/documents');
    expect(searches).toHaveLength(1);
    expect(queryOf(searches[0]!.search).search_query).toBe('mutual');
  });

  it('warns in the §8 words when a search fails', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [lease], cursor: null } }),
      'GET /app/search/documents': () => ({
        status: 400,
        body: { success: false, message: 'Please type at least 3 characters to search.' },
      }),
    });
    const { user } = renderApp('#documents');
    await screen.findByText('Lease agreement');
    await user.type(screen.getByLabelText('Search documents'), 'lease');
    await vi.waitFor(
      () => expect(shownNotices().map((n) => n.message)).toContain(MESSAGES.searchFailed),
      { timeout: 2000 },
    );
  });

  it('pages forward by cursor and back again', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': (request) =>
        queryOf(request.search).cursor === 'page-2'
          ? { body: { success: true, documents: [nda], cursor: null } }
          : { body: { success: true, documents: [lease], cursor: 'page-2' } },
    });
    const { user } = renderApp('#documents');
    await screen.findByText('Lease agreement');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Mutual NDA')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(queryOf(requestsTo(fetch, 'GET /app/documents').at(-1)!.search).cursor).toBe('page-2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Lease agreement')).toBeTruthy();
  });

  it('trashes the selected rows through the bulk-actions bar', async () => {
    api.startSession(aLogin());
    let trashed = false;
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({
        body: { success: true, documents: trashed ? [] : [lease, nda], cursor: null },
      }),
      'POST /app/bulk_actions/document_actions/delete_multiple_documents': () => {
        trashed = true;
        return { body: { success: true, message: 'Documents deleted.' } };
      },
    });
    const { user } = renderApp('#documents');
    await screen.findByText('Lease agreement');
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    await user.click(screen.getByLabelText('Select all'));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Move to trash' }));

    await vi.waitFor(() =>
      expect(
        requestsTo(fetch, 'POST /app/bulk_actions/document_actions/delete_multiple_documents')[0]
          ?.body,
      ).toEqual({ document_keys: ['doc-lease', 'doc-nda'] }),
    );
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(shownNotices().some((n) => n.message === 'Documents deleted.')).toBe(true);
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('merges two documents and opens the new one', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({
        body: { success: true, documents: [lease, nda], cursor: null },
      }),
      'POST /app/bulk_actions/document_actions/merge_multiple_documents': () => ({
        body: { success: true, document_key: 'merged', message: 'Merged.' },
      }),
      'GET /app/documents/merged': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'merged' }) },
      }),
    });
    const { user, router } = renderApp('#documents');
    await screen.findByText('Lease agreement');
    await user.click(screen.getByLabelText('Select Lease agreement'));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: 'Merge' })).toBeNull();
    await user.click(screen.getByLabelText('Select Mutual NDA'));
    await user.click(within(bar).getByRole('button', { name: 'Merge' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/documents/merged'));
    expect(
      requestsTo(fetch, 'POST /app/bulk_actions/document_actions/merge_multiple_documents')[0]
        ?.body,
    ).toEqual({ document_keys: ['doc-lease', 'doc-nda'] });
  });

  it('recovers and permanently deletes from the trash, asking first', async () => {
    api.startSession(aLogin());
    const gone = aDocument({ key: 'doc-gone', document_name: 'Old quote', is_deleted: true });
    const fetch = stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [gone], cursor: null } }),
      'GET /app/documents/doc-gone/recover_document': () => ({
        body: { success: true, message: 'Recovered.' },
      }),
      'DELETE /app/document_actions/doc-gone/permanently_delete_document': () => ({
        body: { success: true },
      }),
    });
    const { user } = renderApp('#trash');
    expect(await screen.findByRole('heading', { name: 'Trash' })).toBeTruthy();
    expect(queryOf(requestsTo(fetch, 'GET /app/documents')[0]!.search).is_trash_view).toBe('true');

    await user.click(await screen.findByRole('button', { name: 'Actions for Old quote' }));
    await user.click(screen.getByRole('menuitem', { name: 'Recover' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'GET /app/documents/doc-gone/recover_document')).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Old quote' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete permanently' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete permanently' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this document (Old quote)? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await vi.waitFor(() =>
      expect(
        requestsTo(fetch, 'DELETE /app/document_actions/doc-gone/permanently_delete_document'),
      ).toHaveLength(1),
    );
  });
});
