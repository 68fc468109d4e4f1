import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BULK_SEND_MESSAGES } from '@quire/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsTo, stubServer } from '../../../test/fake-fetch.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { pickOption } from '../extras/test-support/pick-option.ts';
import { renderExtras } from '../extras/test-support/render-extras.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { ConfigureMappingModal } from './configure-mapping-modal.tsx';
import type { DocumentMappingView } from './mapping-api.ts';

const GET = 'GET /app/mappings/get_document_mapping/tpl-1';
const SAVE = 'POST /app/mappings/update_document_mapping';

const view = (over: Partial<DocumentMappingView> = {}): DocumentMappingView => ({
  sources: [],
  mapping: { data_fields: {}, signatories: {}, cc_recipients: {} },
  saved: false,
  template: {
    facts: {
      signatories: [
        {
          role: 'client',
          name: '',
          email: null,
          mobile_number: null,
          primary_communication_channel: 'email',
          email_is_optional: false,
        },
      ],
      data_fields: [{ custom_id: 'amount', required: true, has_data: false }],
      two_factor: false,
      email_optional: false,
    },
    data_fields: [{ custom_id: 'amount', type: 'text', required: true }],
    signatories: [{ role: 'client', name: '', email: null }],
    cc_recipients: [],
  },
  problems: [],
  ...over,
});

const source = {
  key: 'rd-1',
  description: 'Clients',
  number_of_rows: 25,
  archived: false,
  field_names: ['Full name', 'Email', 'Amount'],
  field_types: ['text', 'text', 'number'],
  date_created: '',
  date_updated: '',
};

const serve = (answer: DocumentMappingView, save: () => { status?: number; body: unknown }) =>
  stubServer({
    [GET]: () => ({ body: { success: true, data: answer } }),
    'GET /app/recipient_datas': () => ({ body: { success: true, recipient_datas: [source] } }),
    'GET /app/recipient_datas/rd-1': () => ({ body: { success: true, recipient_data: source } }),
    [SAVE]: save,
  });

const open = async () => {
  renderExtras(<ConfigureMappingModal packKey="tpl-1" opened onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Configure mapping' });
};

describe('configure mapping modal', () => {
  beforeEach(() => clearNotices());

  it('maps columns, shows the §5 problems as they change, and saves', async () => {
    const user = userEvent.setup();
    const server = serve(view(), () => ({ body: { success: true, data: view({ saved: true }) } }));
    const dialog = await open();
    const problems = await within(dialog).findByRole('status', { name: 'Mapping problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'client: Name is required',
      'client: Not a valid email address in linked data',
      'Required field amount, has no data or mapping',
    ]);

    await pickOption(user, 'Recipient data', 'Clients (25 rows)', dialog);
    await pickOption(user, 'Name of client', 'Full name', dialog);
    await pickOption(user, 'Email of client', 'Email', dialog);
    await waitFor(() =>
      expect(
        within(problems)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Required field amount, has no data or mapping']),
    );
    // A fixed text is checked like the template's own value.
    await pickOption(user, 'amount *', 'Fixed text…', dialog);
    await user.type(within(dialog).getByLabelText('amount *: fixed text'), '100');
    expect(
      await within(dialog).findByText('Every signer and required field has data.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(requestsTo(server, SAVE)).toHaveLength(1));
    expect(requestsTo(server, SAVE)[0]!.body).toEqual({
      data: {
        entity_key: 'tpl-1',
        sources: ['rd-1'],
        mapping: {
          data_fields: { amount: { text: '100' } },
          signatories: { client: { name: { column: 'Full name' }, email: { column: 'Email' } } },
          cc_recipients: {},
        },
      },
    });
    await waitFor(() => expect(shownNotices().map((n) => n.message)).toContain('Mapping saved.'));
  });

  it('asks before replacing a saved mapping', async () => {
    const user = userEvent.setup();
    const saved = view({
      saved: true,
      sources: [
        { recipient_data_key: 'rd-1', description: 'Clients', field_names: source.field_names },
      ],
      mapping: {
        data_fields: { amount: { column: 'Amount' } },
        signatories: {},
        cc_recipients: {},
      },
    });
    const server = serve(saved, () => ({ body: { success: true, data: saved } }));
    const dialog = await open();
    await user.click(await within(dialog).findByRole('button', { name: 'Save mapping' }));
    const confirm = await screen.findByRole('dialog', {
      name: i18n.t('editor.mapping.replaceTitle'),
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(server, SAVE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: i18n.t('editor.mapping.replaceTitle') }),
      ).getByRole('button', { name: i18n.t('editor.mapping.replace') }),
    );
    await waitFor(() => expect(requestsTo(server, SAVE)).toHaveLength(1));
  });

  it("says the server's reason, or §8's words when it failed", async () => {
    const user = userEvent.setup();
    let answer = {
      status: 400,
      body: { success: false, message: 'The template has no field with the id x.' },
    };
    serve(view(), () => answer);
    const dialog = await open();
    await user.click(await within(dialog).findByRole('button', { name: 'Save mapping' }));
    expect(
      await within(dialog).findByText('The template has no field with the id x.'),
    ).toBeTruthy();
    answer = { status: 500, body: { success: false, message: 'boom' } };
    await user.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    expect(await within(dialog).findByText(BULK_SEND_MESSAGES.mappingUpdateFailed)).toBeTruthy();
  });
});
