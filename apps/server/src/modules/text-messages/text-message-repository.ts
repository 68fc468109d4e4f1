import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { textMessages } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import type { TextMessage, TextMessageAbout } from './text-message-provider.ts';

export type TextMessageRow = typeof textMessages.$inferSelect;

export const insertTextMessage = async (
  tx: Db,
  message: TextMessage,
  about?: TextMessageAbout,
): Promise<string> => {
  const key = newKey();
  await tx.insert(textMessages).values({
    key,
    channel: message.channel,
    to_number: message.to,
    body: message.body,
    document_key: about?.documentKey ?? null,
    signatory_uuid: about?.signatoryUuid ?? null,
  });
  return key;
};

export const findTextMessage = async (db: Db, key: string): Promise<TextMessageRow | undefined> =>
  (await db.select().from(textMessages).where(eq(textMessages.key, key)).limit(1))[0];

export const listTextMessages = (db: Db, limit: number): Promise<TextMessageRow[]> =>
  db.select().from(textMessages).orderBy(desc(textMessages.date_created)).limit(limit);

/** A claim older than this belongs to a worker that crashed; another run may take it over. */
const STALE_CLAIM_MS = 5 * 60_000;

/** Of two runs of one job only one gets the message; none once it has been sent. */
export const claimTextMessage = async (db: Db, key: string): Promise<boolean> => {
  const rows = await db
    .update(textMessages)
    .set({
      status: 'sending',
      claimed_at: new Date(),
      attempts: sql`${textMessages.attempts} + 1`,
    })
    .where(
      and(
        eq(textMessages.key, key),
        or(
          eq(textMessages.status, 'queued'),
          and(
            eq(textMessages.status, 'sending'),
            lt(textMessages.claimed_at, new Date(Date.now() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning({ key: textMessages.key });
  return rows.length > 0;
};

export const markTextMessageDone = async (
  db: Db,
  key: string,
  status: 'sent' | 'outbox',
  providerMessageId: string | null,
) => {
  await db
    .update(textMessages)
    .set({
      status,
      date_sent: new Date(),
      last_error: null,
      provider_message_id: providerMessageId,
    })
    .where(eq(textMessages.key, key));
};

/** A failure that will be retried goes back to 'queued'; the last one stays 'failed'. */
export const markTextMessageFailed = async (db: Db, key: string, error: string, final: boolean) => {
  await db
    .update(textMessages)
    .set({
      status: final ? 'failed' : 'queued',
      last_error: error.slice(0, 1000),
      claimed_at: null,
    })
    .where(eq(textMessages.key, key));
};
