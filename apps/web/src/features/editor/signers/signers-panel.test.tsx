import { SIGNATORY_MESSAGES, signatoryColour } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from './pack-save-queues.ts';
import { aGroup, aSetupPack, aSignatory, renderWithPack } from './panel-test-support.tsx';
import { SignersPanel } from './signers-panel.tsx';

// Typing into Mantine's comboboxes under jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  resetPackSaveQueues();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saved = (request: FakeRequest) => ({
  body: {
    success: true,
    message: SIGNATORY_MESSAGES.signatorySaved,
    signatory: aSignatory({ ...(request.body as { data: object }).data }),
  },
});
const bodyOf = (request: FakeRequest | undefined) => (request?.body as { data: unknown }).data;

describe('signers panel (spec §5 signatory details, §9 autosave)', () => {
  it('lists signers with colour, role and contact, grouped and numbered when signing in order', () => {
    const pack = aSetupPack({
      sequential_signing: true,
      use_signer_groups: true,
      signer_groups: [aGroup({ uuid: 'board', name: 'Board', position: 1 })],
      signatories: [
        aSignatory({ uuid: 'a', name: 'Grace Hopper', role: 'signer-1', position: 0 }),
        aSignatory({
          uuid: 'b',
          name: 'Alan Turing',
          role: 'signer-2',
          email: null,
          mobile_number: '+27825551234',
          primary_communication_channel: 'sms',
          signer_group_uuid: 'board',
          position: 2,
        }),
      ],
    });
    renderWithPack(pack, <SignersPanel pack={pack} />);
    const rows = within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Grace Hoppersigner-1grace@example.com/),
      expect.stringMatching(/^2.*1 signer/),
      expect.stringMatching(/Alan Turingsigner-2\+27825551234SMS/),
    ]);
    expect(within(rows[1]!).getByRole('textbox', { name: 'Group name' })).toHaveProperty(
      'value',
      'Board',
    );
  });

  it('adds a signer: §5 messages under the fields, then the number saved in E.164', async () => {
    const pack = aSetupPack();
    const { user, fetch, cached } = renderWithPack(pack, <SignersPanel pack={pack} />, {
      'POST /app/documents/pack-1/add_update_signatory': saved,
    });
    await user.click(screen.getByRole('button', { name: 'Add signer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add signer' });
    await user.click(within(dialog).getByRole('button', { name: 'Add signer' }));
    expect(within(dialog).getByText(SIGNATORY_MESSAGES.nameRequired)).toBeTruthy();

    await user.type(within(dialog).getByRole('combobox', { name: /Full name/ }), 'Ada Lovelace');
    await user.type(within(dialog).getByRole('combobox', { name: /^Email/ }), 'ada@');
    expect(within(dialog).getByText(SIGNATORY_MESSAGES.emailInvalid)).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: /^Email/ }), 'example.com');
    const mobile = within(dialog).getByRole('textbox', { name: /Mobile number/ });
    await user.type(mobile, '082-CALL-ME');
    await user.click(within(dialog).getByRole('button', { name: 'Add signer' }));
    expect(within(dialog).getByText(SIGNATORY_MESSAGES.mobileInvalid)).toBeTruthy();
    await user.clear(mobile);
    await user.type(mobile, '082 555 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Add signer' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/documents/pack-1/add_update_signatory')).toHaveLength(1),
    );
    expect(bodyOf(requestsTo(fetch, 'POST /app/documents/pack-1/add_update_signatory')[0])).toEqual(
      expect.objectContaining({
        role: 'signer-1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        mobile_number: '+27825551234',
        dialing_code: '+27',
        primary_communication_channel: 'email',
        position: 0,
      }),
    );
    expect(cached()?.signatories[0]?.colour).toBe(signatoryColour(0));
  });

  it('suggests the workspace’s contacts as a name is typed and takes all of a chosen one', async () => {
    const pack = aSetupPack();
    const { user, fetch } = renderWithPack(pack, <SignersPanel pack={pack} />, {
      'GET /app/contact_lists/get_contacts_by_query': () => ({
        body: {
          success: true,
          contacts: [
            {
              name: 'Ada Lovelace',
              email: 'ada@example.com',
              mobile_number: '+27825551234',
              last_used: '2026-01-01T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Add signer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add signer' });
    await user.type(within(dialog).getByRole('combobox', { name: /Full name/ }), 'Ad');
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    expect(requestsTo(fetch, 'GET /app/contact_lists/get_contacts_by_query')[0]?.search).toBe(
      '?name_query=Ad',
    );
    expect(within(dialog).getByRole('combobox', { name: /Full name/ })).toHaveProperty(
      'value',
      'Ada Lovelace',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Email/ })).toHaveProperty(
      'value',
      'ada@example.com',
    );
    expect(within(dialog).getByRole('textbox', { name: /Mobile number/ })).toHaveProperty(
      'value',
      '+27825551234',
    );
  });

  it('autosaves an edit with only what changed', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    const { user, fetch } = renderWithPack(pack, <SignersPanel pack={pack} />, {
      'POST /app/documents/pack-1/add_update_signatory': saved,
    });
    await user.click(screen.getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('combobox', { name: /Full name/ });
    await user.clear(name);
    expect(within(dialog).getByText(SIGNATORY_MESSAGES.nameRequired)).toBeTruthy();
    await user.type(name, 'Grace B. Hopper');
    // Saved 500 ms after the typing stops (sooner too, when a keystroke took that long here).
    const saves = () => requestsTo(fetch, 'POST /app/documents/pack-1/add_update_signatory');
    await waitFor(() =>
      expect(bodyOf(saves().at(-1))).toEqual({ uuid: 'sig-1', name: 'Grace B. Hopper' }),
    );
    for (const request of saves())
      expect(Object.keys(bodyOf(request) as object)).toEqual(['uuid', 'name']);
  });

  it('asks before removing a signer who has fields, and says what to do when cancelled', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    const { user, fetch } = renderWithPack(pack, <SignersPanel pack={pack} />, {
      'POST /app/documents/pack-1/add_update_signatory': (request) =>
        (request.body as { data: { delete_fields?: boolean } }).data.delete_fields
          ? { body: { success: true, message: SIGNATORY_MESSAGES.signatoryRemoved } }
          : {
              status: 409,
              body: { success: false, message: SIGNATORY_MESSAGES.deleteSignerFieldsFirst },
            },
    });
    await user.click(screen.getByRole('button', { name: 'Options for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove signer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Grace Hopper' });
    expect(
      within(confirm).getByText(SIGNATORY_MESSAGES.deleteSignerWithFieldsConfirm),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(shownNotices().map((n) => n.message)).toContain(
      SIGNATORY_MESSAGES.deleteSignerFieldsFirst,
    );
    expect(screen.getByText('Grace Hopper')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Options for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove signer' }));
    await user.click(await screen.findByRole('button', { name: 'Remove signer and fields' }));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    const calls = requestsTo(fetch, 'POST /app/documents/pack-1/add_update_signatory');
    expect(calls.map(bodyOf)).toEqual([
      { uuid: 'sig-1', removed: true },
      { uuid: 'sig-1', removed: true },
      { uuid: 'sig-1', removed: true, delete_fields: true },
    ]);
  });

  it('refuses a group name already in use and puts the old one back', async () => {
    const pack = aSetupPack({
      use_signer_groups: true,
      signer_groups: [
        aGroup({ uuid: 'g1', name: 'Signer group 1', position: 0 }),
        aGroup({ uuid: 'g2', name: 'Witnesses', position: 1 }),
      ],
    });
    const { user, fetch } = renderWithPack(pack, <SignersPanel pack={pack} />);
    const [, second] = screen.getAllByRole('textbox', { name: 'Group name' });
    await user.clear(second!);
    await user.type(second!, 'signer group 1{Enter}');
    await waitFor(() =>
      expect(shownNotices().map((n) => n.message)).toContain(SIGNATORY_MESSAGES.groupNamesUnique),
    );
    expect(second).toHaveProperty('value', 'Witnesses');
    expect(
      requestsTo(fetch, 'POST /app/documents/pack-1/signer_groups/g2/add_update_delete'),
    ).toEqual([]);
  });
});
