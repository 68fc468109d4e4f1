import { and, eq, exists } from 'drizzle-orm';
import { BULK_SEND_ENGINE_MESSAGES as E } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { bulkSendRows, bulkSends, recipientDatas } from '../../db/schema.ts';
import { runBulkSendJob } from '../../jobs/run-bulk-send.job.ts';
import { loadPackSources } from '../documents/load-pack-sources.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import {
  appendBulkSendLog,
  findBulkSend,
  nextPendingRows,
  type BulkSendRow,
} from './bulk-send-repository.ts';
import { bulkSendWebhookEvent } from '../webhooks/bulk-send-webhook-event.ts';
import { emitWebhookEvent } from '../webhooks/webhook-emit.ts';
import { writeBatch, type RunPlan } from './bulk-send-batch.ts';
import { ensureSendMapping, loadSendTemplate, templateFacts } from './bulk-send-template.ts';
import { readClientRows, sendConnection } from './bulk-send-xplan.ts';

/** What every row of a run shares: read once per job, not once per pack. */
const loadPlan = async (ctx: AppContext, send: BulkSendRow): Promise<RunPlan> => {
  const template = await loadSendTemplate(ctx.db, send.account_key, send.template_key ?? '');
  const [source] = await ctx.db
    .select({ field_names: recipientDatas.field_names })
    .from(recipientDatas)
    .where(eq(recipientDatas.key, send.recipient_data_key ?? ''));
  return {
    send,
    template,
    sources: await loadPackSources(ctx.db, [template]),
    facts: (await templateFacts(ctx.db, template, ctx.config.defaultDialingCode)).facts,
    mapping: await ensureSendMapping(ctx.db, send.key, template.key),
    fieldNames: source?.field_names ?? [],
    // XPLAN clients are read through the workspace's connection, which must still be connected.
    xplan: send.recipient_data_key ? null : await sendConnection(ctx.db, send),
  };
};

/**
 * The run-bulk-send job: batches of pending rows in position order, re-reading the send between
 * batches, so a pause (or this process stopping) takes effect there. Whatever it leaves pending
 * is taken up by the next run: re-activation, or resumeBulkSends when a worker starts.
 */
export const runBulkSendHandler =
  (ctx: AppContext): JobHandler<{ bulk_send_key: string }> =>
  async ({ bulk_send_key }) => {
    let plan: RunPlan | null = null;
    let done = 0;
    for (;;) {
      if (ctx.queue.stopping) return;
      const send = await findBulkSend(ctx.db, bulk_send_key);
      if (!send || send.status !== 'active') return;
      // §3 when_to_run: a send scheduled for later waits for its time (a job started early,
      // by activation or a worker's start, hands over to one that starts then).
      if (send.when_to_run && send.when_to_run > new Date()) {
        await ctx.queue.enqueue(
          ctx.db,
          runBulkSendJob,
          { bulk_send_key },
          { startAfter: send.when_to_run },
        );
        return;
      }
      if (!plan) {
        try {
          plan = await loadPlan(ctx, send);
        } catch (error) {
          // The template went away (deleted, made a document), or the XPLAN connection was
          // unlinked or lost its grant: nothing more can be made until it is set right.
          await ctx.db.transaction(async (tx) => {
            await tx.update(bulkSends).set({ status: 'paused' }).where(eq(bulkSends.key, send.key));
            const reason = error instanceof Error ? error.message : String(error);
            await appendBulkSendLog(tx, send.key, 'error', reason);
            await emitWebhookEvent(tx, bulkSendWebhookEvent('bulk_send_paused', send, { reason }));
          });
          return;
        }
      }
      const rows = await nextPendingRows(ctx.db, bulk_send_key, ctx.config.bulkSendBatchSize);
      if (rows.length === 0) {
        if (done > 0) await logFinished(ctx, send);
        return;
      }
      done += await writeBatch(
        ctx,
        plan,
        plan.xplan ? await readClientRows(ctx, plan.xplan, rows) : rows,
      );
    }
  };

const logFinished = async (ctx: AppContext, send: BulkSendRow) => {
  const rows = await ctx.db
    .select({ state: bulkSendRows.state })
    .from(bulkSendRows)
    .where(eq(bulkSendRows.bulk_send_key, send.key));
  const created = rows.filter((r) => r.state === 'created').length;
  const failed = rows.length - created;
  await ctx.db.transaction(async (tx) => {
    await appendBulkSendLog(tx, send.key, 'info', E.finished(created, failed));
    await emitWebhookEvent(
      tx,
      bulkSendWebhookEvent('bulk_send_completed', send, { created, failed }),
    );
  });
};

/**
 * At a worker's start: a run for every active send with rows still pending, so a process that
 * stopped (or died) mid-run is carried on from where its last committed row left it.
 */
export const resumeBulkSends = async (ctx: AppContext): Promise<void> => {
  const sends = await ctx.db
    .select({ key: bulkSends.key })
    .from(bulkSends)
    .where(
      and(
        eq(bulkSends.status, 'active'),
        exists(
          ctx.db
            .select({ one: bulkSendRows.position })
            .from(bulkSendRows)
            .where(
              and(eq(bulkSendRows.bulk_send_key, bulkSends.key), eq(bulkSendRows.state, 'pending')),
            ),
        ),
      ),
    );
  for (const s of sends) await ctx.queue.enqueue(ctx.db, runBulkSendJob, { bulk_send_key: s.key });
};
