import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  BULK_SEND_MESSAGES,
  XPLAN_SEND_ROW_FIELDS,
  toCsv,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { bulkSendRows, bulkSendTempCsvs, documents, recipientDatas } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { bulkSendCsvJob } from '../../jobs/bulk-send-csv.job.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { keepGeneratedFile } from '../storage/keep-generated-file.ts';
import type { Download } from '../documents/document-download-service.ts';
import { downloadName, readBlobBytes } from '../documents/document-download-service.ts';
import { loadBulkSend } from './bulk-send-access.ts';
import { findBulkSend } from './bulk-send-repository.ts';

const PAGE = 1000;

export type BulkSendTempCsv = { key: string; file_key: string | null };

/**
 * §7 generate_temp_csv: without a key it asks the job for a new status CSV; with one it answers
 * that CSV's state (file_key once written), the §9 poll. A CSV that failed for good answers the
 * §8 message the poll would end with.
 */
export const generateBulkSendCsv = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  csvKey: string | undefined,
): Promise<BulkSendTempCsv> => {
  const send = await loadBulkSend(ctx.db, auth, key);
  if (csvKey) {
    const [row] = await ctx.db
      .select()
      .from(bulkSendTempCsvs)
      .where(and(eq(bulkSendTempCsvs.key, csvKey), eq(bulkSendTempCsvs.bulk_send_key, send.key)));
    if (!row) throw notFound(E.csvNotFound);
    if (row.error) throw new AppError(500, BULK_SEND_MESSAGES.csvTooSlow);
    return { key: row.key, file_key: row.file_key };
  }
  const newCsvKey = newKey();
  await ctx.db.transaction(async (tx: Db) => {
    await tx
      .insert(bulkSendTempCsvs)
      .values({ key: newCsvKey, bulk_send_key: send.key, requested_by: auth.user.key });
    await ctx.queue.enqueue(tx, bulkSendCsvJob, { bulk_send_temp_csv_key: newCsvKey });
  });
  return { key: newCsvKey, file_key: null };
};

/** The CSV's lines: a header, then each snapshot row's cells and what became of it. */
const csvText = async (db: Db, bulkSendKey: string, fieldNames: string[]): Promise<string> => {
  const parts = [
    toCsv([['position', ...fieldNames, 'state', 'document_key', 'document_status', 'error']]),
  ];
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ row: bulkSendRows, status: documents.status })
      .from(bulkSendRows)
      .leftJoin(documents, eq(documents.key, bulkSendRows.document_key))
      .where(and(eq(bulkSendRows.bulk_send_key, bulkSendKey), gt(bulkSendRows.position, after)))
      .orderBy(asc(bulkSendRows.position))
      .limit(PAGE);
    if (rows.length === 0) return parts.join('');
    after = rows[rows.length - 1]!.row.position;
    parts.push(
      toCsv(
        rows.map(({ row, status }) => [
          row.position,
          ...fieldNames.map((_, i) => row.cells[i] ?? ''),
          row.state,
          row.document_key,
          status,
          row.error,
        ]),
      ),
    );
  }
};

/** The bulk-send-csv job: writes the file and records it; a CSV already written is kept. */
export const bulkSendCsvHandler =
  (ctx: AppContext): JobHandler<{ bulk_send_temp_csv_key: string }> =>
  async ({ bulk_send_temp_csv_key }, meta) => {
    const [row] = await ctx.db
      .select()
      .from(bulkSendTempCsvs)
      .where(eq(bulkSendTempCsvs.key, bulk_send_temp_csv_key));
    if (!row || row.file_key || row.error) return;
    try {
      const send = await findBulkSend(ctx.db, row.bulk_send_key);
      if (!send) return;
      const [source] = await ctx.db
        .select({ field_names: recipientDatas.field_names })
        .from(recipientDatas)
        .where(eq(recipientDatas.key, send.recipient_data_key ?? ''));
      // A send of XPLAN clients snapshots each client's id and name (ADR 0060).
      const fieldNames = send.recipient_data_key
        ? (source?.field_names ?? [])
        : [...XPLAN_SEND_ROW_FIELDS];
      const body = Buffer.from(await csvText(ctx.db, send.key, fieldNames));
      await keepGeneratedFile(ctx, {
        folder: `bulk-sends/${send.key}`,
        extension: 'csv',
        bytes: body,
        contentType: 'text/csv',
        blob: {
          filename: downloadName(send.description, 'csv'),
          purpose: 'bulk_send_csv',
          document_key: null,
          account_key: send.account_key,
          created_by: row.requested_by,
        },
        claim: async (tx, blobKey) =>
          (
            await tx
              .update(bulkSendTempCsvs)
              .set({ file_key: blobKey })
              .where(and(eq(bulkSendTempCsvs.key, row.key), isNull(bulkSendTempCsvs.file_key)))
              .returning()
          ).length > 0,
      });
    } catch (error) {
      if (meta.retryCount < meta.retryLimit) throw error;
      ctx.log.warn({ err: error, bulk_send_temp_csv_key }, 'bulk send csv failed for good');
      await ctx.db
        .update(bulkSendTempCsvs)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(bulkSendTempCsvs.key, row.key));
    }
  };

/** §7 serve_temp_csv: the written CSV, to the send's workspace only. */
export const serveBulkSendCsv = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  csvKey: string,
): Promise<Download> => {
  const send = await loadBulkSend(ctx.db, auth, key);
  const [row] = await ctx.db
    .select()
    .from(bulkSendTempCsvs)
    .where(and(eq(bulkSendTempCsvs.key, csvKey), eq(bulkSendTempCsvs.bulk_send_key, send.key)));
  if (!row?.file_key) throw notFound(E.csvNotFound);
  return {
    contentType: 'text/csv; charset=utf-8',
    filename: downloadName(send.description, 'csv'),
    body: await readBlobBytes(ctx, ctx.db, row.file_key),
  };
};
