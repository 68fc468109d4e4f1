import { BULK_SEND_ENGINE_MESSAGES as E, DEFAULT_PERMISSIONS } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findBulkSend, lockBulkSend, type BulkSendRow } from './bulk-send-repository.ts';

/** The selected workspace, refused without can_view_bulk_sends (a team-level flag, §6). */
export const bulkSendWorkspace = (auth: Auth): string => {
  requirePermission(auth.userAccount?.permissions ?? DEFAULT_PERMISSIONS, 'can_view_bulk_sends');
  if (!auth.userAccount) throw notFound(E.notFound);
  return auth.userAccount.account_key;
};

/**
 * A bulk send of the selected workspace. Another workspace's key is 404 before any flag is
 * asked, so a key never tells an outsider whether it exists.
 */
export const loadBulkSend = async (
  db: Db,
  auth: Auth,
  key: string,
  options: { lock?: boolean } = {},
): Promise<BulkSendRow> => {
  const row = await (options.lock ? lockBulkSend : findBulkSend)(db, key);
  if (!row || !auth.userAccount || row.account_key !== auth.userAccount.account_key)
    throw notFound(E.notFound);
  bulkSendWorkspace(auth);
  return row;
};
