import { and, asc, eq, sql } from 'drizzle-orm';
import type { FieldRule } from '@quire/domain';
import type { Db } from '../../../db/database.ts';
import { fieldRules } from '../../../db/schema.ts';

export type FieldRuleRow = typeof fieldRules.$inferSelect;

export const toFieldRule = (row: FieldRuleRow): FieldRule => ({
  rule_id: row.rule_id,
  field_or_group: row.field_or_group,
  json_logic: row.json_logic,
  infix_logic: row.infix_logic,
  field_rule_type: row.field_rule_type,
});

export const findFieldRuleRows = async (db: Db, packKey: string): Promise<FieldRuleRow[]> =>
  db
    .select()
    .from(fieldRules)
    .where(eq(fieldRules.document_key, packKey))
    .orderBy(asc(fieldRules.date_created), asc(fieldRules.rule_id));

/**
 * Inserts the rule or updates it in place. A rule id taken by another pack is left alone and
 * answers undefined, so ids of other workspaces can be neither read nor overwritten.
 */
export const upsertFieldRule = async (
  tx: Db,
  rule: Omit<FieldRuleRow, 'date_created' | 'date_updated'>,
): Promise<FieldRuleRow | undefined> =>
  (
    await tx
      .insert(fieldRules)
      .values(rule)
      .onConflictDoUpdate({
        target: fieldRules.rule_id,
        set: {
          field_or_group: rule.field_or_group,
          json_logic: rule.json_logic,
          infix_logic: rule.infix_logic,
          field_rule_type: rule.field_rule_type,
          date_updated: sql`now()`,
        },
        setWhere: eq(fieldRules.document_key, rule.document_key),
      })
      .returning()
  )[0];

export const deleteFieldRule = async (tx: Db, packKey: string, ruleId: string): Promise<boolean> =>
  (
    await tx
      .delete(fieldRules)
      .where(and(eq(fieldRules.rule_id, ruleId), eq(fieldRules.document_key, packKey)))
      .returning({ rule_id: fieldRules.rule_id })
  ).length === 1;
