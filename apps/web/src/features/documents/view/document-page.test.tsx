import { MESSAGES } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { aChild, aPack } from '../test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../test-support/documents-server.ts';

// jsdom has no scrolling; the page virtualiser scrolls the window when page sizes settle.
window.scrollTo = () => {};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const first = aChild({ key: 'c1', document_name: 'Employment contract 2026', position: 0 });
const second = aChild({
  key: 'c2',
  document_name: 'Annex',
  position: 1,
  image_blob_serving_urls: ['/app/serve_image/a1'],
  image_blob_metadata: [first.image_blob_metadata![0]!],
});

describe('document view #documents/{id} (spec §2)', () => {
  it('shows a tab per child with §9 truncated names and the selected child’s pages', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([second, first]) },
      }),
    });
    const { user } = renderApp('#documents/pack-1');

    const tabs = await screen.findByRole('tablist', { name: 'Documents in this pack' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names).toEqual(['Employment con…', 'Annex']);
    expect(
      within(tabs).getByRole('tab', { name: 'Employment con…' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/app/serve_image/p1',
      '/app/serve_image/p2',
    ]);
    // The pack comes without its fields: the editor loads those itself.
    expect(requestsTo(fetch, 'GET /app/documents/pack-1')[0]?.search).not.toContain(
      'include_child_document_data_fields',
    );

    await user.click(within(tabs).getByRole('tab', { name: 'Annex' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/app/serve_image/a1',
    ]);
  });

  it('hides the tabs of a single child outside setup, and notes a document made from a template', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([first], { status: 'complete' }) },
      }),
    });
    renderApp('#documents/pack-1/from_template');
    expect(await screen.findByText('Created from a template')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('renames a child from its tab dropdown', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([first, second]) },
      }),
      'POST /app/documents/c2/update_document': () => ({
        body: { success: true, message: 'updated', date_updated: '2026-01-03T00:00:00.000Z' },
      }),
    });
    const { user } = renderApp('#documents/pack-1');
    await user.click(await screen.findByRole('button', { name: 'Options for Annex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename document' });
    const field = within(dialog).getByLabelText('Document name');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please insert a name for your document')).toBeTruthy();

    await user.type(field, 'Annex A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetch, 'POST /app/documents/c2/update_document')[0]?.body).toEqual({
      data: { document_name: 'Annex A' },
    });
  });

  it('asks with the §5 text before deleting a child, and says so when cancelled', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([first, second]) },
      }),
      'GET /app/documents/c2/delete_document': () => ({ body: { success: true } }),
    });
    const { user } = renderApp('#documents/pack-1');
    await user.click(await screen.findByRole('button', { name: 'Options for Annex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete document' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this document (Annex)? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(shownNotices().some((n) => n.message === 'Document deletion cancelled.')).toBe(true);
    expect(requestsTo(fetch, 'GET /app/documents/c2/delete_document')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Options for Annex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'GET /app/documents/c2/delete_document')).toHaveLength(1),
    );
  });

  it('asks for the password of an encrypted PDF and converts it again', async () => {
    api.startSession(aLogin());
    let unlocked = false;
    const locked = aChild({
      key: 'c1',
      document_name: 'Secret.pdf',
      status: 'conversion_error',
      conversion_state: 'error',
      conversion_error: { reason: 'pdf password required', message: 'This PDF needs a password.' },
      image_blob_serving_urls: [],
      image_blob_metadata: [],
    });
    const converting = {
      ...locked,
      status: 'setup' as const,
      conversion_state: 'converting' as const,
      conversion_error: null,
      upload_progress: 40,
      date_updated: '2026-01-05T00:00:00.000Z',
    };
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([unlocked ? converting : locked]) },
      }),
      'POST /app/documents/c1/dismiss_conversion_error': (request) => {
        const { pdf_password } = request.body as { pdf_password?: string };
        if (pdf_password !== 'open sesame')
          return { status: 400, body: { success: false, message: MESSAGES.wrongPdfPassword } };
        unlocked = true;
        return { body: { success: true, message: 'Converting.' } };
      },
      'GET /app/documents/c1/get_document_updates': () => ({
        body: { success: true, document: null },
      }),
    });
    const { user } = renderApp('#documents/pack-1');

    let dialog = await screen.findByRole('dialog', { name: 'This PDF is password protected' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter password' }));
    dialog = screen.getByRole('dialog', { name: 'This PDF is password protected' });
    await user.type(within(dialog).getByLabelText('PDF password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock PDF' }));
    expect(await within(dialog).findByText(MESSAGES.wrongPdfPassword)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('PDF password'));
    await user.type(within(dialog).getByLabelText('PDF password'), 'open sesame');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock PDF' }));
    expect(await screen.findByRole('progressbar', { name: 'Converting Secret.pdf' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      requestsTo(fetch, 'POST /app/documents/c1/dismiss_conversion_error').at(-1)?.body,
    ).toEqual({
      pdf_password: 'open sesame',
    });
  });

  it('explains other conversion errors and dismisses them', async () => {
    api.startSession(aLogin());
    const xfa = aChild({
      key: 'c1',
      conversion_state: 'error',
      conversion_error: {
        reason: 'xfa form not supported',
        message: 'XFA forms are not supported.',
      },
      image_blob_serving_urls: [],
    });
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({ body: { success: true, document: aPack([xfa]) } }),
      'POST /app/documents/c1/dismiss_conversion_error': () => ({ body: { success: true } }),
    });
    const { user } = renderApp('#documents/pack-1');
    const dialog = await screen.findByRole('dialog', { name: 'This PDF could not be converted' });
    expect(within(dialog).getByText(/This PDF is an XFA form/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/documents/c1/dismiss_conversion_error')[0]?.body).toEqual(
        {},
      ),
    );
  });
});
