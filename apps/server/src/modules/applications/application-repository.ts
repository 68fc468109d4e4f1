import { and, desc, eq, lt } from 'drizzle-orm';
import type { ApplicationView } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { applications, applicationTokens } from '../../db/schema.ts';

export type ApplicationRow = typeof applications.$inferSelect;

export const toApplicationView = (row: ApplicationRow): ApplicationView => ({
  key: row.key,
  client_id: row.key,
  name: row.name,
  secret_prefix: row.secret_prefix,
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
  secret_refreshed_at: row.secret_refreshed_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export const insertApplication = async (
  db: Db,
  row: typeof applications.$inferInsert,
): Promise<ApplicationRow> => (await db.insert(applications).values(row).returning())[0]!;

/** The member's applications in their workspace, newest first. */
export const listApplicationsOf = (db: Db, userAccountKey: string): Promise<ApplicationRow[]> =>
  db
    .select()
    .from(applications)
    .where(eq(applications.user_account_key, userAccountKey))
    .orderBy(desc(applications.date_created), desc(applications.key));

const owned = (userAccountKey: string, key: string) =>
  and(eq(applications.key, key), eq(applications.user_account_key, userAccountKey));

export const renameApplication = async (
  db: Db,
  userAccountKey: string,
  key: string,
  name: string,
): Promise<ApplicationRow | undefined> =>
  (
    await db
      .update(applications)
      .set({ name, date_updated: new Date() })
      .where(owned(userAccountKey, key))
      .returning()
  )[0];

/**
 * A new secret, and every token issued under the old one revoked in the same transaction: a
 * refresh is what an owner does when the secret leaked, so nothing the old secret bought survives.
 */
export const replaceApplicationSecret = (
  db: Db,
  userAccountKey: string,
  key: string,
  secret: { client_secret_hash: string; secret_prefix: string },
  name?: string,
): Promise<ApplicationRow | undefined> =>
  db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(applications)
      .set({
        ...secret,
        ...(name === undefined ? {} : { name }),
        secret_refreshed_at: now,
        date_updated: now,
      })
      .where(owned(userAccountKey, key))
      .returning();
    if (row) await tx.delete(applicationTokens).where(eq(applicationTokens.application_key, key));
    return row;
  });

/** Its tokens go with it (the foreign key cascades). */
export const deleteApplication = async (
  db: Db,
  userAccountKey: string,
  key: string,
): Promise<boolean> =>
  (
    await db
      .delete(applications)
      .where(owned(userAccountKey, key))
      .returning({ key: applications.key })
  ).length > 0;

export const findApplication = async (db: Db, key: string): Promise<ApplicationRow | undefined> =>
  (await db.select().from(applications).where(eq(applications.key, key)))[0];

export const insertApplicationToken = async (
  db: Db,
  row: typeof applicationTokens.$inferInsert,
): Promise<void> => {
  await db.insert(applicationTokens).values(row);
};

/** Drops tokens that can no longer be used (run by the maintenance job). */
export const pruneApplicationTokens = async (db: Db, now: Date): Promise<void> => {
  await db.delete(applicationTokens).where(lt(applicationTokens.expires_at, now));
};
