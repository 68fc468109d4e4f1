import {
  INTEGRATION_MESSAGES,
  XPLAN_BULK_SEND_MESSAGES,
  xplanClientRow,
  xplanSendRowCells,
  xplanSendRowClientId,
  type BulkSendInput,
  type XplanClientChoice,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { bulkSendRows } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findIntegration, type IntegrationRow } from '../integrations/integration-repository.ts';
import { clientDataThrough } from '../integrations/xplan-client-service.ts';
import type { BulkSendRow } from './bulk-send-repository.ts';

/**
 * A bulk send whose recipients are XPLAN clients (ADR 0060). The send stores the connection and
 * the chosen clients; activation snapshots one row per client ([id, name]); the run reads each
 * client's data when it makes that row's pack, so a restart reads it again and nothing is kept.
 */

/** The send's source changes asked for: one source at a time, the connection the workspace's. */
export const sourceChanges = async (
  tx: Db,
  auth: Auth,
  accountKey: string,
  data: BulkSendInput,
) => {
  if (data.recipient_data_key && data.integration_configuration_id)
    throw badRequest(XPLAN_BULK_SEND_MESSAGES.oneSource);
  const choosesXplan =
    data.integration_configuration_id !== undefined || data.xplan_clients !== undefined;
  // Client data is a data source, as client lists are (ADR 0052's amendment).
  if (choosesXplan)
    requirePermission(
      auth.userAccount!.permissions,
      'user_profile_permissions.can_view_data_sources',
    );
  if (
    data.integration_configuration_id &&
    !(await findIntegration(tx, accountKey, data.integration_configuration_id))
  )
    throw notFound(INTEGRATION_MESSAGES.notFound);
  return {
    ...(data.integration_configuration_id !== undefined && {
      integration_configuration_id: data.integration_configuration_id,
    }),
    ...(data.xplan_clients !== undefined && { xplan_clients: data.xplan_clients }),
    // Choosing one source lets the other go.
    ...(data.integration_configuration_id && { recipient_data_key: null, filter_rules: [] }),
    ...(data.recipient_data_key && { integration_configuration_id: null, xplan_clients: [] }),
  };
};

/**
 * The connection a send's clients are read through: the workspace's (404), and connected (409).
 * Read on `db`, so activation reads it inside its transaction.
 */
export const sendConnection = async (db: Db, send: BulkSendRow): Promise<IntegrationRow> => {
  const row = await findIntegration(db, send.account_key, send.integration_configuration_id ?? '');
  if (!row) throw notFound(INTEGRATION_MESSAGES.notFound);
  if (!row.is_active) throw new AppError(409, INTEGRATION_MESSAGES.notActive);
  return row;
};

/** Activation's snapshot: one pending row per chosen client, in the order they were chosen. */
export const snapshotXplanRows = async (tx: Db, send: BulkSendRow): Promise<number> => {
  const clients = send.xplan_clients as XplanClientChoice[];
  if (clients.length > 0)
    await tx.insert(bulkSendRows).values(
      clients.map((c, i) => ({
        bulk_send_key: send.key,
        position: i + 1,
        cells: xplanSendRowCells(c),
      })),
    );
  return clients.length;
};

export type ClientRow = {
  position: number;
  cells: string[];
  fieldNames: string[];
  xplanClientId: number;
};
export type UnreadRow = { position: number; reason: string };

/**
 * Each pending row's client read from XPLAN, as a data row (the editor's prefill reads a client
 * the same way: xplanClientRow). A client XPLAN does not give (5xx, 401 after a refresh, gone)
 * is that row's failure with the §8 message ('An error occurred while fetching client data.');
 * the other rows go on.
 */
export const readClientRows = async (
  ctx: AppContext,
  connection: IntegrationRow,
  rows: readonly { position: number; cells: string[] }[],
): Promise<(ClientRow | UnreadRow)[]> => {
  const out: (ClientRow | UnreadRow)[] = [];
  for (const row of rows) {
    const clientId = xplanSendRowClientId(row.cells);
    try {
      const { data } = await clientDataThrough(ctx, connection, { clientId });
      out.push({ position: row.position, ...xplanClientRow(data), xplanClientId: clientId });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out.push({ position: row.position, reason: error.message });
    }
  }
  return out;
};
