import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import type { RenderedMail } from './render-mail.ts';

export type MailRow = typeof mails.$inferSelect;

export const insertMail = async (
  tx: Db,
  mail: RenderedMail & {
    to: string;
    kind: string;
    about?: { documentKey: string; signatoryUuid: string | null } | undefined;
  },
): Promise<string> => {
  const key = newKey();
  await tx.insert(mails).values({
    key,
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    document_key: mail.about?.documentKey ?? null,
    signatory_uuid: mail.about?.signatoryUuid ?? null,
  });
  return key;
};

export const findMail = async (db: Db, key: string): Promise<MailRow | undefined> =>
  (await db.select().from(mails).where(eq(mails.key, key)).limit(1))[0];

/**
 * `key = any($1)`: one parameter for a whole batch. inArray's one parameter per key made building
 * the statement cost more than running it for a batch of a hundred mails.
 */
const keyIn = (keys: readonly string[]) => sql`${mails.key} = any(${sql.param([...keys])}::text[])`;

/** A worker that claimed a mail this long ago and never finished is taken to have crashed. */
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Claims mails for sending, atomically, in one statement: of two runs of the same job only one
 * gets a mail. Answers each key's mail in the keys' order (to its first asker only), or undefined when it is sent already
 * or another run holds a fresh claim.
 */
export const claimMails = async (
  db: Db,
  keys: readonly string[],
): Promise<(MailRow | undefined)[]> => {
  const rows = await db
    .update(mails)
    .set({ status: 'sending', claimed_at: new Date(), attempts: sql`${mails.attempts} + 1` })
    .where(
      and(
        keyIn(keys),
        or(
          eq(mails.status, 'queued'),
          and(
            eq(mails.status, 'sending'),
            lt(mails.claimed_at, new Date(Date.now() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  // A key asked twice in one statement (a job and its retry at once) is claimed for one of them.
  return keys.map((k) => {
    const row = byKey.get(k);
    byKey.delete(k);
    return row;
  });
};

/**
 * A retried job whose earlier run died mid-send (its process killed; the queue gave the job back,
 * ADR 0049) finds its own stale 'sending' claim: it takes it over rather than
 * waiting STALE_CLAIM_MS, and rather than ending with the mail never sent.
 */
export const reclaimMail = async (db: Db, key: string): Promise<MailRow | undefined> => {
  const [row] = await db
    .update(mails)
    .set({ claimed_at: new Date(), attempts: sql`${mails.attempts} + 1` })
    .where(and(eq(mails.key, key), eq(mails.status, 'sending')))
    .returning();
  return row;
};

/** Gives a claimed mail back to the queue untried: it waits for its domain's next slot. */
export const releaseMail = async (db: Db, key: string) => {
  await db
    .update(mails)
    .set({ status: 'queued', claimed_at: null, attempts: sql`${mails.attempts} - 1` })
    .where(eq(mails.key, key));
};

/** Marks mails sent (or kept in the local outbox), in one statement. */
export const markMailsDone = async (
  db: Db,
  keys: readonly string[],
  status: 'sent' | 'outbox',
): Promise<void[]> => {
  await db
    .update(mails)
    .set({ status, date_sent: new Date(), last_error: null })
    .where(keyIn(keys));
  return keys.map(() => undefined);
};

/** A failed attempt goes back to the queue for pg-boss's retry, or ends as failed after the last. */
export const markMailFailed = async (db: Db, key: string, error: string, final: boolean) => {
  await db
    .update(mails)
    .set({
      last_error: error.slice(0, 2000),
      status: final ? 'failed' : 'queued',
      claimed_at: null,
    })
    .where(eq(mails.key, key));
};

export const listMails = async (db: Db, limit: number): Promise<MailRow[]> =>
  db.select().from(mails).orderBy(desc(mails.date_created), desc(mails.key)).limit(limit);
