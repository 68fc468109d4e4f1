import { MESSAGES, fileTooLargeMessage } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { aChild, aPack } from '../test-support/document-fixtures.ts';
import { queryOf, stubDocumentsServer } from '../test-support/documents-server.ts';
import { FakeXhr, stubXhr } from '../test-support/fake-xhr.ts';
import { uploadPdf } from './upload-pdf.ts';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const pdf = (name = 'Lease.pdf') =>
  new File([new Uint8Array(3 * 1024 * 1024)], name, { type: 'application/pdf' });

const ticket = {
  success: true,
  url: '/app/blob_upload/fk-1?expires=1&signature=s',
  file_key: 'fk-1',
  redirect_document_key: 'pack-new',
  document: null,
};

describe('uploading a PDF (spec §7 Uploads)', () => {
  it('asks for a URL, PUTs the bytes with progress, confirms, and answers the pack key', async () => {
    api.startSession(aLogin());
    stubXhr();
    const fetch = stubDocumentsServer({
      'GET /app/get_document_upload_url': () => ({ body: ticket }),
      'POST /app/document_upload_success/pack-new': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'pack-new' }) },
      }),
    });
    const progress: number[] = [];
    const done = uploadPdf(pdf(), { documentPackKey: 'pack-9' }, (p) => progress.push(p));

    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type']]).toEqual([
      'PUT',
      ticket.url,
      'application/pdf',
    ]);
    // The signed URL is the whole authorisation: no session headers travel with the bytes.
    expect(xhr.headers.xsrf_token).toBeUndefined();
    expect(xhr.headers.session_token).toBeUndefined();
    xhr.progress(1, 4);
    xhr.progress(3, 4);
    xhr.answer(200);

    await expect(done).resolves.toBe('pack-new');
    expect(progress).toEqual([25, 75, 100]);
    expect(queryOf(requestsTo(fetch, 'GET /app/get_document_upload_url')[0]!.search)).toEqual({
      filename: 'Lease.pdf',
      size: '3.000',
      document_pack_key: 'pack-9',
    });
    expect(requestsTo(fetch, 'POST /app/document_upload_success/pack-new')[0]?.body).toEqual({
      file_key: 'fk-1',
    });
  });

  it("refuses a file that isn't a PDF before sending anything", async () => {
    const fetch = stubDocumentsServer({});
    const notPdf = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadPdf(notPdf, {}, () => {})).rejects.toThrow(
      `${MESSAGES.uploadFailedPrefix} ${MESSAGES.onlyPdf}`,
    );
    expect(requestsTo(fetch, 'GET /app/get_document_upload_url')).toHaveLength(0);
  });

  it("refuses a file over the instance's MAX_UPLOAD_MB before sending anything", async () => {
    const fetch = stubDocumentsServer({});
    await expect(uploadPdf(pdf(), { maxMb: 2 }, () => {})).rejects.toThrow(
      `${MESSAGES.uploadFailedPrefix} ${fileTooLargeMessage(2)}`,
    );
    expect(requestsTo(fetch, 'GET /app/get_document_upload_url')).toHaveLength(0);
  });

  it("shows 'Error uploading your file:/' and the server's message when the server refuses", async () => {
    api.startSession(aLogin());
    stubXhr();
    stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
      'GET /app/get_document_upload_url': () => ({ body: ticket }),
      'POST /app/document_upload_success/pack-new': () => ({
        status: 400,
        body: { success: false, message: MESSAGES.onlyPdf },
      }),
    });
    const { user, container } = renderApp('#documents');
    await screen.findByText('No documents yet');

    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf('fake.pdf'));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.progress(1, 2);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading fake.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    FakeXhr.last!.answer(200);

    const expected = `${MESSAGES.uploadFailedPrefix} ${MESSAGES.onlyPdf}`;
    expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
    expect(shownNotices().some((n) => n.message === expected)).toBe(true);
  });

  it('opens the new document once the upload is confirmed', async () => {
    api.startSession(aLogin());
    stubXhr();
    stubDocumentsServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
      'GET /app/get_document_upload_url': () => ({ body: ticket }),
      'POST /app/document_upload_success/pack-new': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'pack-new' }) },
      }),
      'GET /app/documents/pack-new': () => ({
        body: { success: true, document: aPack([aChild()], { key: 'pack-new' }) },
      }),
    });
    const { user, container, router } = renderApp('#documents');
    await screen.findByText('No documents yet');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, pdf());
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(200);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/documents/pack-new'));
  });
});
