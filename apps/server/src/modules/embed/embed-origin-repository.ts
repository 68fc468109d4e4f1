import { and, asc, eq } from 'drizzle-orm';
import type { EmbedOrigin } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { documents, embedOrigins } from '../../db/schema.ts';

export const listEmbedOrigins = async (db: Db, accountKey: string): Promise<EmbedOrigin[]> => {
  const rows = await db
    .select()
    .from(embedOrigins)
    .where(eq(embedOrigins.account_key, accountKey))
    .orderBy(asc(embedOrigins.date_created), asc(embedOrigins.origin));
  return rows.map((r) => ({ origin: r.origin, date_created: r.date_created.toISOString() }));
};

/** False when the origin was already there (the primary key refuses a second row). */
export const insertEmbedOrigin = async (
  db: Db,
  accountKey: string,
  origin: string,
): Promise<boolean> => {
  const inserted = await db
    .insert(embedOrigins)
    .values({ account_key: accountKey, origin })
    .onConflictDoNothing()
    .returning({ origin: embedOrigins.origin });
  return inserted.length > 0;
};

export const deleteEmbedOrigin = async (
  db: Db,
  accountKey: string,
  origin: string,
): Promise<boolean> => {
  const deleted = await db
    .delete(embedOrigins)
    .where(and(eq(embedOrigins.account_key, accountKey), eq(embedOrigins.origin, origin)))
    .returning({ origin: embedOrigins.origin });
  return deleted.length > 0;
};

/** The origins the workspace owning `documentKey` (a pack or a child) allows; none for others. */
export const embedOriginsOfDocument = async (db: Db, documentKey: string): Promise<string[]> => {
  const rows = await db
    .select({ origin: embedOrigins.origin })
    .from(documents)
    .innerJoin(embedOrigins, eq(embedOrigins.account_key, documents.account_key))
    .where(eq(documents.key, documentKey));
  return rows.map((r) => r.origin);
};
