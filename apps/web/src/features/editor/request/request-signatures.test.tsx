import {
  BLOCKING_CHECK_MESSAGES,
  STATUS_MESSAGES,
  newDataField,
  type DataField,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from '../signers/pack-save-queues.ts';
import { aSetupPack, aSignatory, renderWithPack } from '../signers/panel-test-support.tsx';
import { RequestSignaturesButton } from './request-signatures-button.tsx';
import { RevertToSetupButton } from './revert-to-setup-button.tsx';
import { membershipWith, renderAsOwner } from '../../signing/manage/manage-test-support.tsx';

vi.setConfig({ testTimeout: 30_000 });

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
});
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
    await user.click(screen.getByRole('button', { name: 'Request signatures' }));
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
        body: { success: false, message: BLOCKING_CHECK_MESSAGES.invalidCustomIds },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Request signatures' }));
    await waitFor(() => expect(messages()).toEqual([BLOCKING_CHECK_MESSAGES.invalidCustomIds]));
    expect(screen.queryByRole('heading', { name: 'Documents list' })).toBeNull();
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
