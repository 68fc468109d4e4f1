import { newDataField, type DataField } from '@quire/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';
import { aChild, aPack } from '../documents/test-support/document-fixtures.ts';
import { stubDocumentsServer } from '../documents/test-support/documents-server.ts';
import { FIELD_CLIPBOARD_KEY } from './state/field-clipboard.ts';

// jsdom has no scrolling; the page virtualiser scrolls the window when page sizes settle.
window.scrollTo = () => {};
// Nor pointer capture, which a field's drag asks for.
Element.prototype.setPointerCapture = () => {};

afterEach(() => {
  api.endSession();
  clearNotices();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const child = aChild({ key: 'c1', document_name: 'Contract' });
const signature: DataField = {
  ...newDataField({ uuid: 'f1', document_key: 'c1', type: 'signature', page_index: 0 }),
  x: 100,
  y: 100,
  custom_id: 'signature_1',
  signatory_uuid: 'self',
};

const openEditor = (status: 'setup' | 'awaiting_signatures' = 'setup') => {
  api.startSession(aLogin());
  const fetch = stubDocumentsServer({
    'GET /app/documents/pack-1': () => ({
      body: { success: true, document: aPack([child], { status }) },
    }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: [signature] },
    }),
    'POST /app/documents/pack-1/add_update_data_field': (request) => {
      const { data } = request.body as { data: { uuid: string }[] };
      return {
        body: {
          success: true,
          data_fields: data.map((f) => ({
            uuid: f.uuid,
            date_updated: '2026-01-03T00:00:00.000Z',
            custom_id: null,
          })),
          date_updated: '2026-01-03T00:00:00.000Z',
          previous_update: '2026-01-02T10:00:00.000Z',
        },
      };
    },
  });
  return { fetch, ...renderApp('#documents/pack-1') };
};

const notices = () => shownNotices().map((n) => n.message);

describe('field editor (spec §2, §4, §9)', () => {
  it('deletes, undoes and saves the net change once after the debounce', async () => {
    const { fetch, user } = openEditor();
    const box = await screen.findByRole('button', { name: /^Signature field signature_1,/ });
    await user.pointer({ keys: '[MouseLeft]', target: box });
    expect(box.getAttribute('aria-pressed')).toBe('true');

    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /^Signature field signature_1,/ })).toBeNull();
    expect(screen.getByText('Saving your changes...')).toBeTruthy();
    await user.keyboard('{Control>}z{/Control}');
    expect(
      await screen.findByRole('button', { name: /^Signature field signature_1,/ }),
    ).toBeTruthy();

    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy(), {
      timeout: 3000,
    });
    const saves = requestsTo(fetch, 'POST /app/documents/pack-1/add_update_data_field');
    expect(saves).toHaveLength(1);
    const sent = (saves[0]!.body as { data: Record<string, unknown>[]; previous_update: string })
      .data;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ uuid: 'f1', removed: false, type: 'signature', x: 100 });
    expect(saves[0]!.body).toMatchObject({ previous_update: '2026-01-02T10:00:00.000Z' });

    await user.keyboard('{Shift>}{Alt>}{F11}{/Alt}{/Shift}');
    expect(notices()).toContain('Cleared 1 item(s) from the undo stack.');
  });

  it('copies the selection to the shared clipboard and pastes it with a fresh id', async () => {
    const { user } = openEditor();
    const box = await screen.findByRole('button', { name: /^Signature field signature_1,/ });
    await user.pointer({ keys: '[MouseLeft]', target: box });
    await user.keyboard('{Control>}c{/Control}');
    expect(notices()).toContain('Copied 1 field(s) to clipboard');
    expect(JSON.parse(localStorage.getItem(FIELD_CLIPBOARD_KEY)!)).toMatchObject({
      pack_key: 'pack-1',
      document_key: 'c1',
    });

    await user.keyboard('{Control>}v{/Control}');
    expect(notices()).toContain('Pasted 1 field(s)');
    expect(
      await screen.findByRole('button', { name: /^Signature field signature_2,/ }),
    ).toBeTruthy();
  });

  it('draws the fields read-only outside setup', async () => {
    const { fetch, user } = openEditor('awaiting_signatures');
    const box = await screen.findByRole('button', { name: /^Signature field signature_1,/ });
    await user.pointer({ keys: '[MouseLeft]', target: box });
    await user.keyboard('{Delete}');
    expect(screen.getByRole('button', { name: /^Signature field signature_1,/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(requestsTo(fetch, 'POST /app/documents/pack-1/add_update_data_field')).toHaveLength(0);
  });
});
