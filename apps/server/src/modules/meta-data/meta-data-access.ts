import { MESSAGES, META_DATA_MESSAGES, metaDataSourceOf } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findChildRows } from '../documents/document-repository.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { findPackFieldRows } from '../data-fields/data-field-repository.ts';
import { dataSourceWorkspace } from '../recipient-data/recipient-data-access.ts';
import { findSetRow, type MetaDataSetRow } from './meta-data-repository.ts';

/**
 * A set of the caller's workspace, for managing it (can_view_data_sources, like the other data
 * sources); any other key answers 404, as if it did not exist.
 */
export const loadManagedSet = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<MetaDataSetRow> => {
  const accountKey = dataSourceWorkspace(auth);
  const found = await findSetRow(ctx.db, key);
  if (!found || found.account_key !== accountKey) throw notFound(META_DATA_MESSAGES.setNotFound);
  return found;
};

/**
 * A set whose values the caller may read (POST /app/meta_data): a member of its workspace, or
 * anyone who can see a pack (a signer) with a field whose custom control draws on the set.
 */
export const loadReadableSet = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  documentKey: string | undefined,
): Promise<MetaDataSetRow> => {
  const found = await findSetRow(ctx.db, key);
  if (!found) throw notFound(META_DATA_MESSAGES.setNotFound);
  if (auth.userAccount?.account_key === found.account_key) return found;
  if (!documentKey) throw notFound(META_DATA_MESSAGES.setNotFound);
  const { pack } = await loadVisibleDocument(ctx.db, auth, documentKey);
  if (pack.account_key !== found.account_key) throw notFound(META_DATA_MESSAGES.setNotFound);
  const children = await findChildRows(ctx.db, [pack.key]);
  const fields = await findPackFieldRows(
    ctx.db,
    children.map((c) => c.key),
  );
  const uses = fields.some((f) => metaDataSourceOf(f.properties.meta_data_source)?.set_id === key);
  if (!uses) throw notFound(MESSAGES.notFound);
  return found;
};
