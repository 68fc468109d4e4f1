import { SIGNING_MESSAGES, newDataField, type DataField } from '@quire/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aUser } from '../../test/fixtures.ts';
import { clearNotices, shownNotices } from '../../test/render-app.tsx';
import { aChild, aPack, aSignatory } from '../documents/test-support/document-fixtures.ts';
import { pageNavigation } from './signing-api.ts';
import { SigningView } from './signing-view.tsx';

const me = aSignatory({
  uuid: 'me',
  name: 'Ada',
  user_key: 'u-ada',
  status: 'awaiting_signatures',
  position: 0,
});
const other = aSignatory({
  uuid: 'bob',
  name: 'Bob',
  email: 'bob@example.com',
  status: 'awaiting_signatures',
  position: 1,
});
const child = aChild({
  key: 'child-1',
  status: 'awaiting_signatures',
  page_count: 1,
  image_blob_serving_urls: ['/app/serve_image/p1'],
});

const field = (patch: Partial<DataField> & Pick<DataField, 'uuid' | 'type'>): DataField => ({
  ...newDataField({ uuid: patch.uuid, document_key: 'child-1', type: patch.type, page_index: 0 }),
  ...patch,
});

const fields = [
  field({
    uuid: 'title',
    type: 'text',
    signatory_uuid: 'me',
    required: true,
    description: 'Your title',
    y: 100,
  }),
  field({ uuid: 'agree', type: 'check', signatory_uuid: 'me', required: false, y: 200 }),
  field({ uuid: 'bob-text', type: 'text', signatory_uuid: 'bob', data: 'Bob was here', y: 300 }),
];

const renderView = (packOverrides = {}) => {
  const pack = aPack([child], {
    status: 'awaiting_signatures',
    signatories: [me, other],
    sequential_signing: true,
    use_two_factor_authentication: false,
    ...packOverrides,
  });
  const leave = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <SigningView pack={pack} user={aUser({ key: 'u-ada', email_address: 'ada@example.com' })} />
    </AppProviders>,
  );
  return { leave };
};

let server: ReturnType<typeof stubServer>;
const handlers = () => ({
  'GET /app/documents/pack-1/get_data_fields': () => ({
    body: { success: true, data_fields: fields },
  }),
  'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
  'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
  'POST /app/documents/pack-1/audit_document_opened_event': () => ({ body: { success: true } }),
  'POST /app/documents/pack-1/user_accepted_terms/me': () => ({
    body: { success: true, message: 'Terms accepted.' },
  }),
  'POST /app/documents/pack-1/add_update_signatory': () => ({
    body: { success: true, message: 'Document signed.' },
  }),
  'GET /app/documents/pack-1/signing_draft/me': () => ({
    body: { success: true, draft: noDraft },
  }),
  'POST /app/documents/pack-1/signing_draft/me': () => ({
    body: { success: true, merged: false, draft: { ...noDraft, revision: 1 } },
  }),
});
const noDraft = { signatory_uuid: 'me', revision: 0, fields: {}, date_updated: null };
beforeEach(() => {
  window.sessionStorage.clear();
  server = stubServer(handlers());
});
afterEach(() => {
  clearNotices();
  vi.unstubAllGlobals();
});

const acceptTerms = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog', { name: 'Review and sign' });
  await user.click(within(dialog).getByLabelText('I accept'));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(requestsTo(server, 'POST /app/documents/pack-1/user_accepted_terms/me')).toHaveLength(1),
  );
};

describe('the signer’s view', () => {
  it('does not ask for consent again once the signer has given it', async () => {
    const pack = aPack([child], {
      status: 'awaiting_signatures',
      signatories: [{ ...me, terms_accepted_at: '2026-11-24T09:00:00.000Z' }, other],
      sequential_signing: true,
      use_two_factor_authentication: false,
    });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <SigningView pack={pack} user={aUser({ key: 'u-ada', email_address: 'ada@example.com' })} />
      </AppProviders>,
    );
    expect(await screen.findByLabelText('Your title, required')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Review and sign' })).toBeNull();
    expect(requestsTo(server, 'POST /app/documents/pack-1/user_accepted_terms/me')).toHaveLength(0);
  });

  it('gives the signer inputs for their own fields and shows the others read-only', async () => {
    const user = userEvent.setup();
    renderView();
    await acceptTerms(user);
    expect(await screen.findByLabelText('Your title, required')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Checkbox' })).toBeTruthy();
    expect(screen.getByText('Bob was here')).toBeTruthy();
    expect(screen.queryByDisplayValue('Bob was here')).toBeNull();
  });

  it('refuses Done Signing while a required field is empty, then signs with the filled values', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(pageNavigation, 'leave').mockImplementation(() => undefined);
    renderView();
    await acceptTerms(user);
    await user.click(await screen.findByRole('button', { name: 'Done Signing' }));
    expect(shownNotices().map((n) => n.message)).toContain(SIGNING_MESSAGES.incompleteFields);
    expect(requestsTo(server, 'POST /app/documents/pack-1/add_update_signatory')).toHaveLength(0);
    expect(screen.getByLabelText('Your title, required').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Your title, required'), 'Countess');
    await user.click(screen.getByRole('checkbox', { name: 'Checkbox' }));
    await user.click(screen.getByRole('button', { name: 'Done Signing' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST /app/documents/pack-1/add_update_signatory')).toHaveLength(1),
    );
    const body = requestsTo(server, 'POST /app/documents/pack-1/add_update_signatory')[0]!.body as {
      data: { uuid: string; data_fields: { uuid: string; data: string }[] };
      update_status_to: string;
    };
    expect(body.update_status_to).toBe('complete');
    expect(body.data.uuid).toBe('me');
    expect(body.data.data_fields).toEqual([
      { uuid: 'title', data: 'Countess', file_key: null },
      { uuid: 'agree', data: 'checked', file_key: null },
    ]);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/post_sign_logout?document_key=pack-1&signatory_key=me'),
    );
    assign.mockRestore();
  });

  it('resumes the saved draft and saves what the signer changes next', async () => {
    const user = userEvent.setup();
    server = stubServer({
      ...handlers(),
      'GET /app/documents/pack-1/signing_draft/me': () => ({
        body: {
          success: true,
          draft: { ...noDraft, revision: 3, fields: { title: { data: 'Count' } } },
        },
      }),
    });
    renderView();
    await acceptTerms(user);
    const title = await screen.findByLabelText('Your title, required');
    expect((title as HTMLInputElement).value).toBe('Count');
    expect(screen.getByText('All changes saved')).toBeTruthy();
    await user.type(title, 'ess');
    expect(screen.getByText('Saving…')).toBeTruthy();
    await waitFor(
      () =>
        expect(requestsTo(server, 'POST /app/documents/pack-1/signing_draft/me')).toHaveLength(1),
      { timeout: 3_000 },
    );
    expect(requestsTo(server, 'POST /app/documents/pack-1/signing_draft/me')[0]!.body).toEqual({
      revision: 3,
      fields: { title: { data: 'Countess', file_key: null } },
    });
    // Saved work is not lost by leaving: no submission was needed to keep it.
    expect(requestsTo(server, 'POST /app/documents/pack-1/add_update_signatory')).toHaveLength(0);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('signs later by saving the draft, not by writing the pack’s fields', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(pageNavigation, 'leave').mockImplementation(() => undefined);
    server = stubServer({
      ...handlers(),
      'GET /app/documents/pack-1/sign_later/me': () => ({
        body: { success: true, message: 'You can sign this document later.' },
      }),
    });
    renderView();
    await acceptTerms(user);
    await user.type(await screen.findByLabelText('Your title, required'), 'Count');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign later' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/post_sign_logout?document_key=pack-1&signatory_key=me&sign_later=true',
      ),
    );
    const order = server.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`,
    );
    expect(order.indexOf('POST /app/documents/pack-1/signing_draft/me')).toBeLessThan(
      order.indexOf('GET /app/documents/pack-1/sign_later/me'),
    );
    expect(requestsTo(server, 'POST /app/documents/pack-1/signing_draft/me')[0]!.body).toEqual({
      revision: 0,
      fields: { title: { data: 'Count', file_key: null } },
    });
    expect(requestsTo(server, 'POST /app/documents/pack-1/add_update_signatory')).toHaveLength(0);
    assign.mockRestore();
  });

  it('lists the supporting documents meant for the signer', async () => {
    const user = userEvent.setup();
    server = stubServer({
      ...handlers(),
      'GET /app/documents/pack-1/appendices': () => ({
        body: {
          success: true,
          document_appendices: [
            {
              key: 'a1',
              description: 'Rental terms',
              filename: 'terms.pdf',
              required: true,
              blob_serving_url: '/app/documents/pack-1/appendix_file/f1',
            },
          ],
        },
      }),
    });
    renderView();
    await acceptTerms(user);
    const link = await screen.findByRole('link', { name: 'Rental terms' });
    expect(link.getAttribute('href')).toBe('/app/documents/pack-1/appendix_file/f1');
  });

  it('says it is not the signer’s turn while an earlier signer has not signed', async () => {
    renderView({
      signatories: [
        { ...me, position: 1 },
        { ...other, position: 0 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Not your turn yet' })).toBeTruthy();
    expect(requestsTo(server, 'GET /app/documents/pack-1/get_data_fields')).toHaveLength(0);
  });

  it('offers the download once the pack is complete', async () => {
    renderView({ status: 'complete', final_file_key: 'final-1' });
    expect(await screen.findByRole('heading', { name: 'This document is complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/app/serve/pack-1',
    );
  });
});
