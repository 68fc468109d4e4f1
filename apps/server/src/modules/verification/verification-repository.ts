import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditRecords, blobs, documents, signatories, users } from '../../db/schema.ts';

export type RecordedFinal = { key: string; object_key: string; document_key: string | null };

const FINAL_PURPOSE = 'final_pdf';

/**
 * The document whose final has this SHA-256: the final's blob row (every final since the seal job
 * records it) or the 'sealed' audit record (every child final ever sealed).
 */
export const findDocumentByFinalSha256 = async (
  db: Db,
  sha256: string,
): Promise<string | undefined> => {
  const [blob] = await db
    .select({ document_key: blobs.document_key })
    .from(blobs)
    .where(and(eq(blobs.purpose, FINAL_PURPOSE), eq(blobs.sha256, sha256)))
    .limit(1);
  if (blob?.document_key) return blob.document_key;
  const [sealed] = await db
    .select({ child: auditRecords.child_document_key, pack: auditRecords.document_key })
    .from(auditRecords)
    .where(
      and(
        eq(auditRecords.event, 'sealed'),
        sql`${auditRecords.details}->>'sha256_final' = ${sha256}`,
      ),
    )
    .limit(1);
  return sealed ? (sealed.child ?? sealed.pack) : undefined;
};

/**
 * Finals of exactly these sizes: a changed copy keeps its final's bytes up to where the seal's
 * revision ends (a later revision) or keeps its size (bytes altered in place).
 */
export const findFinalsOfSizes = async (
  db: Db,
  sizes: readonly number[],
  limit: number,
): Promise<RecordedFinal[]> =>
  sizes.length === 0
    ? []
    : db
        .select({ key: blobs.key, object_key: blobs.object_key, document_key: blobs.document_key })
        .from(blobs)
        .where(and(eq(blobs.purpose, FINAL_PURPOSE), inArray(blobs.size_bytes, [...sizes])))
        .limit(limit);

export type PackRow = {
  key: string;
  document_name: string;
  status: string;
  verification_id: string | null;
};

const packColumns = {
  key: documents.key,
  document_name: documents.document_name,
  status: documents.status,
  verification_id: documents.verification_id,
};

/** The pack a document belongs to (itself when it is one). */
export const findPackOf = async (db: Db, documentKey: string): Promise<PackRow | undefined> => {
  const [doc] = await db
    .select({ pack: documents.document_pack_key })
    .from(documents)
    .where(eq(documents.key, documentKey))
    .limit(1);
  if (!doc) return undefined;
  const [pack] = await db
    .select(packColumns)
    .from(documents)
    .where(eq(documents.key, doc.pack ?? documentKey))
    .limit(1);
  return pack;
};

export const findPackByVerificationId = async (
  db: Db,
  verificationId: string,
): Promise<PackRow | undefined> =>
  (
    await db
      .select(packColumns)
      .from(documents)
      .where(eq(documents.verification_id, verificationId))
      .limit(1)
  )[0];

/** The pack's signers who signed, in signing order. */
export const findSignedSignatories = (db: Db, packKey: string) =>
  db
    .select({
      uuid: signatories.uuid,
      name: signatories.name,
      email: signatories.email,
      mobile_number: signatories.mobile_number,
      primary_communication_channel: signatories.primary_communication_channel,
      signed_in_presence: signatories.signed_in_presence,
      date_signed: signatories.date_signed,
      user_email: users.email_address,
    })
    .from(signatories)
    .leftJoin(users, eq(users.key, signatories.user_key))
    .where(
      and(
        eq(signatories.document_key, packKey),
        eq(signatories.removed, false),
        eq(signatories.status, 'complete'),
      ),
    )
    .orderBy(asc(signatories.date_signed), asc(signatories.position));

/** The records the public summary reads: who confirmed a code and when the pack completed. */
export const findEvidenceRecords = (db: Db, packKey: string) =>
  db
    .select({
      event: auditRecords.event,
      actor_signatory_uuid: auditRecords.actor_signatory_uuid,
      details: auditRecords.details,
      date_created: auditRecords.date_created,
    })
    .from(auditRecords)
    .where(
      and(
        eq(auditRecords.document_key, packKey),
        or(eq(auditRecords.event, 'code_verified'), eq(auditRecords.event, 'completed')),
      ),
    )
    .orderBy(asc(auditRecords.seq));
