import { and, asc, eq, sql } from 'drizzle-orm';
import { FINAL_COPY_TOKEN_TYPE, hashSigningToken } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  auditRecords,
  copyRecipients,
  documents,
  signatories,
  signingTokens,
  users,
} from '../../db/schema.ts';
import { findLastAuditTime } from '../audit-trail/audit-record-repository.ts';

export type FinalCopyTokenRow = typeof signingTokens.$inferSelect;

/**
 * A final-copy token by what was presented, live or not (an expired or revoked one answers 410,
 * an unknown one 404). Only final_copy tokens: a signing link's token opens nothing here.
 */
export const findFinalCopyToken = async (
  db: Db,
  token: string,
): Promise<FinalCopyTokenRow | undefined> =>
  (
    await db
      .select()
      .from(signingTokens)
      .where(
        and(
          eq(signingTokens.token_hash, await hashSigningToken(token)),
          eq(signingTokens.token_type, FINAL_COPY_TOKEN_TYPE),
        ),
      )
      .limit(1)
  )[0];

/** The pack's parties as the final-copy decision and the read-only view need them. */
export const findPackParties = async (db: Db, packKey: string) => {
  const signers = await db
    .select({
      uuid: signatories.uuid,
      name: signatories.name,
      email: signatories.email,
      mobile_number: signatories.mobile_number,
      dialing_code: signatories.dialing_code,
      primary_communication_channel: signatories.primary_communication_channel,
      status: signatories.status,
      user_key: signatories.user_key,
      date_signed: signatories.date_signed,
    })
    .from(signatories)
    .where(and(eq(signatories.document_key, packKey), eq(signatories.removed, false)))
    .orderBy(asc(signatories.position));
  const copies = await db
    .select({
      uuid: copyRecipients.uuid,
      name: copyRecipients.name,
      email: copyRecipients.email,
      mobile_number: copyRecipients.mobile_number,
    })
    .from(copyRecipients)
    .where(eq(copyRecipients.document_key, packKey))
    .orderBy(asc(copyRecipients.position));
  return { signers, copies };
};
export type PackParties = Awaited<ReturnType<typeof findPackParties>>;

export const findUserContact = async (db: Db, userKey: string) =>
  (
    await db
      .select({
        key: users.key,
        name: users.full_name,
        email: users.email_address,
        dialing_code: users.dialing_code,
        mail_notifications: users.mail_notifications,
      })
      .from(users)
      .where(eq(users.key, userKey))
  )[0];

export const findDocument = async (db: Db, key: string) =>
  (await db.select().from(documents).where(eq(documents.key, key)).limit(1))[0];

/** When this person last viewed the final through their link (throttled like 'opened'). */
export const findLastFinalViewed = (
  tx: Db,
  packKey: string,
  recipientUuid: string,
): Promise<Date | null> =>
  findLastAuditTime(
    tx,
    packKey,
    'final_viewed',
    sql`${auditRecords.details}->>'recipient_uuid' = ${recipientUuid}`,
  );

/** The 'sealed' records of a pack: how many audit pages each child's final carries. */
export const findSealedAuditPages = async (
  db: Db,
  packKey: string,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({ child: auditRecords.child_document_key, details: auditRecords.details })
    .from(auditRecords)
    .where(and(eq(auditRecords.document_key, packKey), eq(auditRecords.event, 'sealed')));
  return new Map(
    rows.map((r) => [
      r.child ?? '',
      Number((r.details as { audit_pages?: number }).audit_pages ?? 0),
    ]),
  );
};
