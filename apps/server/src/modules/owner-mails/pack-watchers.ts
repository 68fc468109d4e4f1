import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditRecords, users } from '../../db/schema.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import type { UserRow } from '../auth/session-repository.ts';

/** Someone who is mailed about a pack's progress, with their mail preferences. */
export type PackWatcher = Pick<
  UserRow,
  'key' | 'full_name' | 'email_address' | 'mail_notifications' | 'locale'
>;

/**
 * Who hears of a pack by mail: today its creator (the owner who sent it). Other watchers (a
 * colleague following the pack, a workspace's admins) join here; every mail of the module reads
 * this list and each watcher's own preferences.
 */
export const findPackWatchers = async (tx: Db, pack: DocumentRow): Promise<PackWatcher[]> =>
  tx
    .select({
      key: users.key,
      full_name: users.full_name,
      email_address: users.email_address,
      mail_notifications: users.mail_notifications,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.key, pack.created_by));

/** Whether the user has opened the pack (itself or any of its documents) before. */
export const hasOpenedPackBefore = async (
  tx: Db,
  packKey: string,
  userKey: string,
): Promise<boolean> => {
  const [row] = await tx
    .select({ n: count() })
    .from(auditRecords)
    .where(
      and(
        eq(auditRecords.document_key, packKey),
        eq(auditRecords.event, 'opened'),
        eq(auditRecords.actor_user_key, userKey),
      ),
    );
  return (row?.n ?? 0) > 0;
};
