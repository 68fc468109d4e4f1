import { and, asc, count, eq } from 'drizzle-orm';
import type { PasskeyView } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { passkeys } from '../../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const toPasskeyView = (row: PasskeyRow): PasskeyView => ({
  credential_id: row.credential_id,
  name: row.name,
  date_created: row.date_created.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export const listPasskeysOf = (db: Db, userKey: string): Promise<PasskeyRow[]> =>
  db
    .select()
    .from(passkeys)
    .where(eq(passkeys.user_key, userKey))
    .orderBy(asc(passkeys.date_created));

/** Whether a user has a passkey: it offers 'passkey' as a second step and meets the mandatory rule. */
export const hasPasskey = async (db: Db, userKey: string): Promise<boolean> => {
  const [row] = await db
    .select({ n: count() })
    .from(passkeys)
    .where(eq(passkeys.user_key, userKey));
  return (row?.n ?? 0) > 0;
};

/** Any user's credential: a login learns whose passkey it is from the credential itself. */
export const findPasskey = async (
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> => {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId));
  return row;
};

export const findPasskeyOf = async (
  db: Db,
  userKey: string,
  credentialId: string,
): Promise<PasskeyRow | undefined> => {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credential_id, credentialId), eq(passkeys.user_key, userKey)));
  return row;
};

export const insertPasskey = async (db: Db, row: typeof passkeys.$inferInsert) => {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return inserted;
};

export const recordPasskeyUse = async (db: Db, credentialId: string, counter: number) => {
  await db
    .update(passkeys)
    .set({ counter, last_used_at: new Date() })
    .where(eq(passkeys.credential_id, credentialId));
};

export const renamePasskey = async (
  db: Db,
  userKey: string,
  credentialId: string,
  name: string,
) => {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.credential_id, credentialId), eq(passkeys.user_key, userKey)))
    .returning();
  return row;
};

export const deletePasskey = async (db: Db, userKey: string, credentialId: string) => {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.credential_id, credentialId), eq(passkeys.user_key, userKey)))
    .returning({ id: passkeys.credential_id });
  return rows.length === 1;
};
