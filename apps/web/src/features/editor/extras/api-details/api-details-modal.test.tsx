import { apiDetailsOf } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../../test/fake-fetch.ts';
import { renderExtras } from '../test-support/render-extras.tsx';
import { ApiDetailsModal } from './api-details-modal.tsx';

const details = apiDetailsOf('https://quire.example', {
  key: 'pack-1',
  document_name: 'Lease',
  document_type: 'document',
  status: 'awaiting_signatures',
  documents: [{ key: 'child-1', document_name: 'Lease.pdf' }],
  signatories: [{ uuid: 'sig-1', name: 'Sam Signer', email: 'sam@example.com', role: 'Tenant' }],
});

afterEach(() => vi.unstubAllGlobals());

describe('API details modal (§2)', () => {
  it('shows the pack’s ids and copies a ready-to-run request', async () => {
    stubServer({
      'GET /app/documents/pack-1/api_details': () => ({
        body: { success: true, api_details: details },
      }),
    });
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderExtras(<ApiDetailsModal packKey="pack-1" opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'API details' });
    expect(await within(dialog).findByText('pack-1')).toBeTruthy();
    expect(within(dialog).getByText('child-1')).toBeTruthy();
    expect(within(dialog).getByText('sig-1')).toBeTruthy();
    expect(within(dialog).getByText('Signer id: Sam Signer')).toBeTruthy();
    const read = details.requests[1]!;
    expect(within(dialog).getByText(read.curl)).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', { name: `Copy ${read.title.toLowerCase()}` }),
    );
    expect(writeText).toHaveBeenCalledWith(read.curl);
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
  });

  it('says why when the server refuses', async () => {
    stubServer({
      'GET /app/documents/pack-1/api_details': () => ({
        status: 403,
        body: { success: false, message: 'You do not have authorization to perform this action.' },
      }),
    });
    renderExtras(<ApiDetailsModal packKey="pack-1" opened onClose={() => {}} />);
    expect(
      await screen.findByText('You do not have authorization to perform this action.'),
    ).toBeTruthy();
  });
});
