import { eq, sql } from 'drizzle-orm';
import {
  META_DATA_MESSAGES as M,
  type MetaDataEntry,
  type MetaDataQuery,
  type MetaDataSet,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { metaDataEntries, metaDataSets } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { dataSourceWorkspace } from '../recipient-data/recipient-data-access.ts';
import { planFromCsv, writeImport, type ImportCounts } from './import-meta-data-csv.ts';
import { loadManagedSet, loadReadableSet } from './meta-data-access.ts';
import {
  findEntryRow,
  findSetRow,
  findSetRows,
  queryEntries,
  setViews,
  toEntry,
} from './meta-data-repository.ts';

const viewOf = async (ctx: AppContext, key: string): Promise<MetaDataSet> => {
  const row = await findSetRow(ctx.db, key);
  if (!row) throw notFound(M.setNotFound);
  return (await setViews(ctx.db, [row]))[0]!;
};

/** GET /app/meta_data_sets */
export const listSets = async (ctx: AppContext, auth: Auth): Promise<MetaDataSet[]> =>
  setViews(ctx.db, await findSetRows(ctx.db, dataSourceWorkspace(auth)));

/** GET /app/meta_data_sets/{key} */
export const getSet = async (ctx: AppContext, auth: Auth, key: string): Promise<MetaDataSet> =>
  (await setViews(ctx.db, [await loadManagedSet(ctx, auth, key)]))[0]!;

/** POST /app/meta_data_sets/add_update_meta_data_set: create (no key), rename, archive, restore. */
export const addUpdateSet = async (
  ctx: AppContext,
  auth: Auth,
  data: { key?: string | undefined; name?: string | undefined; archived?: boolean | undefined },
): Promise<MetaDataSet> => {
  const name = data.name?.trim();
  if (data.name !== undefined && !name) throw badRequest(M.setNameRequired);
  if (!data.key) {
    const accountKey = dataSourceWorkspace(auth);
    if (!name) throw badRequest(M.setNameRequired);
    const key = newKey();
    await ctx.db.insert(metaDataSets).values({
      key,
      account_key: accountKey,
      created_by: auth.user.key,
      name,
      archived: data.archived ?? false,
    });
    return viewOf(ctx, key);
  }
  const set = await loadManagedSet(ctx, auth, data.key);
  await ctx.db
    .update(metaDataSets)
    .set({
      ...(name ? { name } : {}),
      ...(data.archived !== undefined ? { archived: data.archived } : {}),
      date_updated: sql`now()`,
    })
    .where(eq(metaDataSets.key, set.key));
  return viewOf(ctx, set.key);
};

/** POST /app/meta_data_sets/{key}/import_csv: all of the file or none of it. */
export const importCsv = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  csv: string,
): Promise<{ meta_data_set: MetaDataSet; imported: ImportCounts }> => {
  const set = await loadManagedSet(ctx, auth, key);
  if (set.archived) throw badRequest(M.setArchived);
  const plan = planFromCsv(csv);
  const imported = await ctx.db.transaction((tx) => writeImport(tx, set.key, plan));
  return { meta_data_set: await viewOf(ctx, set.key), imported };
};

/** POST /app/meta_data_sets/{key}/entries/{entry_key}: rename or archive one value. */
export const updateEntry = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  entryKey: string,
  data: { name?: string | undefined; archived?: boolean | undefined },
): Promise<MetaDataEntry> => {
  const set = await loadManagedSet(ctx, auth, key);
  const entry = await findEntryRow(ctx.db, entryKey);
  if (!entry || entry.set_key !== set.key) throw notFound(M.setNotFound);
  const name = data.name?.trim();
  if (data.name !== undefined && !name) throw badRequest(M.entryNameRequired);
  const [row] = await ctx.db
    .update(metaDataEntries)
    .set({
      ...(name ? { name } : {}),
      ...(data.archived !== undefined ? { archived: data.archived } : {}),
    })
    .where(eq(metaDataEntries.key, entry.key))
    .returning();
  return toEntry(row!);
};

/**
 * §7 POST /app/meta_data. An empty answer carries the §8 'no values were returned for selection'
 * as its message (the control words it for a cascade: 'No data returned for selection…').
 */
export const queryMetaData = async (
  ctx: AppContext,
  auth: Auth,
  query: MetaDataQuery,
  documentKey: string | undefined,
): Promise<{ meta_data: MetaDataEntry[]; message: string | null }> => {
  const set = await loadReadableSet(ctx, auth, query.meta_data_set_id, documentKey);
  const rows = await queryEntries(ctx.db, { ...query, meta_data_set_id: set.key });
  return {
    meta_data: rows.map(toEntry),
    message: rows.length === 0 ? M.noValuesForSelection : null,
  };
};
