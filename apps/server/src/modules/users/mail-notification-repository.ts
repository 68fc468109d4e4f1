import type { MailNotificationsInput } from '@quire/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../auth/session-repository.ts';

/**
 * Writes the switches a user changed over the ones they stored, in one statement, so that two
 * switches flipped in quick succession (two requests) both stay.
 */
export const mergeMailNotifications = async (
  tx: Db,
  userKey: string,
  changes: MailNotificationsInput,
): Promise<UserRow> => {
  const [row] = await tx
    .update(users)
    .set({
      mail_notifications: sql`${users.mail_notifications} || ${JSON.stringify(changes)}::jsonb`,
      date_updated: new Date(),
    })
    .where(eq(users.key, userKey))
    .returning();
  return row!;
};
