import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import {
  BULK_SEND_MESSAGES,
  BULK_SEND_REMINDER_AFTER_MS,
  BULK_SEND_REMINDER_LOCKOUT_MS,
  BULK_SEND_STATUSES,
  BULK_SEND_TYPES,
  FILTER_INEQUALITIES,
  type BulkSendStatus,
  type BulkSendType,
  type DocumentMapping,
  type MappedValue,
} from './bulk-send-contracts.ts';
import { BLOCKING_CHECK_MESSAGES } from './blocking-checks.ts';
import { mappingIssues, type MappingTemplateFacts } from './mapping-rules.ts';
import { xplanClientsSchema, type XplanClientChoice } from './bulk-send-xplan.ts';

/**
 * The bulk send engine's rules (§4 status and reminders, §5 activation and per-row mapping
 * rules). The server asks these; it decides nothing about a send itself.
 */

const keyText = z.string().trim().min(1).max(100);

export const filterRuleSchema = z.object({
  selected_field: z.string().max(500),
  selected_inequality: z.enum(FILTER_INEQUALITIES),
  comparison_value: z.string().max(500),
});

/** POST /app/bulk_sends/add_update_bulk_send {data}: no key creates one in setup. */
export const bulkSendInputSchema = z.object({
  data: z
    .object({
      key: keyText.optional(),
      description: z
        .string()
        .trim()
        .min(1, { error: SCHEMA_MESSAGES.bulkSendDescriptionRequired })
        .max(200),
      bulk_send_type: z.enum(BULK_SEND_TYPES),
      template_key: keyText.nullable(),
      recipient_data_key: keyText.nullable(),
      /** XPLAN clients as the recipients (ADR 0060): the connection they are read through. */
      integration_configuration_id: keyText.nullable(),
      xplan_clients: xplanClientsSchema,
      filter_rules: z.array(filterRuleSchema).max(50),
      when_to_run: z.iso.datetime({ offset: true }).nullable(),
      status: z.enum(BULK_SEND_STATUSES),
      archived: z.boolean(),
    })
    .partial()
    .required({ description: true }),
});
export type BulkSendInput = z.infer<typeof bulkSendInputSchema>['data'];

/** The send's own mapping (GET/POST /app/bulk_sends/{key}/document_mapping/{template_key}). */
const mappedValueSchema: z.ZodType<MappedValue> = z.union([
  z.object({ column: z.string().max(500) }).strict(),
  z.object({ text: z.string().max(10_000) }).strict(),
]);
const personSchema = z
  .object({
    name: mappedValueSchema,
    email: mappedValueSchema,
    mobile_number: mappedValueSchema,
  })
  .partial();
export const bulkSendMappingSchema: z.ZodType<DocumentMapping['mapping']> = z.object({
  data_fields: z.record(z.string().max(200), mappedValueSchema),
  signatories: z.record(z.string().max(200), personSchema),
  cc_recipients: z.record(z.string().max(200), personSchema),
  subject: mappedValueSchema.optional(),
  message: mappedValueSchema.optional(),
  document_name: mappedValueSchema.optional(),
});
export const bulkSendMappingInputSchema = z.object({ mapping: bulkSendMappingSchema });

/** Extra §4 refusals the spec implies but does not word. */
export const BULK_SEND_ENGINE_MESSAGES = {
  notFound: 'Bulk send not found',
  pauseOnlyWhileCreating: 'A bulk send can only be paused while documents are still being created.',
  onlyFromSetup: 'This can only be changed while the bulk send is in setup.',
  statusChange: (from: BulkSendStatus, to: BulkSendStatus) =>
    `A bulk send cannot go from ${from} to ${to}.`,
  remindersOnlyCreateAndSend: 'Reminders are only sent for bulk sends that create and send.',
  remindersTooSoon: 'Reminders can be sent 2 days after the last run.',
  remindersLocked: 'Reminders were just enqueued. Please wait a minute before sending again.',
  remindersEnqueued: (n: number) =>
    `Reminders enqueued for ${n} document${n === 1 ? '' : 's'} awaiting signature.`,
  templateNotFound: 'The template could not be found.',
  notTheTemplate: 'This is not the template of this bulk send.',
  csvNotFound: 'The CSV could not be found.',
  sourceNotFound: 'The recipient data could not be found.',
  activated: (n: number) =>
    `Activated: ${n} row${n === 1 ? '' : 's'} selected, creating documents.`,
  resumed: 'Resumed: creating the remaining documents.',
  paused: 'Paused: no more documents will be created until it is activated again.',
  finished: (created: number, failed: number) =>
    `Finished: ${created} document${created === 1 ? '' : 's'} created, ${failed} failed.`,
  rowFailed: (reason: string) => `Row not created: ${reason}`,
  remindersSent: (n: number) => `Reminders sent for ${n} document${n === 1 ? '' : 's'}.`,
} as const;

/** §5 activation, first of all: a template and a data source are chosen (exact messages). */
export const bulkSendChoiceProblem = (send: {
  template_key: string | null;
  recipient_data_key: string | null;
  integration_configuration_id?: string | null;
  xplan_clients?: readonly XplanClientChoice[];
}): string | null =>
  !send.template_key
    ? BULK_SEND_MESSAGES.noTemplate
    : !send.recipient_data_key &&
        !(send.integration_configuration_id && (send.xplan_clients?.length ?? 0) > 0)
      ? BULK_SEND_MESSAGES.noData
      : null;

/**
 * The §5 blocking checks no row can change (the template's own set-up): a create_and_send with one
 * of them would fail every row, so activation refuses it at once with the check's message.
 */
const TEMPLATE_BLOCKING_MESSAGES = new Set<string>([
  BLOCKING_CHECK_MESSAGES.noSignatories,
  BLOCKING_CHECK_MESSAGES.noFields,
  BLOCKING_CHECK_MESSAGES.unassignedFields,
  BLOCKING_CHECK_MESSAGES.choicesMissing,
  BLOCKING_CHECK_MESSAGES.checkboxGroupsMissing,
  BLOCKING_CHECK_MESSAGES.invalidCustomIds,
]);

/**
 * §5 activation of a chosen template: 'You have incomplete fields: …' listing each signer part
 * (`signer-1 email`) and required field (`amount`) the mapping leaves without data, judged by the
 * mapping rules with columns as placeholders; then, for create_and_send, the template's own
 * blocking check failures (`blocking`: their messages, in §5 order). Null when it may run.
 */
export const bulkSendActivationProblem = (input: {
  facts: MappingTemplateFacts;
  mapping: DocumentMapping['mapping'];
  fieldNames: readonly string[];
  sends: boolean;
  blocking: readonly string[];
}): string | null => {
  const missing = [
    ...new Set(
      mappingIssues(input.facts, input.mapping, input.fieldNames).map(
        (p) => p.custom_id ?? `${p.role} ${p.part}`,
      ),
    ),
  ];
  if (missing.length > 0) return BULK_SEND_MESSAGES.incompleteFields(missing.join(', '));
  return (input.sends && input.blocking.find((m) => TEMPLATE_BLOCKING_MESSAGES.has(m))) || null;
};

/** §4 status changes through add_update_bulk_send: null when allowed, else the refusal. */
export const bulkSendStatusRefusal = (
  from: BulkSendStatus,
  to: BulkSendStatus,
  counts: { created: number; total: number },
): string | null => {
  if (from === to) return null;
  if (from === 'setup' && to === 'active') return null;
  if (from === 'paused' && to === 'active') return null;
  if (from === 'active' && to === 'paused')
    return counts.created < counts.total ? null : BULK_SEND_ENGINE_MESSAGES.pauseOnlyWhileCreating;
  return BULK_SEND_ENGINE_MESSAGES.statusChange(from, to);
};

/** §4/§9 reminder button rule, as the server enforces it: null when reminders may go now. */
export const bulkSendReminderRefusal = (
  send: {
    bulk_send_type: BulkSendType;
    most_recent_run_date: Date | null;
    reminders_enqueued_at: Date | null;
  },
  now: Date,
): string | null => {
  if (send.bulk_send_type !== 'create_and_send')
    return BULK_SEND_ENGINE_MESSAGES.remindersOnlyCreateAndSend;
  if (
    send.reminders_enqueued_at &&
    now.getTime() - send.reminders_enqueued_at.getTime() < BULK_SEND_REMINDER_LOCKOUT_MS
  )
    return BULK_SEND_ENGINE_MESSAGES.remindersLocked;
  if (
    !send.most_recent_run_date ||
    now.getTime() - send.most_recent_run_date.getTime() <= BULK_SEND_REMINDER_AFTER_MS
  )
    return BULK_SEND_ENGINE_MESSAGES.remindersTooSoon;
  return null;
};
