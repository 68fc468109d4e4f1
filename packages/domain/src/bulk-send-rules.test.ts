import { describe, expect, it } from 'vitest';
import { BLOCKING_CHECK_MESSAGES } from './blocking-checks.ts';
import { BULK_SEND_MESSAGES as M } from './bulk-send-contracts.ts';
import type { MappingTemplateFacts } from './mapping-rules.ts';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  bulkSendActivationProblem,
  bulkSendChoiceProblem,
  bulkSendReminderRefusal,
  bulkSendStatusRefusal,
} from './bulk-send-rules.ts';

const empty = { data_fields: {}, signatories: {}, cc_recipients: {} };
const send = { template_key: 't', recipient_data_key: 'r' };

describe('bulkSendChoiceProblem (§5)', () => {
  it('asks for a template, then data', () => {
    expect(bulkSendChoiceProblem({ ...send, template_key: null })).toBe(M.noTemplate);
    expect(bulkSendChoiceProblem({ ...send, recipient_data_key: null })).toBe(M.noData);
    expect(bulkSendChoiceProblem(send)).toBeNull();
  });
});

describe('bulkSendActivationProblem (§5)', () => {
  const person = (over: Partial<MappingTemplateFacts['signatories'][number]> = {}) => ({
    role: 'signer-1',
    name: '',
    email: null,
    mobile_number: null,
    primary_communication_channel: 'email' as const,
    email_is_optional: false,
    ...over,
  });
  const facts = (over: Partial<MappingTemplateFacts> = {}): MappingTemplateFacts => ({
    signatories: [person()],
    data_fields: [],
    two_factor: false,
    email_optional: false,
    ...over,
  });
  const judge = (over: Partial<Parameters<typeof bulkSendActivationProblem>[0]> = {}) =>
    bulkSendActivationProblem({
      facts: facts(),
      mapping: empty,
      fieldNames: ['Name', 'Email'],
      sends: true,
      blocking: [],
      ...over,
    });

  it('lists every signer part and required field the mapping leaves without data', () => {
    expect(judge()).toBe(M.incompleteFields('signer-1 name, signer-1 email'));
    expect(
      judge({
        facts: facts({
          signatories: [person({ primary_communication_channel: 'sms' })],
          data_fields: [{ custom_id: 'amount', required: true, has_data: false }],
        }),
        mapping: { ...empty, signatories: { 'signer-1': { name: { column: 'Name' } } } },
      }),
    ).toBe(M.incompleteFields('signer-1 mobile_number, amount'));
    // A column the list does not have gives nothing.
    expect(
      judge({
        mapping: {
          ...empty,
          signatories: { 'signer-1': { name: { column: 'Nom' }, email: { column: 'Email' } } },
        },
      }),
    ).toBe(M.incompleteFields('signer-1 name'));
    expect(judge({ facts: facts({ signatories: [person({ name: 'F', email: 'a@b.co' })] }) })).toBe(
      null,
    );
  });

  it('refuses a create_and_send whose template no row can make sendable', () => {
    const complete = { facts: facts({ signatories: [person({ name: 'F', email: 'a@b.co' })] }) };
    const blocking = [BLOCKING_CHECK_MESSAGES.unassignedFields];
    expect(judge({ ...complete, blocking })).toBe(BLOCKING_CHECK_MESSAGES.unassignedFields);
    // Row data may still fix a signer's address; and a create-only send is not sent.
    expect(judge({ ...complete, blocking: [BLOCKING_CHECK_MESSAGES.invalidEmails] })).toBeNull();
    expect(judge({ ...complete, blocking, sends: false })).toBeNull();
  });
});

describe('§4 status changes and reminders', () => {
  it('pauses only while rows remain', () => {
    expect(bulkSendStatusRefusal('setup', 'active', { created: 0, total: 0 })).toBeNull();
    expect(bulkSendStatusRefusal('active', 'paused', { created: 2, total: 3 })).toBeNull();
    expect(bulkSendStatusRefusal('active', 'paused', { created: 3, total: 3 })).toBe(
      E.pauseOnlyWhileCreating,
    );
    expect(bulkSendStatusRefusal('paused', 'active', { created: 1, total: 3 })).toBeNull();
    expect(bulkSendStatusRefusal('setup', 'paused', { created: 0, total: 0 })).toBe(
      E.statusChange('setup', 'paused'),
    );
  });
  it('reminds create_and_send sends 2 days after the run, 60 s apart', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const base = {
      bulk_send_type: 'create_and_send' as const,
      most_recent_run_date: ago(2 * 86_400_000 + 1),
      reminders_enqueued_at: null,
    };
    expect(bulkSendReminderRefusal(base, now)).toBeNull();
    expect(bulkSendReminderRefusal({ ...base, bulk_send_type: 'create' }, now)).toBe(
      E.remindersOnlyCreateAndSend,
    );
    expect(
      bulkSendReminderRefusal({ ...base, most_recent_run_date: ago(2 * 86_400_000) }, now),
    ).toBe(E.remindersTooSoon);
    expect(bulkSendReminderRefusal({ ...base, reminders_enqueued_at: ago(59_000) }, now)).toBe(
      E.remindersLocked,
    );
    expect(
      bulkSendReminderRefusal({ ...base, reminders_enqueued_at: ago(61_000) }, now),
    ).toBeNull();
  });
});
