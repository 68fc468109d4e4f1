import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  META_DATA_QUERY_LIMIT,
  type MetaDataEntry,
  type MetaDataQuery,
  type MetaDataSet,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  metaDataEntries,
  metaDataLinkTypes,
  metaDataLinks,
  metaDataSets,
  metaDataTypes,
} from '../../db/schema.ts';

export type MetaDataSetRow = typeof metaDataSets.$inferSelect;
export type MetaDataTypeRow = typeof metaDataTypes.$inferSelect;
export type MetaDataEntryRow = typeof metaDataEntries.$inferSelect;

export const findSetRow = async (db: Db, key: string): Promise<MetaDataSetRow | undefined> =>
  (await db.select().from(metaDataSets).where(eq(metaDataSets.key, key)))[0];

export const findSetRows = async (db: Db, accountKey: string): Promise<MetaDataSetRow[]> =>
  db
    .select()
    .from(metaDataSets)
    .where(eq(metaDataSets.account_key, accountKey))
    .orderBy(asc(metaDataSets.archived), asc(metaDataSets.name));

export const findTypeRows = async (
  db: Db,
  setKeys: readonly string[],
): Promise<MetaDataTypeRow[]> =>
  setKeys.length === 0
    ? []
    : db
        .select()
        .from(metaDataTypes)
        .where(inArray(metaDataTypes.set_key, [...setKeys]))
        .orderBy(asc(metaDataTypes.position));

/** The sets with their levels, the link type into each level and how many live values it has. */
export const setViews = async (db: Db, sets: readonly MetaDataSetRow[]): Promise<MetaDataSet[]> => {
  const keys = sets.map((s) => s.key);
  const types = await findTypeRows(db, keys);
  const links =
    keys.length === 0
      ? []
      : await db.select().from(metaDataLinkTypes).where(inArray(metaDataLinkTypes.set_key, keys));
  const counts =
    keys.length === 0
      ? []
      : await db
          .select({ type_key: metaDataEntries.type_key, n: count() })
          .from(metaDataEntries)
          .where(and(inArray(metaDataEntries.set_key, keys), eq(metaDataEntries.archived, false)))
          .groupBy(metaDataEntries.type_key);
  return sets.map((set) => ({
    id: set.key,
    name: set.name,
    archived: set.archived,
    types: types
      .filter((t) => t.set_key === set.key)
      .map((t) => {
        const link = links.find((l) => l.child_type_key === t.key);
        return {
          id: t.key,
          name: t.name,
          position: t.position,
          parent_type_id: link?.parent_type_key ?? null,
          link_type_id: link?.key ?? null,
          entry_count: counts.find((c) => c.type_key === t.key)?.n ?? 0,
        };
      }),
    date_created: set.date_created.toISOString(),
    date_updated: set.date_updated.toISOString(),
  }));
};

export const toEntry = (row: MetaDataEntryRow): MetaDataEntry => ({
  id: row.key,
  name: row.name,
  type_id: row.type_key,
  primary_id: row.primary_id,
  secondary_id: row.secondary_id,
});

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** §7 POST /app/meta_data: the live entries of one level, narrowed as the query says. */
export const queryEntries = async (db: Db, query: MetaDataQuery): Promise<MetaDataEntryRow[]> => {
  const where: SQL[] = [
    eq(metaDataEntries.set_key, query.meta_data_set_id),
    eq(metaDataEntries.type_key, query.meta_data_type_id),
    eq(metaDataEntries.archived, false),
  ];
  if (query.current_selected_id !== null) {
    const upward = query.being_updated_by_child;
    const byLinkType =
      query.meta_data_link_type_ids.length > 0
        ? [inArray(metaDataLinks.link_type_key, query.meta_data_link_type_ids)]
        : [];
    const related = db
      .select({
        key: upward ? metaDataLinks.parent_entry_key : metaDataLinks.child_entry_key,
      })
      .from(metaDataLinks)
      .where(
        and(
          eq(
            upward ? metaDataLinks.child_entry_key : metaDataLinks.parent_entry_key,
            query.current_selected_id,
          ),
          ...byLinkType,
        ),
      );
    where.push(inArray(metaDataEntries.key, related));
  }
  if (query.meta_data_primary_ids.length > 0)
    where.push(inArray(metaDataEntries.primary_id, query.meta_data_primary_ids));
  if (query.meta_data_secondary_ids.length > 0)
    where.push(inArray(metaDataEntries.secondary_id, query.meta_data_secondary_ids));
  const filter = query.filter_by_name.trim();
  if (filter) where.push(ilike(metaDataEntries.name, likePattern(filter)));
  return db
    .select()
    .from(metaDataEntries)
    .where(and(...where))
    .orderBy(asc(sql`lower(${metaDataEntries.name})`), asc(metaDataEntries.key))
    .limit(META_DATA_QUERY_LIMIT);
};

export const findEntryRow = async (db: Db, key: string): Promise<MetaDataEntryRow | undefined> =>
  (await db.select().from(metaDataEntries).where(eq(metaDataEntries.key, key)))[0];
