import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { aChild, aPack } from '../test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../test-support/documents-server.ts';
import { conversionPollDelay } from './use-pack.ts';

window.scrollTo = () => {};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('conversion progress (spec §9: document updates while converting)', () => {
  it('polls quickly at first, then every 10 s', () => {
    expect(conversionPollDelay(0)).toBe(2_000);
    expect(conversionPollDelay(4)).toBe(2_000);
    expect(conversionPollDelay(5)).toBe(10_000);
  });

  it('shows progress while converting and the pages once get_document_updates says it changed', async () => {
    api.startSession(aLogin());
    let done = false;
    const converting = aChild({
      conversion_state: 'converting',
      upload_progress: 40,
      image_blob_serving_urls: [],
      image_blob_metadata: [],
    });
    const fetch = stubDocumentsServer({
      'GET /app/documents/pack-1': () => ({
        body: { success: true, document: aPack([done ? aChild() : converting]) },
      }),
      'GET /app/documents/child-1/get_document_updates': () => {
        done = true;
        return { body: { success: true, document: aChild() } };
      },
    });
    renderApp('#documents/pack-1');

    const bar = await screen.findByRole('progressbar', { name: 'Converting Lease agreement' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('2 pages', {}, { timeout: 4000 })).toBeTruthy();
    expect(
      requestsTo(fetch, 'GET /app/documents/child-1/get_document_updates')[0]?.search,
    ).toContain('conversion=true');
  });
});
