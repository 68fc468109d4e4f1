import { eq } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  bulkSendStatusRefusal,
  type BulkSend,
  type BulkSendInput,
  type BulkSendLog,
  type BulkSendStatus,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { bulkSends } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  activateBulkSend,
  loadSendSource,
  pauseBulkSend,
  resumeBulkSend,
} from './bulk-send-activation.ts';
import { bulkSendWorkspace, loadBulkSend } from './bulk-send-access.ts';
import {
  bulkSendAnswer,
  bulkSendCounts,
  bulkSendLogsSince,
  listBulkSendRows,
  type BulkSendRow,
} from './bulk-send-repository.ts';
import { loadSendTemplate } from './bulk-send-template.ts';
import { sourceChanges } from './bulk-send-xplan.ts';

/** §7 GET /app/bulk_sends: the workspace's sends with their live counts. */
export const listBulkSends = async (ctx: AppContext, auth: Auth): Promise<BulkSend[]> => {
  const rows = await listBulkSendRows(ctx.db, bulkSendWorkspace(auth));
  const counts = await bulkSendCounts(
    ctx.db,
    rows.map((r) => r.key),
  );
  return rows.map((r) => bulkSendAnswer(r, counts.get(r.key)));
};

/** §7 GET /app/bulk_sends/{key}. */
export const getBulkSend = async (ctx: AppContext, auth: Auth, key: string): Promise<BulkSend> => {
  const row = await loadBulkSend(ctx.db, auth, key);
  return bulkSendAnswer(row, (await bulkSendCounts(ctx.db, [key])).get(key));
};

/** §7 bulk_send_logs?since=: the send's log after `since`, the 30 s poll of the status tab. */
export const listBulkSendLogs = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  since: string | undefined,
): Promise<BulkSendLog[]> => {
  const send = await loadBulkSend(ctx.db, auth, key);
  return bulkSendLogsSince(ctx.db, send.key, since ? new Date(since) : null);
};

/** What a send in setup may change; a running send keeps its template, data and filter. */
const setupChanges = async (tx: Db, auth: Auth, accountKey: string, data: BulkSendInput) => {
  if (data.template_key) await loadSendTemplate(tx, accountKey, data.template_key);
  if (data.recipient_data_key) await loadSendSource(tx, accountKey, data.recipient_data_key);
  return {
    ...(data.bulk_send_type !== undefined ? { bulk_send_type: data.bulk_send_type } : {}),
    ...(data.template_key !== undefined ? { template_key: data.template_key } : {}),
    ...(data.recipient_data_key !== undefined
      ? { recipient_data_key: data.recipient_data_key }
      : {}),
    ...(data.filter_rules !== undefined ? { filter_rules: data.filter_rules } : {}),
    ...(data.when_to_run !== undefined
      ? { when_to_run: data.when_to_run ? new Date(data.when_to_run) : null }
      : {}),
    ...(await sourceChanges(tx, auth, accountKey, data)),
  };
};

const changesSetup = (data: BulkSendInput) =>
  [
    'bulk_send_type',
    'template_key',
    'recipient_data_key',
    'integration_configuration_id',
    'xplan_clients',
    'filter_rules',
    'when_to_run',
  ].some((k) => data[k as keyof BulkSendInput] !== undefined);

/** The §4 status change asked for, through the one rule (bulkSendStatusRefusal). */
const changeStatus = async (ctx: AppContext, tx: Db, send: BulkSendRow, to: BulkSendStatus) => {
  const from = send.status as BulkSendStatus;
  if (from === to) return;
  const counts = (await bulkSendCounts(tx, [send.key])).get(send.key);
  const refusal = bulkSendStatusRefusal(from, to, {
    created: (counts?.created ?? 0) + (counts?.failed ?? 0),
    total: send.number_of_documents,
  });
  if (refusal) throw new AppError(409, refusal);
  if (from === 'setup') await activateBulkSend(ctx, tx, send);
  else if (to === 'active') await resumeBulkSend(ctx, tx, send);
  else await pauseBulkSend(tx, send);
};

/**
 * §7 add_update_bulk_send: no key creates a send in setup; a key updates the workspace's send
 * (its setup only while in setup) and moves its status. One transaction on the locked send: a
 * refused activation leaves the saved setup as it was before the call.
 */
export const addUpdateBulkSend = async (
  ctx: AppContext,
  auth: Auth,
  data: BulkSendInput,
): Promise<{ key: string; status: BulkSendStatus }> => {
  const accountKey = bulkSendWorkspace(auth);
  return ctx.db.transaction(async (tx: Db) => {
    if (!data.key) {
      const key = newKey();
      await tx.insert(bulkSends).values({
        key,
        account_key: accountKey,
        created_by: auth.user.key,
        description: data.description,
        status: 'setup',
        archived: data.archived ?? false,
        ...(await setupChanges(tx, auth, accountKey, data)),
      });
      const created = (await loadBulkSend(tx, auth, key, { lock: true }))!;
      if (data.status && data.status !== 'setup') await changeStatus(ctx, tx, created, data.status);
      return { key, status: data.status ?? 'setup' };
    }
    const send = await loadBulkSend(tx, auth, data.key, { lock: true });
    if (changesSetup(data) && send.status !== 'setup') throw new AppError(409, E.onlyFromSetup);
    await tx
      .update(bulkSends)
      .set({
        description: data.description,
        ...(data.archived !== undefined ? { archived: data.archived } : {}),
        ...(await setupChanges(tx, auth, accountKey, data)),
        date_updated: new Date(),
      })
      .where(eq(bulkSends.key, send.key));
    if (data.status) {
      const fresh = (await loadBulkSend(tx, auth, send.key))!;
      await changeStatus(ctx, tx, fresh, data.status);
    }
    return { key: send.key, status: data.status ?? (send.status as BulkSendStatus) };
  });
};
