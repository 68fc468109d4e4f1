import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import type { RenderedMail } from './render-mail.ts';

export type MailRow = typeof mails.$inferSelect;

export const insertMail = async (
  tx: Db,
  mail: RenderedMail & { to: string; kind: string },
): Promise<string> => {
  const key = newKey();
  await tx.insert(mails).values({
    key,
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
  return key;
};

export const findMail = async (db: Db, key: string): Promise<MailRow | undefined> =>
  (await db.select().from(mails).where(eq(mails.key, key)).limit(1))[0];

/** Claims a queued mail for sending; answers false when another run already finished it. */
export const markMailAttempt = async (db: Db, key: string): Promise<boolean> => {
  const rows = await db
    .update(mails)
    .set({ attempts: sql`${mails.attempts} + 1` })
    .where(and(eq(mails.key, key), eq(mails.status, 'queued')))
    .returning({ key: mails.key });
  return rows.length > 0;
};

export const markMailDone = async (db: Db, key: string, status: 'sent' | 'outbox') => {
  await db.update(mails).set({ status, date_sent: new Date(), last_error: null }).where(eq(mails.key, key));
};

export const markMailFailed = async (db: Db, key: string, error: string, final: boolean) => {
  await db
    .update(mails)
    .set({ last_error: error.slice(0, 2000), ...(final ? { status: 'failed' as const } : {}) })
    .where(eq(mails.key, key));
};

export const listMails = async (db: Db, limit: number): Promise<MailRow[]> =>
  db.select().from(mails).orderBy(desc(mails.date_created), desc(mails.key)).limit(limit);
