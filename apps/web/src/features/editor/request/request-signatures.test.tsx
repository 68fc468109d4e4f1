import {
  BLOCKING_CHECK_MESSAGES,
  STATUS_MESSAGES,
  newDataField,
  type DataField,
} from '@quire/domain';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from '../signers/pack-save-queues.ts';
import { aSetupPack, aSignatory, renderWithPack } from '../signers/panel-test-support.tsx';
import { RequestSignaturesButton } from './request-signatures-button.tsx';
import { RevertToSetupButton } from './revert-to-setup-button.tsx';
import { useBlockingFlags } from '../blocking/blocking-flags.ts';
import { useEditorUiRequest } from '../editor-ui-requests.ts';
import { membershipWith, renderAsOwner } from '../../signing/manage/manage-test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

// The review's message box grows with its text (react-textarea-autosize), which listens to font loads.
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

const aSignatureField = (overrides: Partial<DataField> = {}): DataField =>
  newDataField({
    uuid: 'f1',
    document_key: 'c1',
    type: 'signature',
    page_index: 0,
    x: 72,
    y: 600,
    width: 180,
    height: 48,
    signatory_uuid: 'sig-1',
    required: true,
    custom_id: 'qs:signature_1',
    date_updated: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });

const UPDATE = 'POST /app/documents/pack-1/update_document';
const contents = (fields: DataField[]) => ({
  'GET /app/documents/pack-1/get_data_fields': () => ({
    body: { success: true, data_fields: fields },
  }),
  'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
  'GET /app/documents/pack-1/user_defined_attributes': () => ({
    body: { success: true, user_defined_attributes: [] },
  }),
  'GET /app/notification_rules': () => ({
    body: {
      success: true,
      notification_rules: [
        {
          key: 'r1',
          entity_key: 'pack-1',
          action: 'remind',
          recipient: 'document_owner',
          event: 'not_signed',
          countdown_seconds: 604_800,
          date_created: '2026-01-02T10:00:00.000Z',
        },
      ],
    },
  }),
});
/** Request signatures, then Send in the review. */
const requestAndSend = async (user: { click: (el: Element) => Promise<void> }) => {
  await user.click(screen.getByRole('button', { name: 'Request signatures' }));
  const review = await screen.findByRole('dialog', { name: 'Review and send' });
  await user.click(within(review).getByRole('button', { name: /^Send/ }));
};
const messages = () => shownNotices().map((n) => n.message);

describe('requesting signatures (spec §4, §5 blocking checks)', () => {
  it('shows the first blocking check and asks the server nothing', async () => {
    const pack = aSetupPack();
    const { user, fetch } = renderWithPack(pack, <RequestSignaturesButton pack={pack} />, {
      ...contents([aSignatureField({ signatory_uuid: null })]),
      [UPDATE]: () => ({ body: { success: true } }),
    });
    await user.click(screen.getByRole('button', { name: 'Request signatures' }));
    await waitFor(() => expect(messages()).toEqual([BLOCKING_CHECK_MESSAGES.noSignatories]));
    expect(requestsTo(fetch, UPDATE)).toEqual([]);
  });

  it('sends a pack that passes, and goes to the list with the spec’s message', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    const { user, fetch } = renderWithPack(pack, <RequestSignaturesButton pack={pack} />, {
      ...contents([aSignatureField()]),
      [UPDATE]: () => ({
        body: {
          success: true,
          message: STATUS_MESSAGES.signatureRequestsQueued,
          status: 'awaiting_signatures',
        },
      }),
    });
    await requestAndSend(user);
    expect(await screen.findByRole('heading', { name: 'Documents list' })).toBeTruthy();
    expect(messages()).toContain(STATUS_MESSAGES.signatureRequestsQueued);
    const [request] = requestsTo(fetch, UPDATE);
    expect(request?.search).toBe('?request_signatures_if_required=true');
    expect(request?.body).toEqual({ data: { update_status_to: 'awaiting_signatures' } });
  });

  it('shows the server’s refusal and stays', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    const { user } = renderWithPack(pack, <RequestSignaturesButton pack={pack} />, {
      ...contents([aSignatureField()]),
      [UPDATE]: () => ({
        status: 400,
        body: {
          success: false,
          message: BLOCKING_CHECK_MESSAGES.invalidCustomIds,
          blocking_checks: [
            {
              message: BLOCKING_CHECK_MESSAGES.invalidCustomIds,
              field_uuids: ['f1'],
              signatory_uuids: [],
            },
          ],
        },
      }),
    });
    const flags = renderHook(() => useBlockingFlags('pack-1'));
    await requestAndSend(user);
    await waitFor(() => expect(messages()).toEqual([BLOCKING_CHECK_MESSAGES.invalidCustomIds]));
    expect(screen.queryByRole('heading', { name: 'Documents list' })).toBeNull();
    // The review closes and the editor is told which field to show (blocking-flags.ts).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flags.result.current?.first).toEqual({ uuid: 'f1', documentKey: 'c1', pageIndex: 0 });
    expect(flags.result.current?.fields.get('f1')).toBe(BLOCKING_CHECK_MESSAGES.invalidCustomIds);
  });

  it('marks what a failing check is about, and opens the signers for a signer check', async () => {
    const pack = aSetupPack({ signatories: [aSignatory({ email: 'grace@' })] });
    const { user } = renderWithPack(pack, <RequestSignaturesButton pack={pack} />, {
      ...contents([aSignatureField()]),
    });
    const flags = renderHook(() => useBlockingFlags('pack-1'));
    const ui = renderHook(() => useEditorUiRequest('pack-1'));
    await user.click(screen.getByRole('button', { name: 'Request signatures' }));
    await waitFor(() => expect(messages()).toEqual([BLOCKING_CHECK_MESSAGES.invalidEmails]));
    expect(flags.result.current?.signatories.get('sig-1')).toBe(
      BLOCKING_CHECK_MESSAGES.invalidEmails,
    );
    expect(flags.result.current?.focus).toBe('signers');
    expect(ui.result.current?.target).toBe('signers');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reviews recipients, channels, codes, copies, words and reminders before sending', async () => {
    const pack = aSetupPack({
      document_name: 'Lease',
      use_two_factor_authentication: true,
      signatories: [
        aSignatory({ mobile_number: '+27825551234' }),
        aSignatory({
          uuid: 'sig-2',
          position: 1,
          role: 'signer-2',
          name: 'Alan Turing',
          email: null,
          primary_communication_channel: 'sms',
          mobile_number: '+27825551235',
        }),
      ],
      copy_recipients: [
        { uuid: 'cc-1', name: 'Ada Lovelace', email: 'ada@example.com', mobile_number: null },
      ],
    });
    const { user, fetch } = renderWithPack(pack, <RequestSignaturesButton pack={pack} />, {
      ...contents([
        aSignatureField(),
        aSignatureField({
          uuid: 'f2',
          signatory_uuid: 'sig-2',
          custom_id: 'qs:signature_2',
          y: 300,
        }),
      ]),
      [UPDATE]: () => ({
        body: { success: true, message: STATUS_MESSAGES.signatureRequestsQueued },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Request signatures' }));
    const review = await screen.findByRole('dialog', { name: 'Review and send' });
    const signers = within(review).getByRole('region', { name: 'Signers' });
    expect(within(signers).getByText('Grace Hopper')).toBeTruthy();
    expect(within(signers).getByText('Asked to sign by email to grace@example.com')).toBeTruthy();
    // Email signers get their code by email even with a mobile on file; SMS signers by SMS.
    expect(within(signers).getByText('One-time code by email to grace@example.com')).toBeTruthy();
    expect(within(signers).getByText('Asked to sign by SMS to +27 82 555 1235')).toBeTruthy();
    expect(within(signers).getByText('One-time code by SMS to +27 82 555 1235')).toBeTruthy();
    expect(within(review).getByRole('region', { name: 'Copies' }).textContent).toContain(
      'Ada Lovelace gets the signed document by email to ada@example.com',
    );
    expect(await within(review).findByText('Remind after 7 days if not signed')).toBeTruthy();
    expect(requestsTo(fetch, UPDATE)).toEqual([]);

    await user.type(within(review).getByRole('textbox', { name: 'Subject' }), 'Please sign');
    await user.click(within(review).getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Documents list' });
    // The subject is saved through the document update first, then the pack is sent.
    expect(requestsTo(fetch, UPDATE).map((r) => r.body)).toEqual([
      { data: { subject: 'Please sign', message: null } },
      { data: { update_status_to: 'awaiting_signatures' } },
    ]);
  });

  it('goes back to editing without sending', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    const { user, fetch } = renderWithPack(pack, <RequestSignaturesButton pack={pack} />, {
      ...contents([aSignatureField()]),
    });
    await user.click(screen.getByRole('button', { name: 'Request signatures' }));
    const review = await screen.findByRole('dialog', { name: 'Review and send' });
    expect(within(review).getByText('Nobody else gets a copy.')).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Back to editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetch, UPDATE)).toEqual([]);
  });

  it('is not offered for templates or outside setup', () => {
    const template = aSetupPack({ document_type: 'template' });
    renderWithPack(template, <RequestSignaturesButton pack={template} />);
    expect(screen.queryByRole('button', { name: 'Request signatures' })).toBeNull();
  });
});

describe('reverting to setup (spec §4)', () => {
  it('asks with the spec’s words, then reverts and says so', async () => {
    const pack = aSetupPack({ status: 'awaiting_signatures', signatories: [aSignatory()] });
    const { user, fetch } = renderWithPack(pack, <RevertToSetupButton pack={pack} />, {
      [UPDATE]: () => ({
        body: { success: true, message: STATUS_MESSAGES.revertedToSetup, status: 'setup' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Revert to setup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert to setup' });
    expect(within(dialog).getByText(STATUS_MESSAGES.revertConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revert to setup' }));
    await waitFor(() => expect(messages()).toContain(STATUS_MESSAGES.revertedToSetup));
    expect(requestsTo(fetch, UPDATE)[0]?.body).toEqual({ data: { update_status_to: 'setup' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('requesting signatures to sign in person (§4)', () => {
  it('opens the pack with its in-person dialog when the workspace may sign in person', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    const { user, router } = renderAsOwner(pack, <RequestSignaturesButton pack={pack} />, {
      membership: membershipWith({ can_sign_in_person: true }),
      handlers: {
        ...contents([aSignatureField()]),
        [UPDATE]: () => ({
          body: { success: true, message: STATUS_MESSAGES.signatureRequestsQueued },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More ways to send' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Request and sign in person' }));
    const review = await screen.findByRole('dialog', { name: 'Review and send' });
    await user.click(within(review).getByRole('button', { name: 'Send and sign in person' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/documents/${pack.key}/open_in_person_modal`),
    );
  });

  it('offers only the plain request without the permission', async () => {
    const pack = aSetupPack({ signatories: [aSignatory()] });
    renderAsOwner(pack, <RequestSignaturesButton pack={pack} />, {
      membership: membershipWith({ can_sign_in_person: false }),
    });
    expect(await screen.findByRole('button', { name: 'Request signatures' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More ways to send' })).toBeNull();
  });
});
