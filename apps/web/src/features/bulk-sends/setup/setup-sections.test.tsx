import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { BULK_SEND_MESSAGES, MESSAGES } from '@quire/domain';
import { aRecipientData } from '../test-support/bulk-send-fixtures.ts';
import { ACTIVATION_REFUSAL, stubSetupServer } from './setup-test-server.ts';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const SAVE = 'POST /app/bulk_sends/add_update_bulk_send';
const savedData = (fetch: ReturnType<typeof stubSetupServer>) =>
  requestsTo(fetch, SAVE).map((r) => (r.body as { data: object }).data);
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('#bulk_sends/{key} in setup (spec §2, §4, §5)', () => {
  it('shows choose clients, then the template, then send', async () => {
    stubSetupServer();
    renderApp('#bulk_sends/bs-1');
    expect(await screen.findByRole('heading', { name: 'Renewals 2027' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['1. Choose clients', '2. Set up the template', '3. Send']);
  });

  it('says when the send cannot be loaded', async () => {
    stubSetupServer(
      {},
      {
        extra: {
          'GET /app/bulk_sends/bs-1': () => ({
            status: 404,
            body: { success: false, message: 'Bulk send not found' },
          }),
        },
      },
    );
    renderApp('#bulk_sends/bs-1');
    expect(await screen.findByLabelText('Loading bulk send')).toBeTruthy();
    expect(await screen.findByText('Bulk send not found')).toBeTruthy();
  });

  it('chooses a client list (archived ones are not offered) and counts who matches', async () => {
    const fetch = stubSetupServer();
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByRole('combobox', { name: 'Client list' }));
    expect(optionNames()).toEqual(['Members (25 rows)']);
    await user.click(screen.getByRole('option', { name: 'Members (25 rows)' }));
    expect(await screen.findByText('25 of 25 clients match')).toBeTruthy();
    expect(savedData(fetch)).toEqual([
      { key: 'bs-1', description: 'Renewals 2027', recipient_data_key: 'rd-1', filter_rules: [] },
    ]);
  });

  it('offers the operators of the field’s type, date timespans, and saves usable rules', async () => {
    const fetch = stubSetupServer({ recipient_data_key: 'rd-1' });
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    // A rule without a value yet is unfinished: nothing is saved or counted for it.
    expect(await screen.findByText('Finish the filters to see who matches.')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Filter 1: condition' }));
    expect(optionNames()).toEqual(['is', 'is not']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Filter 1: field' }));
    await user.click(screen.getByRole('option', { name: 'Age' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter 1: value' }), 'old');
    expect(await screen.findByText('Age needs a number to compare with.')).toBeTruthy();
    expect(await screen.findByText('Finish the filters to see who matches.')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Filter 1: field' }));
    await user.click(screen.getByRole('option', { name: 'Joined' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: condition' }));
    expect(optionNames()).toContain('is in the last');
    expect(optionNames()).toHaveLength(7);
    await user.click(screen.getByRole('option', { name: 'is in the last' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: timespan' }));
    expect(optionNames()).toEqual(['10 days', '20 days', '30 days', '45 days']);
    await user.click(screen.getByRole('option', { name: '30 days' }));

    expect(await screen.findByText('10 of 25 clients match')).toBeTruthy();
    const rule = { selected_field: 'Joined', selected_inequality: 'in', comparison_value: '30' };
    await waitFor(() =>
      expect(savedData(fetch).at(-1)).toEqual({
        key: 'bs-1',
        description: 'Renewals 2027',
        filter_rules: [rule],
      }),
    );
    // Only finished, usable rules were ever saved (never the 'old' age).
    expect(
      savedData(fetch).every((d) =>
        (d as { filter_rules: { selected_field: string }[] }).filter_rules.every(
          (r) => r.selected_field === 'Joined',
        ),
      ),
    ).toBe(true);
    expect(requestsTo(fetch, 'POST /app/recipient_datas/rd-1/rows').at(-1)?.body).toEqual({
      query: { filter_rules: [rule] },
    });
  });

  it('searches templates after 400 ms, narrowing from 2 characters and asking the server from 3', async () => {
    const fetch = stubSetupServer();
    const { user } = renderApp('#bulk_sends/bs-1');
    expect(await screen.findByRole('button', { name: 'Use template Lease' })).toBeTruthy();
    const search = screen.getByRole('textbox', { name: 'Search templates' });
    await user.type(search, 'M');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.getByRole('button', { name: 'Use template Lease' })).toBeTruthy();
    await user.type(search, 'e');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use template Lease' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Use template Membership agreement' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/search/documents')).toEqual([]);
    await user.clear(search);
    await user.type(search, 'Lea');
    expect(await screen.findByRole('button', { name: 'Use template Lease' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/search/documents')[0]?.search).toContain('search_query=Lea');
  });

  it('picks a template, shows the send’s mapping and saves each signer’s and field’s source', async () => {
    const fetch = stubSetupServer({ recipient_data_key: 'rd-1' });
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(
      await screen.findByRole('button', { name: 'Use template Membership agreement' }),
    );
    const signers = await screen.findByRole('region', { name: 'Signers' });
    expect(within(signers).getByText('Member')).toBeTruthy();
    expect(savedData(fetch)).toEqual([
      { key: 'bs-1', description: 'Renewals 2027', template_key: 'tpl-1' },
    ]);
    const email = screen.getByRole('combobox', { name: 'Email of Member' }) as HTMLInputElement;
    expect(email.value).toBe('Email');
    expect(within(signers).getByText('Witness')).toBeTruthy();
    const copies = screen.getByRole('region', { name: 'Copy recipients' });
    expect(within(copies).getByText('Office · office@example.com')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Name of Member' }));
    await user.click(screen.getByRole('option', { name: 'Name' }));
    expect(screen.queryByRole('combobox', { name: 'member_note' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'member_no' }));
    await user.click(screen.getByRole('option', { name: 'Fixed text…' }));
    await user.type(screen.getByRole('textbox', { name: 'member_no: fixed text' }), 'M-1');
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));

    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/bulk_sends/bs-1/document_mapping/tpl-1')).toHaveLength(1),
    );
    expect(requestsTo(fetch, 'POST /app/bulk_sends/bs-1/document_mapping/tpl-1')[0]?.body).toEqual({
      mapping: {
        data_fields: { member_no: { text: 'M-1' } },
        signatories: { Member: { email: { column: 'Email' }, name: { column: 'Name' } } },
        cc_recipients: {},
      },
    });
  });

  it('asks to confirm how many signing requests a create_and_send sends, then activates', async () => {
    const fetch = stubSetupServer({ recipient_data_key: 'rd-1', template_key: 'tpl-1' });
    const { user } = renderApp('#bulk_sends/bs-1');
    await screen.findByText('Members: 25 of 25 clients');
    await user.click(screen.getByRole('button', { name: 'Save and activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send signing requests' });
    expect(within(dialog).getByText(/^Confirm sending 25 signing requests/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Activate and send' }));
    expect(await screen.findByRole('heading', { name: 'Status' })).toBeTruthy();
    expect(savedData(fetch).at(-1)).toEqual({
      key: 'bs-1',
      description: 'Renewals 2027',
      status: 'active',
    });
  });

  it('activates a create-only send without asking, and shows the §5 refusal as answered', async () => {
    const fetch = stubSetupServer(
      { bulk_send_type: 'create', recipient_data_key: 'rd-1', template_key: 'tpl-1' },
      { refusal: ACTIVATION_REFUSAL },
    );
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByRole('button', { name: 'Save and activate' }));
    expect(await screen.findByText(ACTIVATION_REFUSAL)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedData(fetch)).toHaveLength(1);
  });

  it('can be set up by keyboard: a template is chosen with Tab and Enter', async () => {
    const fetch = stubSetupServer({ recipient_data_key: 'rd-1' });
    const { user } = renderApp('#bulk_sends/bs-1');
    const search = await screen.findByRole('textbox', { name: 'Search templates' });
    await screen.findByRole('button', { name: 'Use template Membership agreement' });
    search.focus();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Use template Membership agreement' }),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Signers' })).toBeTruthy();
    expect(savedData(fetch)).toEqual([
      { key: 'bs-1', description: 'Renewals 2027', template_key: 'tpl-1' },
    ]);
  });

  it('says when the client lists or templates cannot be loaded, and tries again', async () => {
    let fail = true;
    const failing = () =>
      fail ? { status: 500, body: { success: false, message: 'Boom' } } : undefined;
    stubSetupServer(
      {},
      {
        extra: {
          'GET /app/recipient_datas': () =>
            failing() ?? {
              body: { success: true, recipient_datas: [aRecipientData()] },
            },
          'GET /app/documents': () =>
            failing() ?? { body: { success: true, documents: [], cursor: null } },
        },
      },
    );
    const { user } = renderApp('#bulk_sends/bs-1');
    expect(await screen.findByText(BULK_SEND_MESSAGES.recipientDataFetchFailed)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.templatesFetchFailed)).toBeTruthy();
    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Try again' }))
      await user.click(button);
    expect(await screen.findByRole('combobox', { name: 'Client list' })).toBeTruthy();
    expect(await screen.findByText(/You have no templates yet/)).toBeTruthy();
  });

  it('shows a refused filter save once and does not send the same rules again', async () => {
    const fetch = stubSetupServer(
      { recipient_data_key: 'rd-1' },
      {
        extra: {
          [SAVE]: () => ({
            status: 400,
            body: { success: false, message: 'Too many filter rules' },
          }),
        },
      },
    );
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter 1: value' }), 'Ada');
    expect(await screen.findByText('Too many filter rules')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(requestsTo(fetch, SAVE)).toHaveLength(1);
  });
});
