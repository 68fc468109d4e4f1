import { DEFAULT_PERMISSIONS, MESSAGES, type DocumentDto } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin, aUserAccount } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { aChild, aDocument, aPack } from '../test-support/document-fixtures.ts';
import { queryOf, stubDocumentsServer } from '../test-support/documents-server.ts';
import { FakeXhr, stubXhr } from '../test-support/fake-xhr.ts';

window.scrollTo = () => {};

/** The first screen of a test waits for the shell's own calls too, which a busy machine slows. */
const FIRST_PAINT = { timeout: 5000 };

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const lease = aDocument({ key: 'doc-lease', document_name: 'Lease agreement' });
const nda = aDocument({ key: 'doc-nda', document_name: 'NDA' });
const leaseTemplate = aDocument({
  key: 'tpl-lease',
  document_name: 'Lease agreement',
  document_type: 'template',
});

/** The list, answering by the type filter it is asked for. */
const listOf =
  (documents: DocumentDto[], templates: DocumentDto[]) => (request: { search: string }) => ({
    body: {
      success: true,
      documents: queryOf(request.search).document_type === 'template' ? templates : documents,
      cursor: null,
    },
  });

const converted = (key: string) => () => ({
  body: {
    success: true,
    document: aDocument({ key, document_type: 'template' }),
    message: MESSAGES.convertedToTemplate,
  },
});

const noTemplatePermission = {
  'GET /app/user/user_accounts': () => ({
    body: {
      success: true,
      user_accounts: [
        aUserAccount({ permissions: { ...DEFAULT_PERMISSIONS, can_create_templates: false } }),
      ],
    },
  }),
};

describe('Save as template (§7 convert_to_template)', () => {
  it('from the document view menu, with a notice linking to the new template', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'pack-1', status: 'complete' }) },
      }),
      'GET /app/documents/pack-1/convert_to_template': converted('tpl-new'),
    });
    const { user } = renderApp('#documents/pack-1');
    await user.click(await screen.findByRole('button', { name: 'Document actions' }, FIRST_PAINT));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as template' }));

    const link = await screen.findByRole('link', { name: 'Open template' });
    expect(link.getAttribute('href')).toBe('#documents/tpl-new');
    expect(screen.getByText(/Saved as template\./)).toBeTruthy();
    const sent = requestsTo(fetch, 'GET /app/documents/pack-1/convert_to_template');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('xsrf_token')).toBe('xsrf-token');
  });

  it('from a list row menu', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': listOf([lease], []),
      'GET /app/documents/doc-lease/convert_to_template': converted('tpl-new'),
    });
    const { user } = renderApp('#documents');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Lease agreement' }, FIRST_PAINT),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Save as template' }));
    expect(await screen.findByRole('link', { name: 'Open template' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/documents/doc-lease/convert_to_template')).toHaveLength(1);
  });

  it('from the bulk bar, one template each, reporting a partial success', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': listOf([lease, nda], []),
      'GET /app/documents/doc-lease/convert_to_template': converted('tpl-1'),
      'GET /app/documents/doc-nda/convert_to_template': () => ({
        status: 403,
        body: { success: false, message: MESSAGES.mayNotCopy },
      }),
    });
    const { user } = renderApp('#documents');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Lease agreement' }, FIRST_PAINT),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select NDA' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Save as templates' }));

    expect(
      await screen.findByText(/\(Some\) Document\(s\) copied\. 1 of 2 saved as templates\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show templates' }).getAttribute('href')).toBe(
      '#documents?document_type=template',
    );
    expect(requestsTo(fetch, 'GET /app/documents/doc-lease/convert_to_template')).toHaveLength(1);
    expect(requestsTo(fetch, 'GET /app/documents/doc-nda/convert_to_template')).toHaveLength(1);
    // Each failure is in the summary, not a notice of its own.
    expect(screen.queryByText(MESSAGES.mayNotCopy)).toBeNull();
  });

  it('is not offered without can_create_templates', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({
      ...noTemplatePermission,
      'GET /app/documents': listOf([lease], []),
      'GET /app/documents/doc-lease': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'doc-lease' }) },
      }),
    });
    const { user } = renderApp('#documents');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Lease agreement' }, FIRST_PAINT),
    );
    expect(await screen.findByRole('menuitem', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Save as template' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Lease agreement' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: /Save as template/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Lease agreement' }));
    await user.click(await screen.findByRole('button', { name: 'Document actions' }, FIRST_PAINT));
    expect(await screen.findByRole('menuitem', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Save as template' })).toBeNull();
  });
});

describe('Use template (§7 create_a_copy with template_to_document)', () => {
  const fromTemplate = {
    'GET /app/documents/tpl-lease/create_a_copy': () => ({
      body: {
        success: true,
        document: aDocument({ key: 'doc-new' }),
        message: MESSAGES.copyCreated,
      },
    }),
    'GET /app/documents/doc-new': () => ({
      body: { success: true, document: aPack([aChild()], { key: 'doc-new' }) },
    }),
  };

  it('from the templates tab opens the new document in the editor', async () => {
    api.startSession(aLogin());
    const fetch = stubDocumentsServer({
      'GET /app/documents': listOf([lease], [leaseTemplate]),
      ...fromTemplate,
    });
    const { user, router } = renderApp('#documents?document_type=template');
    const row = (await screen.findByText('Lease agreement', {}, FIRST_PAINT)).closest('tr')!;
    expect(within(row).getByText('Template')).toBeTruthy();
    expect(within(row).queryByText('Setup')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Use template Lease agreement' }));

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/documents/doc-new/from_template'),
    );
    expect(requestsTo(fetch, 'GET /app/documents/tpl-lease/create_a_copy')[0]?.search).toContain(
      'template_to_document=true',
    );
    expect(await screen.findByText('Created from a template')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.copyCreated)).toBeTruthy();
  });

  it('from the template itself, which shows as a template rather than a pack in setup', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({
      'GET /app/documents/tpl-lease': () => ({
        body: {
          success: true,
          document: aPack([aChild()], { key: 'tpl-lease', document_type: 'template' }),
        },
      }),
      ...fromTemplate,
    });
    const { user, router } = renderApp('#documents/tpl-lease');
    expect(await screen.findByText('You are editing a template', {}, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByText('Template')).toBeTruthy();
    expect(screen.queryByText('Setup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request signatures' })).toBeNull();
    expect(screen.getByRole('link', { name: /Templates/ }).getAttribute('href')).toBe(
      '#/documents?document_type=template',
    );
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/documents/doc-new/from_template'),
    );
  });
});

describe('the empty templates tab', () => {
  it('offers to upload a PDF as a template or to choose a document', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({ 'GET /app/documents': listOf([lease], []) });
    const { user, router } = renderApp('#documents?document_type=template');
    expect(await screen.findByText('No templates yet', {}, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a PDF as a template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload template' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose a document' }));
    expect(await screen.findByText('Lease agreement')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('offers neither to a user who may not create templates', async () => {
    api.startSession(aLogin());
    stubDocumentsServer({ ...noTemplatePermission, 'GET /app/documents': listOf([], []) });
    renderApp('#documents?document_type=template');
    expect(await screen.findByText('No templates yet', {}, FIRST_PAINT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a PDF as a template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose a document' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload PDF' })).toBeTruthy();
  });
});

describe('the templates popup when there is nothing to use', () => {
  it('says why it failed, retries, and leads to the templates tab when there are none', async () => {
    api.startSession(aLogin());
    let failing = true;
    stubDocumentsServer({
      'GET /app/documents': (request) =>
        queryOf(request.search).document_type === 'template' && failing
          ? { status: 500, body: { success: false, message: 'An error occurred.' } }
          : listOf([lease], [])(request),
    });
    const { user, router } = renderApp('#documents');
    await user.click(await screen.findByRole('button', { name: 'Templates' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Templates' });
    expect((await within(dialog).findByRole('alert', {}, FIRST_PAINT)).textContent).toBe(
      MESSAGES.templatesFetchFailed,
    );

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/This workspace has no templates yet/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Go to the templates tab' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?document_type=template'));
    expect(await screen.findByText('No templates yet')).toBeTruthy();
  });
});

describe('uploading on the templates tab', () => {
  it('makes the PDF a template and opens it', async () => {
    api.startSession(aLogin());
    stubXhr();
    const fetch = stubDocumentsServer({
      'GET /app/documents': listOf([], []),
      'GET /app/get_document_upload_url': () => ({
        body: {
          success: true,
          url: '/app/blob_upload/fk-1?expires=1&signature=s',
          file_key: 'fk-1',
          redirect_document_key: 'tpl-up',
          document: null,
        },
      }),
      'POST /app/document_upload_success/tpl-up': () => ({
        body: {
          success: true,
          document: aPack([aChild()], { key: 'tpl-up', document_type: 'template' }),
        },
      }),
      'GET /app/documents/tpl-up': () => ({
        body: {
          success: true,
          document: aPack([aChild()], { key: 'tpl-up', document_type: 'template' }),
        },
      }),
    });
    const { user, container, router } = renderApp('#documents?document_type=template');
    await screen.findByText('No templates yet', {}, FIRST_PAINT);
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array(1024)], 'Lease.pdf', { type: 'application/pdf' }),
    );
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(200);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/documents/tpl-up'));
    expect(requestsTo(fetch, 'POST /app/document_upload_success/tpl-up')[0]?.body).toEqual({
      file_key: 'fk-1',
      document_type: 'template',
    });
    expect(await screen.findByText('You are editing a template', {}, FIRST_PAINT)).toBeTruthy();
  });
});
