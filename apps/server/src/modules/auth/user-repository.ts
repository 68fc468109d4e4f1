import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './session-repository.ts';

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email_address}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];

export const findUserByKey = async (db: Db, key: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.key, key)).limit(1))[0];

export const updateUser = async (
  db: Db,
  key: string,
  changes: Partial<Omit<UserRow, 'key' | 'date_created'>>,
): Promise<UserRow> => {
  const [row] = await db
    .update(users)
    .set({ ...changes, date_updated: new Date() })
    .where(eq(users.key, key))
    .returning();
  return row!;
};

export const insertUser = async (db: Db, values: typeof users.$inferInsert): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const deleteUser = async (db: Db, key: string): Promise<void> => {
  await db.delete(users).where(eq(users.key, key));
};
