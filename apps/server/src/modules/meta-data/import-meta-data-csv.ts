import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import {
  META_DATA_MESSAGES as M,
  MetaDataImportError,
  detectCsvDelimiter,
  importLevelsMatch,
  planMetaDataImport,
  type ImportPlan,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  metaDataEntries,
  metaDataLinkTypes,
  metaDataLinks,
  metaDataSets,
  metaDataTypes,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { findTypeRows } from './meta-data-repository.ts';

const BATCH = 500;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
};

/** CSV text → import plan; any unreadable file or rule it breaks is a 400 with its message. */
export const planFromCsv = (csv: string): ImportPlan => {
  const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: detectCsvDelimiter(firstLine),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw badRequest(M.csvMalformed(line));
  }
  try {
    return planMetaDataImport(records);
  } catch (error) {
    if (error instanceof MetaDataImportError) throw badRequest(error.message);
    throw error;
  }
};

export type ImportCounts = { entries: number; links: number };

/**
 * Writes a plan into a set in one transaction: the set's levels (made on the first import; a later
 * import must name the same levels), the link types between neighbouring levels, the entries
 * (matched by identity, so a re-import updates names and ids rather than duplicating) and links.
 */
export const writeImport = async (
  tx: Db,
  setKey: string,
  plan: ImportPlan,
): Promise<ImportCounts> => {
  // One import at a time per set: the second waits and then sees the first one's levels.
  await tx
    .select({ key: metaDataSets.key })
    .from(metaDataSets)
    .where(eq(metaDataSets.key, setKey))
    .for('update');
  let types = await findTypeRows(tx, [setKey]);
  if (
    !importLevelsMatch(
      types.map((t) => t.name),
      plan.levels,
    )
  )
    throw badRequest(M.csvLevelsMismatch(types.map((t) => t.name)));
  if (types.length === 0) {
    types = plan.levels.map((name, position) => ({
      key: newKey(),
      set_key: setKey,
      name,
      position,
    }));
    await tx.insert(metaDataTypes).values(types);
    const linkTypes = types.slice(1).map((child, i) => ({
      key: newKey(),
      set_key: setKey,
      parent_type_key: types[i]!.key,
      child_type_key: child.key,
    }));
    if (linkTypes.length > 0) await tx.insert(metaDataLinkTypes).values(linkTypes);
  }
  const linkTypes = await tx
    .select()
    .from(metaDataLinkTypes)
    .where(eq(metaDataLinkTypes.set_key, setKey));
  const entryKeys = new Map<string, string>();
  for (const batch of chunks([...plan.entries])) {
    const rows = await tx
      .insert(metaDataEntries)
      .values(
        batch.map(([, entry]) => ({
          key: newKey(),
          set_key: setKey,
          type_key: types[entry.level]!.key,
          identity: entry.identity,
          name: entry.name,
          primary_id: entry.primary_id,
          secondary_id: entry.secondary_id,
        })),
      )
      .onConflictDoUpdate({
        target: [metaDataEntries.type_key, metaDataEntries.identity],
        set: {
          name: sql`excluded.name`,
          secondary_id: sql`coalesce(excluded.secondary_id, ${metaDataEntries.secondary_id})`,
          archived: false,
        },
      })
      .returning({
        key: metaDataEntries.key,
        identity: metaDataEntries.identity,
        type_key: metaDataEntries.type_key,
      });
    for (const row of rows) entryKeys.set(`${row.type_key}:${row.identity}`, row.key);
  }
  const keyOf = (planIdentity: string) => {
    const entry = plan.entries.get(planIdentity)!;
    return entryKeys.get(`${types[entry.level]!.key}:${entry.identity}`)!;
  };
  const links = [...plan.links].flatMap(([parent, children]) => {
    const level = plan.entries.get(parent)!.level;
    const linkType = linkTypes.find((l) => l.parent_type_key === types[level]!.key)!;
    return [...children].map((child) => ({
      link_type_key: linkType.key,
      parent_entry_key: keyOf(parent),
      child_entry_key: keyOf(child),
    }));
  });
  for (const batch of chunks(links))
    await tx.insert(metaDataLinks).values(batch).onConflictDoNothing();
  await tx
    .update(metaDataSets)
    .set({ date_updated: sql`now()` })
    .where(and(eq(metaDataSets.key, setKey)));
  return { entries: plan.entries.size, links: links.length };
};
