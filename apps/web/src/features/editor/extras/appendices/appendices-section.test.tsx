import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentAppendix } from '@quire/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubServer } from '../../../../test/fake-fetch.ts';
import { clearNotices, shownNotices } from '../../../../test/render-app.tsx';
import { renderExtras } from '../test-support/render-extras.tsx';
import { AppendicesSection } from './appendices-section.tsx';

const anAppendix = (patch: Partial<DocumentAppendix> = {}): DocumentAppendix => ({
  key: 'app-1',
  _id: 'app-1',
  document_key: 'pack-1',
  file_key: 'file-1',
  filename: 'Terms.pdf',
  custom_id: null,
  description: 'Supporting document',
  required: true,
  audience: 'all',
  position: 0,
  date_created: '2026-11-21T08:00:00.000Z',
  blob_serving_url: '/app/serve_appendix/app-1',
  ...patch,
});

const SAVE = 'POST /app/documents/pack-1/add_update_appendix';

describe('supporting documents', () => {
  let server: ReturnType<typeof stubServer>;
  beforeEach(() => {
    clearNotices();
    server = stubServer({
      'GET /app/documents/pack-1/appendices': () => ({
        body: { success: true, document_appendices: [anAppendix()] },
      }),
      [SAVE]: () => ({
        body: { success: true, document_appendix: { key: 'app-1', _id: 'app-1' } },
      }),
      'GET /app/get_document_appendix_upload_url/pack-1': () => ({
        body: { success: true, url: '/app/blob_upload/f', file_key: 'f' },
      }),
    });
  });
  afterEach(() => vi.useRealTimers());

  it("refuses an .exe before uploading anything: 'We currently don't accept executable files.'", async () => {
    const user = userEvent.setup();
    const { container } = renderExtras(
      <AppendicesSection packKey="pack-1" readOnly={false} canViewTeams={false} />,
    );
    await screen.findByRole('listitem', { name: 'Terms.pdf' });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['MZ'], 'setup.EXE', { type: 'application/octet-stream' }));

    // Beside the drop zone, and as the §8 danger notice.
    const inline = await screen.findByRole('alert', { name: 'Not uploaded' });
    expect(inline.textContent).toBe("We currently don't accept executable files.");
    expect(shownNotices().map((notice) => notice.message)).toContain(
      "We currently don't accept executable files.",
    );
    expect(requestsTo(server, 'GET /app/get_document_appendix_upload_url/pack-1')).toHaveLength(0);
  });

  it('saves a change 1 s after the last edit, once, with everything the row holds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderExtras(<AppendicesSection packKey="pack-1" readOnly={false} canViewTeams={false} />);
    const row = await screen.findByRole('listitem', { name: 'Terms.pdf' });
    const description = within(row).getByLabelText('Description');
    vi.useFakeTimers();
    fireEvent.change(description, { target: { value: 'Lease terms' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(description, { target: { value: 'Lease terms 2026' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(requestsTo(server, SAVE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requestsTo(server, SAVE)).toHaveLength(1);
    expect(requestsTo(server, SAVE)[0]?.body).toEqual({
      data: { key: 'app-1', description: 'Lease terms 2026', required: true, audience: 'all' },
    });
    vi.useRealTimers();
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe('Saved'));
  });

  it('offers the team audience only to users who can view teams', async () => {
    const user = userEvent.setup();
    renderExtras(<AppendicesSection packKey="pack-1" readOnly={false} canViewTeams={false} />);
    const row = await screen.findByRole('listitem', { name: 'Terms.pdf' });
    await user.click(
      within(row)
        .getAllByLabelText('Visible to')
        .find((e) => e.tagName === 'INPUT')!,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Everyone',
      'Copy recipients',
      'Signatories',
    ]);
  });
});
