import { SIGNING_METHOD_DEFAULTED_MESSAGE } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from '../signers/pack-save-queues.ts';
import { aGroup, aSetupPack, aSignatory, renderWithPack } from '../signers/panel-test-support.tsx';
import { SettingsPanel } from './settings-panel.tsx';

vi.setConfig({ testTimeout: 30_000 });

// The message box grows with its text (react-textarea-autosize), which listens to font loads.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  resetPackSaveQueues();
  vi.unstubAllGlobals();
});

const UPDATE = 'POST /app/documents/pack-1/update_document';
const saved = () => ({ body: { success: true, date_updated: '2026-01-03T00:00:00.000Z' } });
const bodies = (fetch: Parameters<typeof requestsTo>[0]) =>
  requestsTo(fetch, UPDATE).map((r) => (r.body as { data: object }).data);

describe('settings panel (spec §3 flags, §5 signing methods, §9 document autosave)', () => {
  it('shows every flag under its group and autosaves the changes', async () => {
    const pack = aSetupPack();
    const { user, fetch } = renderWithPack(pack, <SettingsPanel pack={pack} />, {
      [UPDATE]: saved,
    });
    const signing = screen.getByRole('region', { name: 'Signing' });
    expect(within(signing).getAllByRole('switch')).toHaveLength(5);
    expect(screen.getAllByRole('switch')).toHaveLength(26);

    await user.click(screen.getByRole('switch', { name: /Sign in order/ }));
    await user.click(screen.getByRole('switch', { name: /Hide contact details/ }));
    expect(screen.getByRole('switch', { name: /Sign in order/ })).toHaveProperty('checked', true);
    // One save 250 ms after the last change (two, when a click takes that long here).
    await waitFor(() =>
      expect(Object.assign({}, ...bodies(fetch))).toEqual({
        sequential_signing: true,
        obfuscate_contact_info: true,
      }),
    );
  });

  it('turns uploaded signatures back on when the last method goes, with the §5 message', async () => {
    const pack = aSetupPack({
      can_use_drawn_signature: true,
      can_use_typed_signature: false,
      can_use_uploaded_signature: false,
    });
    const { user, fetch } = renderWithPack(pack, <SettingsPanel pack={pack} />, {
      [UPDATE]: saved,
    });
    await user.click(screen.getByRole('switch', { name: /Drawn signature/ }));
    const methods = screen.getByRole('region', { name: 'Signature methods' });
    expect(within(methods).getByText(SIGNING_METHOD_DEFAULTED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Uploaded signature/ })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(bodies(fetch)).toHaveLength(1));
    expect(bodies(fetch)[0]).toEqual({
      can_use_drawn_signature: false,
      can_use_typed_signature: false,
      can_use_uploaded_signature: true,
    });
  });

  it('asks before turning signer groups off, then drops the groups', async () => {
    const pack = aSetupPack({
      use_signer_groups: true,
      signer_groups: [aGroup({ uuid: 'g1' })],
      signatories: [aSignatory({ signer_group_uuid: 'g1', position: 1 })],
    });
    const { user, fetch, cached } = renderWithPack(pack, <SettingsPanel pack={pack} />, {
      [UPDATE]: saved,
    });
    await user.click(screen.getByRole('switch', { name: /Signer groups/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn signer groups off' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: /Signer groups/ })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('switch', { name: /Signer groups/ }));
    await user.click(await screen.findByRole('button', { name: 'Turn off and delete groups' }));
    await waitFor(() => expect(bodies(fetch)).toEqual([{ use_signer_groups: false }]));
    expect(cached()?.signer_groups).toEqual([]);
    expect(cached()?.signatories[0]?.signer_group_uuid).toBeNull();
  });

  it('saves the email subject and message from the document extras dialog', async () => {
    const pack = aSetupPack();
    const { user, fetch } = renderWithPack(pack, <SettingsPanel pack={pack} />, {
      [UPDATE]: saved,
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email subject and message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Your lease');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Sign by Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies(fetch)).toEqual([{ subject: 'Your lease', message: 'Sign by Friday' }]);
    expect(screen.getByText('Your lease — Sign by Friday')).toBeTruthy();
  });
});
