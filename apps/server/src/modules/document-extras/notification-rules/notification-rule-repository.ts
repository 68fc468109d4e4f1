import { asc, eq } from 'drizzle-orm';
import type { NotificationRule } from '@quire/domain';
import type { Db } from '../../../db/database.ts';
import { notificationRules } from '../../../db/schema.ts';

export type NotificationRuleRow = typeof notificationRules.$inferSelect;
export type NewNotificationRule = typeof notificationRules.$inferInsert;

export const toNotificationRule = (row: NotificationRuleRow): NotificationRule => ({
  key: row.key,
  entity_key: row.entity_key,
  action: row.action,
  recipient: 'document_owner',
  event: row.event,
  countdown_seconds: row.countdown_seconds,
  date_created: row.date_created.toISOString(),
});

export const findNotificationRuleRows = async (
  db: Db,
  entityKey: string,
): Promise<NotificationRuleRow[]> =>
  db
    .select()
    .from(notificationRules)
    .where(eq(notificationRules.entity_key, entityKey))
    .orderBy(asc(notificationRules.date_created), asc(notificationRules.key));

export const findNotificationRuleRow = async (
  db: Db,
  key: string,
): Promise<NotificationRuleRow | undefined> =>
  (await db.select().from(notificationRules).where(eq(notificationRules.key, key)).limit(1))[0];

export const insertNotificationRule = async (
  tx: Db,
  row: NewNotificationRule,
): Promise<NotificationRuleRow> => (await tx.insert(notificationRules).values(row).returning())[0]!;

export const updateNotificationRule = async (
  tx: Db,
  key: string,
  changes: Pick<NewNotificationRule, 'action' | 'event' | 'countdown_seconds' | 'recipient'>,
): Promise<NotificationRuleRow> =>
  (
    await tx
      .update(notificationRules)
      .set(changes)
      .where(eq(notificationRules.key, key))
      .returning()
  )[0]!;

export const deleteNotificationRule = async (tx: Db, key: string): Promise<void> => {
  await tx.delete(notificationRules).where(eq(notificationRules.key, key));
};
