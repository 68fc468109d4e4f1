import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from '../signers/pack-save-queues.ts';
import { aSetupPack, renderWithPack } from '../signers/panel-test-support.tsx';
import { SettingsPanel } from './settings-panel.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  resetPackSaveQueues();
});

const UPDATE = 'POST /app/documents/pack-1/update_document';

describe("the pack's date format in the editor's settings", () => {
  it('offers the formats by example and saves the choice through update_document', async () => {
    const pack = aSetupPack();
    const { user, fetch } = renderWithPack(pack, <SettingsPanel pack={pack} />, {
      [UPDATE]: () => ({ body: { success: true, date_updated: '2026-01-03T00:00:00.000Z' } }),
    });
    const select = screen.getByRole('combobox', { name: 'Date format' });
    expect((select as HTMLInputElement).value).toBe('2026-11-24 (yyyy-mm-dd)');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '24 November 2026 (d mmmm yyyy)' }));
    await waitFor(() =>
      expect(requestsTo(fetch, UPDATE).map((r) => (r.body as { data: object }).data)).toEqual([
        { date_format: 'd mmmm yyyy' },
      ]),
    );
    expect((select as HTMLInputElement).value).toBe('24 November 2026 (d mmmm yyyy)');
  });
});
