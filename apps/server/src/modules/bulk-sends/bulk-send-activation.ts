import { and, asc, eq, gt } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  bulkSendActivationProblem,
  bulkSendChoiceProblem,
  matchesFilterRules,
  type FilterRule,
  type RecipientFieldType,
  type XplanClientChoice,
  xplanSendFieldNames,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { bulkSendRows, bulkSends, recipientDataRows, recipientDatas } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { runBulkSendJob } from '../../jobs/run-bulk-send.job.ts';
import { appendBulkSendLog, type BulkSendRow } from './bulk-send-repository.ts';
import { ensureSendMapping, loadSendTemplate, templateFacts } from './bulk-send-template.ts';
import { sendConnection, snapshotXplanRows } from './bulk-send-xplan.ts';
import { bulkSendWebhookEvent } from '../webhooks/bulk-send-webhook-event.ts';
import { emitWebhookEvent } from '../webhooks/webhook-emit.ts';

const PAGE = 1000;

/** The workspace's recipient data source (400 when it is not one of the workspace's). */
export const loadSendSource = async (db: Db, accountKey: string, key: string) => {
  const [row] = await db
    .select()
    .from(recipientDatas)
    .where(and(eq(recipientDatas.key, key), eq(recipientDatas.account_key, accountKey)))
    .limit(1);
  if (!row) throw badRequest(E.sourceNotFound);
  return row;
};

/**
 * Copies the rows matching the send's filter into its snapshot, in position order and in pages
 * (memory stays flat in the row count). Answers how many were taken.
 */
const snapshotRows = async (
  tx: Db,
  send: BulkSendRow,
  source: typeof recipientDatas.$inferSelect,
  now: Date,
): Promise<number> => {
  let after = 0;
  let taken = 0;
  for (;;) {
    const page = await tx
      .select()
      .from(recipientDataRows)
      .where(
        and(
          eq(recipientDataRows.recipient_data_key, source.key),
          gt(recipientDataRows.position, after),
        ),
      )
      .orderBy(asc(recipientDataRows.position))
      .limit(PAGE);
    if (page.length === 0) return taken;
    after = page[page.length - 1]!.position;
    const matching = page.filter((r) =>
      matchesFilterRules(
        r.cells,
        source.field_names,
        source.field_types as RecipientFieldType[],
        send.filter_rules as FilterRule[],
        now,
      ),
    );
    if (matching.length > 0)
      await tx
        .insert(bulkSendRows)
        .values(
          matching.map((r) => ({ bulk_send_key: send.key, position: r.position, cells: r.cells })),
        );
    taken += matching.length;
  }
};

/**
 * §4 save-and-activate, in the caller's transaction on the locked send: the §5 checks with their
 * exact messages, then the snapshot of the rows, the fixed number_of_documents and the job that
 * makes the packs. Nothing is written when a check fails.
 */
export const activateBulkSend = async (
  ctx: AppContext,
  tx: Db,
  send: BulkSendRow,
): Promise<void> => {
  // Template and data first, before either is looked up (§5's order of messages).
  const chosen = bulkSendChoiceProblem({
    ...send,
    xplan_clients: send.xplan_clients as XplanClientChoice[],
  });
  if (chosen) throw badRequest(chosen);
  const template = await loadSendTemplate(tx, send.account_key, send.template_key!);
  // XPLAN clients (ADR 0060) or a client list: the columns a row will have, and its snapshot.
  const xplan = !send.recipient_data_key;
  if (xplan) await sendConnection(tx, send);
  const source = xplan
    ? null
    : await loadSendSource(tx, send.account_key, send.recipient_data_key!);
  const mapping = await ensureSendMapping(tx, send.key, template.key);
  const problem = bulkSendActivationProblem({
    ...(await templateFacts(tx, template, ctx.config.defaultDialingCode)),
    mapping,
    fieldNames: source ? source.field_names : xplanSendFieldNames(mapping),
    sends: send.bulk_send_type === 'create_and_send',
  });
  if (problem) throw badRequest(problem);

  const now = new Date();
  await tx.delete(bulkSendRows).where(eq(bulkSendRows.bulk_send_key, send.key));
  const taken = source
    ? await snapshotRows(tx, send, source, now)
    : await snapshotXplanRows(tx, send);
  await tx
    .update(bulkSends)
    .set({
      status: 'active',
      number_of_documents: taken,
      most_recent_run_date: now,
      date_updated: now,
    })
    .where(eq(bulkSends.key, send.key));
  await appendBulkSendLog(tx, send.key, 'info', E.activated(taken));
  await emitWebhookEvent(tx, bulkSendWebhookEvent('bulk_send_activated', send, { rows: taken }));
  await ctx.queue.enqueue(tx, runBulkSendJob, { bulk_send_key: send.key });
};

/** §4 re-activation from paused: the run carries on with the rows still pending. */
export const resumeBulkSend = async (ctx: AppContext, tx: Db, send: BulkSendRow): Promise<void> => {
  const now = new Date();
  await tx
    .update(bulkSends)
    .set({ status: 'active', most_recent_run_date: now, date_updated: now })
    .where(eq(bulkSends.key, send.key));
  await appendBulkSendLog(tx, send.key, 'info', E.resumed);
  await emitWebhookEvent(tx, bulkSendWebhookEvent('bulk_send_activated', send, { resumed: true }));
  await ctx.queue.enqueue(tx, runBulkSendJob, { bulk_send_key: send.key });
};

/** §4 pause: the run stops between batches; rows already made stay made. */
export const pauseBulkSend = async (tx: Db, send: BulkSendRow): Promise<void> => {
  await tx
    .update(bulkSends)
    .set({ status: 'paused', date_updated: new Date() })
    .where(eq(bulkSends.key, send.key));
  await appendBulkSendLog(tx, send.key, 'info', E.paused);
  await emitWebhookEvent(tx, bulkSendWebhookEvent('bulk_send_paused', send));
};
