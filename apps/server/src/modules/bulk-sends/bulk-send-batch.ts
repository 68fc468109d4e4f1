import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  mappedPackValues,
  mappingProblems,
  xplanPrefillAuditText,
  type DocumentMapping,
  type MappingTemplateFacts,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { auditRecords, bulkSendRows } from '../../db/schema.ts';
import { sendSignatureRequestsJob } from '../../jobs/send-signature-requests.job.ts';
import { auditActorForUser, newChainRecords } from '../audit-trail/append-audit-record.ts';
import { databaseNow } from '../audit-trail/audit-record-repository.ts';
import type { PackSources } from '../documents/load-pack-sources.ts';
import {
  blobCopies,
  copyBlobObjects,
  copyIds,
  insertPackRows,
  packRows,
  removeBlobObjects,
  type CopiedBlob,
  type PackRows,
} from '../documents/document-copy-rows.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import type { IntegrationRow } from '../integrations/integration-repository.ts';
import { emitWebhookEvents } from '../webhooks/webhook-emit.ts';
import { appendBulkSendLog, type BulkSendRow } from './bulk-send-repository.ts';
import { fillPackRows, markRowsSent, sendRefusal } from './bulk-send-row-values.ts';

/** What a run knows once for all its rows. */
export type RunPlan = {
  send: BulkSendRow;
  template: DocumentRow;
  /** The template as a copy reads it, read once per run. */
  sources: PackSources;
  /** The template as the §5 mapping rules judge each row against it. */
  facts: MappingTemplateFacts;
  mapping: DocumentMapping['mapping'];
  fieldNames: string[];
  /** The XPLAN connection a send of XPLAN clients reads each row's client through (ADR 0060). */
  xplan: IntegrationRow | null;
};

/**
 * A row to make: a client list's cells (in the plan's field names), or an XPLAN client's data
 * read for this batch with its own field names; or a row whose data could not be read.
 */
type PendingRow =
  | { position: number; cells: string[]; fieldNames?: string[]; xplanClientId?: number }
  | { position: number; reason: string };
type Made = { position: number; rows: PackRows; copies: CopiedBlob[]; xplanClientId?: number };
type Refused = { position: number; reason: string };

/** A row's pack, whole in memory, or the reason the §5 rules refuse the row. */
const prepare = (ctx: AppContext, plan: RunPlan, row: PendingRow): Made | Refused => {
  if ('reason' in row) return row;
  const dialing = ctx.config.defaultDialingCode;
  const fieldNames = row.fieldNames ?? plan.fieldNames;
  const [problem] = mappingProblems(plan.facts, plan.mapping, fieldNames, row.cells);
  if (problem) return { position: row.position, reason: problem };
  const values = mappedPackValues(plan.mapping, fieldNames, row.cells);
  const target = {
    name: values.document_name?.trim() || plan.template.document_name,
    documentType: 'document' as const,
    accountKey: plan.send.account_key,
    createdBy: plan.send.created_by,
    fromTemplateKey: plan.template.key,
  };
  const ids = copyIds(plan.sources);
  const copies = blobCopies(plan.sources, ids, target, ctx.blobStore.kind);
  const rows = packRows(plan.sources, ids, copies, target, null);
  fillPackRows(plan.sources, rows, values, dialing);
  if (plan.send.bulk_send_type === 'create_and_send') {
    const refusal = sendRefusal(rows, dialing);
    if (refusal) return { position: row.position, reason: refusal };
    markRowsSent(rows);
  }
  return { position: row.position, rows, copies, xplanClientId: row.xplanClientId };
};

/**
 * Locks the batch's rows that are still pending, in position order (so two runs on one batch
 * queue rather than deadlock). A row another run has made or failed meanwhile is not among them:
 * once that run commits, its row no longer matches.
 */
const claimPending = async (tx: Db, sendKey: string, positions: number[]) =>
  new Set(
    (
      await tx
        .select({ position: bulkSendRows.position })
        .from(bulkSendRows)
        .where(
          and(
            eq(bulkSendRows.bulk_send_key, sendKey),
            inArray(bulkSendRows.position, positions),
            eq(bulkSendRows.state, 'pending'),
          ),
        )
        .orderBy(asc(bulkSendRows.position))
        .for('update')
    ).map((r) => r.position),
  );

const markCreated = async (tx: Db, sendKey: string, made: readonly Made[]) => {
  if (made.length === 0) return;
  const positions = made.map((m) => m.position);
  const keys = made.map((m) => m.rows.packKey);
  await tx.execute(sql`
    update bulk_send_rows as r
    set state = 'created', document_key = v.document_key, date_processed = ${new Date()}
    from unnest(${sql.param(positions)}::int[], ${sql.param(keys)}::text[]) as v(position, document_key)
    where r.bulk_send_key = ${sendKey} and r.position = v.position`);
};

const markFailed = async (tx: Db, sendKey: string, refused: readonly Refused[]) => {
  for (const r of refused) {
    await tx
      .update(bulkSendRows)
      .set({ state: 'failed', error: r.reason, date_processed: new Date() })
      .where(and(eq(bulkSendRows.bulk_send_key, sendKey), eq(bulkSendRows.position, r.position)));
    await appendBulkSendLog(tx, sendKey, 'error', E.rowFailed(r.reason), r.position);
  }
};

/**
 * One batch of rows in ONE transaction: every row's pack (children, signers, fields with the
 * row's values, entities, file copies, search text, the 'created' record of its own audit chain
 * and, for create_and_send, the 'sent' one, the awaiting state and its request job) written with
 * one multi-row insert per table, and the rows marked created with their packs' keys — or failed
 * with the reason — in the same transaction. A row is only written if it was still pending when
 * the batch locked it, so a second run never makes a row's pack twice, and a crash leaves the
 * whole batch pending. Answers how many rows this run settled.
 */
export const writeBatch = async (
  ctx: AppContext,
  plan: RunPlan,
  batch: readonly PendingRow[],
): Promise<number> => {
  const prepared = batch.map((row) => prepare(ctx, plan, row));
  const made = prepared.filter((p): p is Made => 'rows' in p);
  const refused = prepared.filter((p): p is Refused => 'reason' in p);
  const copies = made.flatMap((m) => m.copies);
  // The files are copied while the database writes the rows; the batch commits only once both
  // are done, and on any failure both are undone.
  const copying = copyBlobObjects(ctx.blobStore, copies).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  let claimed: Set<number>;
  try {
    claimed = await ctx.db.transaction(async (tx: Db) => {
      const pending = await claimPending(
        tx,
        plan.send.key,
        batch.map((r) => r.position),
      );
      const mine = made.filter((m) => pending.has(m.position));
      if (mine.length > 0) {
        await insertPackRows(
          tx,
          mine.map((m) => m.rows),
        );
        await insertMany(tx, auditRecords, await chains(tx, plan, mine));
        await markCreated(tx, plan.send.key, mine);
        if (plan.send.bulk_send_type === 'create_and_send') {
          // The 'sent' records above are written in bulk, not through appendAuditRecord.
          await emitWebhookEvents(
            tx,
            mine.map((m) => ({ type: 'document_sent' as const, document_key: m.rows.packKey })),
          );
          await ctx.queue.enqueueMany(
            tx,
            sendSignatureRequestsJob,
            mine.map((m) => ({ document_key: m.rows.packKey })),
          );
        }
      }
      await markFailed(
        tx,
        plan.send.key,
        refused.filter((r) => pending.has(r.position)),
      );
      const copied = await copying;
      if (copied) throw copied.error;
      return pending;
    });
  } catch (error) {
    await copying;
    await removeBlobObjects(
      ctx.blobStore,
      copies.map((c) => c.row.object_key),
    );
    throw error;
  }
  // Rows another run settled first: this run's copies of their files are not anyone's.
  await removeBlobObjects(
    ctx.blobStore,
    made
      .filter((m) => !claimed.has(m.position))
      .flatMap((m) => m.copies.map((c) => c.row.object_key)),
  );
  return claimed.size;
};

/**
 * Each new pack's audit chain, by the send's owner at the database's now: 'created', then for an
 * XPLAN client's pack 'prefilled from XPLAN client {id}' (as the editor's prefill writes it), then
 * for create_and_send 'sent'.
 */
const chains = async (tx: Db, plan: RunPlan, made: readonly Made[]) => {
  const actor = await auditActorForUser(tx, plan.send.created_by);
  const now = await databaseNow(tx);
  const send = plan.send.bulk_send_type === 'create_and_send';
  const all = made.map(({ rows, xplanClientId }) =>
    newChainRecords(
      [
        {
          document_key: rows.packKey,
          event: 'created',
          actor,
          details: {
            document_name: rows.pack!.document_name,
            copied_from: plan.sources.sourceKeys,
          },
        },
        ...(xplanClientId === undefined
          ? []
          : [
              {
                document_key: rows.packKey,
                event: 'prefilled' as const,
                actor,
                details: {
                  description: xplanPrefillAuditText(xplanClientId),
                  integration_configuration_id: plan.xplan?.key,
                  client_id: xplanClientId,
                },
              },
            ]),
        ...(send ? [{ document_key: rows.packKey, event: 'sent' as const, actor }] : []),
      ],
      now,
    ),
  );
  return all.flat();
};
