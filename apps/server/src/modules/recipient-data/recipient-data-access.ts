import { MESSAGES, type RecipientData, type RecipientFieldType } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from '../documents/document-access-service.ts';
import { findRecipientData, type RecipientDataRecord } from './recipient-data-repository.ts';

/**
 * The workspace whose client lists the caller may see: the selected one, with
 * can_view_data_sources (§6). A list belongs to one workspace; nothing crosses over.
 */
export const dataSourceWorkspace = (auth: Auth): string => {
  requirePermission(actorOf(auth).permissions, 'user_profile_permissions.can_view_data_sources');
  if (!auth.userAccount) throw notFound(MESSAGES.notFound);
  return auth.userAccount.account_key;
};

/** A client list of the caller's workspace; any other key answers 404, as if it did not exist. */
export const loadRecipientData = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<RecipientDataRecord> => {
  const accountKey = dataSourceWorkspace(auth);
  const found = await findRecipientData(ctx.db, key);
  if (!found || found.account_key !== accountKey) throw notFound(MESSAGES.notFound);
  return found;
};

export const recipientDataView = (row: RecipientDataRecord): RecipientData => ({
  key: row.key,
  description: row.description,
  number_of_rows: row.number_of_rows,
  archived: row.archived,
  field_names: row.field_names,
  field_types: row.field_types as RecipientFieldType[],
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});
