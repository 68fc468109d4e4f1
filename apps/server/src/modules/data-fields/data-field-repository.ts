import { and, asc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import {
  DATA_FIELD_JSON_PROPERTIES,
  type DataField,
  type DataFieldJsonProperty,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { dataFields, documents, signatories } from '../../db/schema.ts';
import type { DataFieldRow } from '../documents/document-repository.ts';

export const bumpPack = async (tx: Db, packKey: string): Promise<Date> => {
  const [row] = await tx
    .update(documents)
    .set({ date_updated: sql`now()` })
    .where(eq(documents.key, packKey))
    .returning({ date_updated: documents.date_updated });
  return row!.date_updated;
};

/**
 * The live fields of the given children in page order; with `includeRemoved` the removed ones
 * too, or with `removedSince` those removed (or changed while removed) after that moment.
 */
export const findPackFieldRows = async (
  db: Db,
  childKeys: readonly string[],
  options: { includeRemoved?: boolean; removedSince?: Date } = {},
): Promise<DataFieldRow[]> => {
  if (childKeys.length === 0) return [];
  const removed = options.includeRemoved
    ? undefined
    : options.removedSince
      ? or(eq(dataFields.removed, false), gt(dataFields.date_updated, options.removedSince))
      : eq(dataFields.removed, false);
  return db
    .select()
    .from(dataFields)
    .where(and(inArray(dataFields.document_key, [...childKeys]), removed))
    .orderBy(
      asc(dataFields.document_key),
      asc(dataFields.page_index),
      asc(dataFields.y),
      asc(dataFields.x),
    );
};

/** Fields with these uuids wherever they are (a uuid is global). */
export const findFieldRowsByUuid = async (
  db: Db,
  uuids: readonly string[],
): Promise<DataFieldRow[]> =>
  uuids.length === 0
    ? []
    : db
        .select()
        .from(dataFields)
        .where(inArray(dataFields.uuid, [...uuids]));

const COLUMN_KEYS = [
  'document_key',
  'type',
  'page_index',
  'x',
  'y',
  'width',
  'height',
  'data',
  'file_key',
  'filename',
  'signatory_uuid',
  'required',
  'custom_id',
  'description',
  'removed',
] as const satisfies readonly (keyof DataField)[];

const JSON_KEYS = new Set<string>(DATA_FIELD_JSON_PROPERTIES);
const CONTENT_KEYS = new Set<keyof DataField>(['data', 'file_key', 'filename']);

const propertiesOf = (field: DataField, keys: readonly (keyof DataField)[]) =>
  Object.fromEntries(
    keys.filter((k) => JSON_KEYS.has(k)).map((k) => [k, field[k as DataFieldJsonProperty]]),
  );

export const insertField = async (
  tx: Db,
  field: DataField,
  userName: string,
): Promise<DataFieldRow> => {
  const [row] = await tx
    .insert(dataFields)
    .values({
      uuid: field.uuid,
      ...Object.fromEntries(COLUMN_KEYS.map((k) => [k, field[k]])),
      properties: propertiesOf(field, DATA_FIELD_JSON_PROPERTIES),
      updated_by_user_name: userName,
      added_by_signatory_uuid: field.added_by_signatory_uuid ?? null,
    } as typeof dataFields.$inferInsert)
    .returning();
  return row!;
};

/**
 * Writes only the given properties of a field: its columns, and its jsonb properties merged with
 * `||`, so a concurrent write of other properties of the same field is kept.
 */
export const updateFieldProperties = async (
  tx: Db,
  field: DataField,
  keys: readonly (keyof DataField)[],
  userName: string,
): Promise<DataFieldRow> => {
  const columns = Object.fromEntries(
    COLUMN_KEYS.filter((k) => keys.includes(k)).map((k) => [k, field[k]]),
  );
  const properties = propertiesOf(field, keys);
  const [row] = await tx
    .update(dataFields)
    .set({
      ...columns,
      ...(Object.keys(properties).length > 0
        ? { properties: sql`${dataFields.properties} || ${JSON.stringify(properties)}::jsonb` }
        : {}),
      // What the owner writes in setup is theirs: a copy keeps it, not an earlier signer's answer.
      ...(keys.some((k) => CONTENT_KEYS.has(k)) ? { setup_value: null } : {}),
      updated_by_user_name: userName,
      date_updated: sql`now()`,
    })
    .where(eq(dataFields.uuid, field.uuid))
    .returning();
  return row!;
};

/** The newest change to a pack's fields (removed ones included) and to its signatories. */
export const mostRecentUpdates = async (
  db: Db,
  packKey: string,
  childKeys: readonly string[],
): Promise<{ fields: Date | null; signatories: Date | null }> => {
  const [f] =
    childKeys.length === 0
      ? [{ at: null }]
      : await db
          .select({ at: max(dataFields.date_updated) })
          .from(dataFields)
          .where(inArray(dataFields.document_key, [...childKeys]));
  const [s] = await db
    .select({ at: max(signatories.date_updated) })
    .from(signatories)
    .where(eq(signatories.document_key, packKey));
  return { fields: f?.at ?? null, signatories: s?.at ?? null };
};
