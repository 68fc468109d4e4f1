import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataFields, documents, signatories, signingSubmissions } from '../../db/schema.ts';
import type { SignatoryRow } from '../documents/document-repository.ts';

/** The stored first answer to a submission, if this exact one was already handled. */
export const findSubmissionResponse = async (
  tx: Db,
  hash: string,
): Promise<Record<string, unknown> | undefined> =>
  (
    await tx
      .select({ response: signingSubmissions.response })
      .from(signingSubmissions)
      .where(eq(signingSubmissions.submission_hash, hash))
  )[0]?.response;

export const storeSubmissionResponse = async (
  tx: Db,
  row: typeof signingSubmissions.$inferInsert,
): Promise<void> => {
  await tx.insert(signingSubmissions).values(row);
};

export type FieldContent = {
  data: string | null;
  file_key: string | null;
  properties?: Record<string, unknown>;
};

/**
 * A signer's write to a field. The first one records what the field held before (the owner's
 * pre-fill, or nothing) in setup_value, which copies start from (ADR 0013); later ones keep it.
 * Every write a signer's act makes goes through here, so no signer answer escapes that record.
 */
export const updateFieldContent = async (
  tx: Db,
  uuid: string,
  content: FieldContent,
  byName: string,
): Promise<void> => {
  await tx
    .update(dataFields)
    .set({
      ...content,
      setup_value: sql`coalesce(${dataFields.setup_value}, jsonb_build_object('data', ${dataFields.data}, 'file_key', ${dataFields.file_key}, 'filename', ${dataFields.filename}))`,
      updated_by_user_name: byName,
      date_updated: sql`now()`,
    })
    .where(eq(dataFields.uuid, uuid));
};

export type SignatoryStateUpdate = Partial<
  Pick<
    SignatoryRow,
    | 'status'
    | 'rejection_reason'
    | 'sign_later'
    | 'signed_in_presence'
    | 'date_signed'
    | 'can_receive_viewing_notifications'
    | 'terms_accepted_at'
  >
>;

export const updateSignatoryState = async (
  tx: Db,
  uuid: string,
  set: SignatoryStateUpdate,
): Promise<SignatoryRow> =>
  (
    await tx
      .update(signatories)
      .set({ ...set, date_updated: sql`now()` })
      .where(eq(signatories.uuid, uuid))
      .returning()
  )[0]!;

/** §4 completion: the pack and its children (a rejected child stays rejected). */
export const completePack = async (tx: Db, packKey: string): Promise<void> => {
  await tx
    .update(documents)
    .set({ status: 'complete', date_completed: sql`now()`, date_updated: sql`now()` })
    .where(eq(documents.key, packKey));
  await tx
    .update(documents)
    .set({ status: 'complete', date_completed: sql`now()`, date_updated: sql`now()` })
    .where(and(eq(documents.document_pack_key, packKey), ne(documents.status, 'rejected')));
};

/** §4 rejection of the whole pack: the pack and its children. */
export const rejectPack = async (tx: Db, packKey: string): Promise<void> => {
  await tx
    .update(documents)
    .set({ status: 'rejected', date_updated: sql`now()` })
    .where(eq(documents.key, packKey));
  await tx
    .update(documents)
    .set({ status: 'rejected', date_updated: sql`now()` })
    .where(eq(documents.document_pack_key, packKey));
};

/** §4 rejection of one child: the child alone. */
export const rejectChildDocument = async (tx: Db, childKey: string): Promise<void> => {
  await tx
    .update(documents)
    .set({ status: 'rejected', date_updated: sql`now()` })
    .where(eq(documents.key, childKey));
};

/** The keys of a pack's children still live. */
export const childKeysOf = async (tx: Db, packKey: string): Promise<string[]> =>
  (
    await tx
      .select({ key: documents.key })
      .from(documents)
      .where(and(eq(documents.document_pack_key, packKey), eq(documents.is_deleted, false)))
  ).map((r) => r.key);

export const childrenInPack = async (
  tx: Db,
  packKey: string,
  keys: readonly string[],
): Promise<boolean> =>
  keys.length === 0 ||
  (
    await tx
      .select({ key: documents.key })
      .from(documents)
      .where(and(eq(documents.document_pack_key, packKey), inArray(documents.key, [...keys])))
  ).length === keys.length;
