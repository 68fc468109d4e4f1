import { and, eq, inArray, sql } from 'drizzle-orm';
import { documentMappingSchema, type DocumentMapping } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { documentMappings, recipientDatas } from '../../db/schema.ts';

export type MappingSource = {
  recipient_data_key: string;
  description: string;
  field_names: string[];
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
  const sourceKeys = (row.sources as { recipient_data_key?: unknown }[])
    .map((s) => s?.recipient_data_key)
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
  const rows = await db
    .select({
      key: recipientDatas.key,
      description: recipientDatas.description,
      field_names: recipientDatas.field_names,
    })
    .from(recipientDatas)
    .where(and(inArray(recipientDatas.key, [...keys]), eq(recipientDatas.account_key, accountKey)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return [...new Set(keys)]
    .map((k) => byKey.get(k))
    .filter((r) => !!r)
    .map((r) => ({
      recipient_data_key: r.key,
      description: r.description,
      field_names: r.field_names,
    }));
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
  const sources = input.sources.map((s) => ({
    recipient_data_key: s.recipient_data_key,
    field_names: s.field_names,
  }));
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
