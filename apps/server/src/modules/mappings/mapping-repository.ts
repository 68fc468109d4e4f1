import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  documentMappingSchema,
  XPLAN_MAPPING_COLUMNS,
  XPLAN_SOURCE_DESCRIPTION,
  XPLAN_SOURCE_KEY,
  type DocumentMapping,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { documentMappings, recipientDatas } from '../../db/schema.ts';

/** A recipient data source, or the XPLAN integration (key 'xplan', `integration_id` set). */
export type MappingSource = {
  recipient_data_key: string;
  description: string;
  field_names: string[];
  integration_id?: typeof XPLAN_SOURCE_KEY;
};

/** The XPLAN source: its columns are the paths the mapping screen offers (xplan-mapping.ts). */
const XPLAN_SOURCE: MappingSource = {
  recipient_data_key: XPLAN_SOURCE_KEY,
  description: XPLAN_SOURCE_DESCRIPTION,
  field_names: [...XPLAN_MAPPING_COLUMNS],
  integration_id: XPLAN_SOURCE_KEY,
};

const EMPTY: DocumentMapping['mapping'] = { data_fields: {}, signatories: {}, cc_recipients: {} };

/** A template's stored mapping (empty when none was saved) and the keys of its sources. */
export const findDocumentMapping = async (
  db: Db,
  templateKey: string,
): Promise<{ mapping: DocumentMapping['mapping']; sourceKeys: string[]; saved: boolean }> => {
  const [row] = await db
    .select()
    .from(documentMappings)
    .where(eq(documentMappings.template_key, templateKey));
  if (!row) return { mapping: EMPTY, sourceKeys: [], saved: false };
  // Written only through the schema; read back through it so a changed shape cannot leak.
  const parsed = documentMappingSchema.safeParse(row.mapping);
  const sourceKeys = (row.sources as { recipient_data_key?: unknown; integration_id?: unknown }[])
    .map((s) => s?.integration_id ?? s?.recipient_data_key)
    .filter((k): k is string => typeof k === 'string');
  return { mapping: parsed.success ? parsed.data : EMPTY, sourceKeys, saved: true };
};

/** The workspace's data sources among `keys`, in the order given (others left out). */
export const findMappingSources = async (
  db: Db,
  accountKey: string | null,
  keys: readonly string[],
): Promise<MappingSource[]> => {
  if (keys.length === 0 || !accountKey) return [];
  const dataKeys = keys.filter((k) => k !== XPLAN_SOURCE_KEY);
  const rows = dataKeys.length
    ? await db
        .select({
          key: recipientDatas.key,
          description: recipientDatas.description,
          field_names: recipientDatas.field_names,
        })
        .from(recipientDatas)
        .where(
          and(inArray(recipientDatas.key, dataKeys), eq(recipientDatas.account_key, accountKey)),
        )
    : [];
  const byKey = new Map<string, MappingSource>(
    rows.map((r) => [
      r.key,
      { recipient_data_key: r.key, description: r.description, field_names: r.field_names },
    ]),
  );
  byKey.set(XPLAN_SOURCE_KEY, XPLAN_SOURCE);
  return [...new Set(keys)].map((k) => byKey.get(k)).filter((r) => !!r);
};

/** Saves the template's mapping whole (one row per template). */
export const saveDocumentMapping = async (
  db: Db,
  input: {
    templateKey: string;
    mapping: DocumentMapping['mapping'];
    sources: MappingSource[];
    userKey: string;
  },
): Promise<void> => {
  const sources = input.sources.map((s) =>
    s.integration_id
      ? { integration_id: s.integration_id, field_names: s.field_names }
      : { recipient_data_key: s.recipient_data_key, field_names: s.field_names },
  );
  await db
    .insert(documentMappings)
    .values({
      template_key: input.templateKey,
      mapping: input.mapping,
      sources,
      updated_by: input.userKey,
    })
    .onConflictDoUpdate({
      target: documentMappings.template_key,
      set: { mapping: input.mapping, sources, updated_by: input.userKey, date_updated: sql`now()` },
    });
};
