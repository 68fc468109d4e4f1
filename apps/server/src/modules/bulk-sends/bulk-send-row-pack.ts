import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  STATUS_MESSAGES,
  blockingChecks,
  bulkRowProblem,
  isPhoneNumberError,
  mappedPackValues,
  normalisePhoneNumber,
  type DocumentMapping,
  type MappedPackValues,
  type TemplateSigner,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import {
  bulkSendRows,
  copyRecipients,
  dataFields,
  documents,
  signatories,
} from '../../db/schema.ts';
import { appendAuditRecord, auditActorForUser } from '../audit-trail/append-audit-record.ts';
import { createPackFromLoaded, type PackSources } from '../documents/document-copy.ts';
import { lockPack, type DocumentRow } from '../documents/document-repository.ts';
import { blockingSnapshot } from '../request-signatures/blocking-snapshot.ts';
import {
  loadPackContents,
  markAwaitingSignatures,
} from '../request-signatures/request-signatures-repository.ts';
import { notifyNextSigners } from '../signing-requests/notify-next-signers.ts';
import { appendBulkSendLog, type BulkSendRow } from './bulk-send-repository.ts';

/** What a run knows once for all its rows. */
export type RunPlan = {
  send: BulkSendRow;
  template: DocumentRow;
  /** The template as createPackFrom reads it, read once per run (its file bytes too). */
  sources: PackSources;
  signers: TemplateSigner[];
  ccUuids: string[];
  mapping: DocumentMapping['mapping'];
  fieldNames: string[];
};

type PendingRow = { position: number; cells: string[] };

/** A row the rules refuse: it is marked failed with this reason, and the run goes on. */
class RowRefused extends Error {}
/** Another run got to the row first: this pack is undone and the row left as that run made it. */
class RowTaken extends Error {}

const person = (p: { name?: string; email?: string; mobile_number?: string }, dialing: string) => {
  const set: Partial<typeof signatories.$inferInsert> = {};
  if (p.name !== undefined) set.name = p.name;
  if (p.email !== undefined) set.email = p.email.trim().toLowerCase() || null;
  if (p.mobile_number !== undefined) {
    const n = p.mobile_number.trim() ? normalisePhoneNumber(p.mobile_number, dialing) : null;
    set.mobile_number = n && !isPhoneNumberError(n) ? n.e164 : null;
    if (n && !isPhoneNumberError(n)) set.dialing_code = n.dialing_code;
  }
  return set;
};

/** Writes a row's values into its new pack (fields by custom_id, people by role, wording). */
const fillPack = async (
  tx: Db,
  plan: RunPlan,
  packKey: string,
  v: MappedPackValues,
  dialing: string,
) => {
  if (v.subject !== undefined || v.message !== undefined)
    await tx
      .update(documents)
      .set({
        ...(v.subject !== undefined ? { subject: v.subject } : {}),
        ...(v.message !== undefined ? { message: v.message } : {}),
      })
      .where(eq(documents.key, packKey));
  const fieldEntries = Object.entries(v.data_fields);
  if (fieldEntries.length > 0) {
    const children = await tx
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.document_pack_key, packKey));
    for (const [customId, data] of fieldEntries)
      await tx
        .update(dataFields)
        .set({ data })
        .where(
          and(
            inArray(
              dataFields.document_key,
              children.map((c) => c.key),
            ),
            eq(dataFields.custom_id, customId),
            eq(dataFields.removed, false),
          ),
        );
  }
  for (const [role, p] of Object.entries(v.signatories)) {
    const set = person(p, dialing);
    if (Object.keys(set).length > 0)
      await tx
        .update(signatories)
        .set(set)
        .where(and(eq(signatories.document_key, packKey), eq(signatories.role, role)));
  }
  const ccEntries = Object.entries(v.cc_recipients);
  if (ccEntries.length > 0) {
    // A copy keeps its copy recipients in the template's order: the nth is the template's nth.
    const made = await tx
      .select({ uuid: copyRecipients.uuid })
      .from(copyRecipients)
      .where(eq(copyRecipients.document_key, packKey))
      .orderBy(asc(copyRecipients.position));
    for (const [templateUuid, p] of ccEntries) {
      const uuid = made[plan.ccUuids.indexOf(templateUuid)]?.uuid;
      const { name, email, mobile_number } = person(p, dialing);
      if (uuid)
        await tx
          .update(copyRecipients)
          .set({ name, email, mobile_number })
          .where(eq(copyRecipients.uuid, uuid));
    }
  }
};

/** create_and_send: the §5 blocking checks, then the request, as update_document would. */
const sendPack = async (
  ctx: AppContext,
  tx: Db,
  plan: RunPlan,
  packKey: string,
  dialing: string,
) => {
  const pack = (await lockPack(tx, packKey))!;
  const contents = await loadPackContents(tx, packKey);
  if (contents.children.some((c) => c.conversion_state !== 'done'))
    throw new RowRefused(STATUS_MESSAGES.stillConverting);
  const failures = blockingChecks(blockingSnapshot(pack, contents, dialing));
  if (failures.length > 0) throw new RowRefused(failures[0]!.message);
  await appendAuditRecord(tx, {
    document_key: packKey,
    event: 'sent',
    actor: await auditActorForUser(tx, plan.send.created_by),
  });
  await notifyNextSigners(tx, ctx.queue, packKey);
  await markAwaitingSignatures(tx, packKey);
};

const markFailed = async (db: Db, plan: RunPlan, row: PendingRow, reason: string) =>
  db.transaction(async (tx: Db) => {
    const [marked] = await tx
      .update(bulkSendRows)
      .set({ state: 'failed', error: reason, date_processed: new Date() })
      .where(
        and(
          eq(bulkSendRows.bulk_send_key, plan.send.key),
          eq(bulkSendRows.position, row.position),
          eq(bulkSendRows.state, 'pending'),
        ),
      )
      .returning();
    if (marked)
      await appendBulkSendLog(tx, plan.send.key, 'error', E.rowFailed(reason), row.position);
  });

/**
 * One row: its pack made from the template with the row's values and, in that pack's own
 * transaction, the row marked created with the pack's key (and for create_and_send the request
 * sent). A row the rules refuse is marked failed with the reason and logged.
 */
export const createRowPack = async (
  ctx: AppContext,
  plan: RunPlan,
  row: PendingRow,
): Promise<'created' | 'failed' | 'taken'> => {
  const dialing = ctx.config.defaultDialingCode;
  const values = mappedPackValues(plan.mapping, plan.fieldNames, row.cells);
  const problem = bulkRowProblem(values, plan.signers, dialing);
  if (problem) {
    await markFailed(ctx.db, plan, row, problem);
    return 'failed';
  }
  const name = values.document_name?.trim() || plan.template.document_name;
  try {
    await createPackFromLoaded(ctx, plan.sources, {
      name,
      documentType: 'document',
      accountKey: plan.send.account_key,
      createdBy: plan.send.created_by,
      fromTemplateKey: plan.template.key,
      within: async (tx, { packKey }) => {
        const [marked] = await tx
          .update(bulkSendRows)
          .set({ state: 'created', document_key: packKey, date_processed: new Date() })
          .where(
            and(
              eq(bulkSendRows.bulk_send_key, plan.send.key),
              eq(bulkSendRows.position, row.position),
              eq(bulkSendRows.state, 'pending'),
            ),
          )
          .returning();
        if (!marked) throw new RowTaken();
        await fillPack(tx, plan, packKey, values, dialing);
        if (plan.send.bulk_send_type === 'create_and_send')
          await sendPack(ctx, tx, plan, packKey, dialing);
      },
    });
    return 'created';
  } catch (error) {
    if (error instanceof RowTaken) return 'taken';
    if (error instanceof RowRefused) {
      await markFailed(ctx.db, plan, row, error.message);
      return 'failed';
    }
    throw error;
  }
};
