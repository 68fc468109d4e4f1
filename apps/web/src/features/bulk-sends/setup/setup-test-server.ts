import { BULK_SEND_MESSAGES, newDataField, type BulkSend, type FilterRule } from '@quire/domain';
import type { FakeHandlers } from '../../../test/fake-fetch.ts';
import { aDocument, aSignatory } from '../../documents/test-support/document-fixtures.ts';
import { aBulkSend, aRecipientData, stubBulkServer } from '../test-support/bulk-send-fixtures.ts';

export const aTemplate = aDocument({
  key: 'tpl-1',
  document_type: 'template',
  document_name: 'Membership agreement',
  signatories: [
    aSignatory({ uuid: 's1', role: 'Member', name: '', email: null }),
    aSignatory({ uuid: 's2', role: 'Witness', name: 'Grace', email: 'grace@example.com' }),
  ],
  copy_recipients: [
    { uuid: 'cc1', name: 'Office', email: 'office@example.com', mobile_number: null },
  ],
});

const otherTemplate = aDocument({
  key: 'tpl-2',
  document_type: 'template',
  document_name: 'Lease',
});

/**
 * A send in setup behind the §7 calls the setup sections make; the send changes as
 * add_update_bulk_send says (or refuses with `refusal`), rows match 25 without rules, 10 with.
 */
export const stubSetupServer = (
  start: Partial<BulkSend> = {},
  options: { refusal?: string; extra?: FakeHandlers } = {},
) => {
  let send = aBulkSend(start);
  return stubBulkServer({
    'GET /app/bulk_sends/bs-1': () => ({ body: { success: true, bulk_send: send } }),
    'POST /app/bulk_sends/add_update_bulk_send': (request) => {
      const { data } = request.body as { data: Partial<BulkSend> };
      if (data.status === 'active' && options.refusal)
        return { status: 400, body: { success: false, message: options.refusal } };
      send = { ...send, ...data };
      return { body: { success: true, bulk_send: { key: send.key, status: send.status } } };
    },
    'GET /app/recipient_datas': () => ({
      body: {
        success: true,
        recipient_datas: [
          aRecipientData(),
          aRecipientData({ key: 'rd-2', description: 'Archived list', archived: true }),
        ],
      },
    }),
    'POST /app/recipient_datas/rd-1/rows': (request) => {
      const rules = (request.body as { query: { filter_rules: FilterRule[] } }).query.filter_rules;
      return {
        body: {
          success: true,
          recipient_data_rows: [],
          cursor: null,
          number_of_matching_rows: rules.length > 0 ? 10 : 25,
        },
      };
    },
    'GET /app/documents': () => ({
      body: { success: true, documents: [aTemplate, otherTemplate], cursor: null },
    }),
    'GET /app/search/documents': () => ({
      body: { success: true, search_documents: [otherTemplate], cursor: null },
    }),
    'GET /app/documents/tpl-1': () => ({ body: { success: true, document: aTemplate } }),
    'GET /app/documents/tpl-1/get_data_fields': () => ({
      body: {
        success: true,
        data_fields: [
          newDataField({
            uuid: 'f1',
            document_key: 'tpl-1',
            page_index: 0,
            type: 'text',
            custom_id: 'member_no',
          }),
          newDataField({ uuid: 'f2', document_key: 'tpl-1', page_index: 0, type: 'signature' }),
          // The member fills this one: not the data's to fill, so not offered for mapping.
          {
            ...newDataField({
              uuid: 'f3',
              document_key: 'tpl-1',
              page_index: 0,
              type: 'text',
              custom_id: 'member_note',
            }),
            signatory_uuid: 's1',
          },
        ],
      },
    }),
    'GET /app/bulk_sends/bs-1/document_mapping/tpl-1': () => ({
      body: {
        success: true,
        document_mapping: {
          sources: [],
          mapping: {
            data_fields: {},
            signatories: { Member: { email: { column: 'Email' } } },
            cc_recipients: {},
          },
        },
      },
    }),
    'POST /app/bulk_sends/bs-1/document_mapping/tpl-1': () => ({ body: { success: true } }),
    // No XPLAN connection unless a test says so: the client list is the only source.
    'GET /app/integrations/xplan/connection': () => ({ body: { success: true, data: null } }),
    ...options.extra,
  });
};

export const ACTIVATION_REFUSAL = BULK_SEND_MESSAGES.incompleteFields('Member name');
