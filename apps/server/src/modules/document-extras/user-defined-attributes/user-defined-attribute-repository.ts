import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserDefinedAttribute } from '@quire/domain';
import type { Db } from '../../../db/database.ts';
import { userDefinedAttributes } from '../../../db/schema.ts';

export type AttributeRow = typeof userDefinedAttributes.$inferSelect;
export type NewAttribute = typeof userDefinedAttributes.$inferInsert;

export const toAttribute = (row: AttributeRow): UserDefinedAttribute => ({
  key: row.key,
  id: row.id,
  document_key: row.document_key,
  related_entity_id: row.related_entity_id,
  name: row.name,
  value: row.value,
  required: row.required,
  custom_control: row.custom_control,
  custom_control_properties: row.custom_control_properties,
  custom_control_value: row.custom_control_value,
  is_template: row.is_template,
  control_level: row.control_level,
  position: row.position,
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});

export const findAttributeRows = async (db: Db, packKey: string): Promise<AttributeRow[]> =>
  db
    .select()
    .from(userDefinedAttributes)
    .where(eq(userDefinedAttributes.document_key, packKey))
    .orderBy(asc(userDefinedAttributes.position), asc(userDefinedAttributes.date_created));

export const insertAttribute = async (tx: Db, row: NewAttribute): Promise<AttributeRow> =>
  (await tx.insert(userDefinedAttributes).values(row).returning())[0]!;

export const updateAttribute = async (
  tx: Db,
  key: string,
  changes: Partial<NewAttribute>,
): Promise<AttributeRow> =>
  (
    await tx
      .update(userDefinedAttributes)
      .set({ ...changes, date_updated: sql`now()` })
      .where(eq(userDefinedAttributes.key, key))
      .returning()
  )[0]!;

export const deleteAttribute = async (tx: Db, packKey: string, key: string): Promise<boolean> =>
  (
    await tx
      .delete(userDefinedAttributes)
      .where(
        and(eq(userDefinedAttributes.key, key), eq(userDefinedAttributes.document_key, packKey)),
      )
      .returning({ key: userDefinedAttributes.key })
  ).length === 1;

/** Removes the controls hanging off an entity that is going away (e.g. a deleted appendix). */
export const deleteAttributesRelatedTo = async (
  tx: Db,
  packKey: string,
  level: AttributeRow['control_level'],
  relatedId: string,
): Promise<void> => {
  await tx
    .delete(userDefinedAttributes)
    .where(
      and(
        eq(userDefinedAttributes.document_key, packKey),
        eq(userDefinedAttributes.control_level, level),
        eq(userDefinedAttributes.related_entity_id, relatedId),
      ),
    );
};
