import type { BulkSend, BulkSendLog, RecipientData } from '@quire/domain';
import { act } from '@testing-library/react';
import type { FakeHandlers } from '../../../test/fake-fetch.ts';
import { stubLoggedInServer } from '../../../test/logged-in-server.ts';
import { aRestrictedMember, userAccountsAnswer } from '../../../test/permissions.ts';

export const aBulkSend = (overrides: Partial<BulkSend> = {}): BulkSend => ({
  key: 'bs-1',
  description: 'Renewals 2027',
  bulk_send_type: 'create_and_send',
  status: 'setup',
  when_to_run: null,
  most_recent_run_date: null,
  template_key: null,
  recipient_data_key: null,
  integration_configuration_id: null,
  xplan_clients: [],
  filter_rules: [],
  archived: false,
  number_of_documents: 0,
  created: 0,
  awaiting_signature: 0,
  completed: 0,
  failed: 0,
  date_created: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aRecipientData = (overrides: Partial<RecipientData> = {}): RecipientData => ({
  key: 'rd-1',
  description: 'Members',
  number_of_rows: 25,
  archived: false,
  field_names: ['Name', 'Email', 'Joined', 'Age'],
  field_types: ['text', 'text', 'date', 'number'],
  date_created: '2026-11-01T10:00:00.000Z',
  date_updated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aLogLine = (n: number, overrides: Partial<BulkSendLog> = {}): BulkSendLog => ({
  key: `log-${n}`,
  level: 'info',
  message: `Line ${n}`,
  position: null,
  document_key: null,
  date_created: new Date(Date.UTC(2026, 10, 20, 10, 0, n)).toISOString(),
  ...overrides,
});

/** A logged-in member with can_view_bulk_sends (off by default in §6), plus a test's handlers. */
export const stubBulkServer = (handlers: FakeHandlers = {}, allowed = true) =>
  stubLoggedInServer({
    'GET /app/user/user_accounts': () =>
      userAccountsAnswer(aRestrictedMember({ can_view_bulk_sends: allowed })),
    ...handlers,
  });

/** jsdom starts without focus; the polls of §9 wait for it. */
export const focusWindow = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

export const blurWindow = () =>
  act(() => {
    window.dispatchEvent(new Event('blur'));
  });
