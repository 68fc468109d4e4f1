import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { documentSearchText } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  copyRecipients,
  dataFields,
  documents,
  signatories,
  signerGroups,
  users,
} from '../../db/schema.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type SignatoryRow = typeof signatories.$inferSelect;
export type DataFieldRow = typeof dataFields.$inferSelect;
export type SignerGroupRow = typeof signerGroups.$inferSelect;
export type CopyRecipientRow = typeof copyRecipients.$inferSelect;

export const findDocumentRow = async (db: Db, key: string): Promise<DocumentRow | undefined> =>
  (await db.select().from(documents).where(eq(documents.key, key)).limit(1))[0];

export const findDocumentRows = async (db: Db, keys: readonly string[]): Promise<DocumentRow[]> =>
  keys.length === 0
    ? []
    : db
        .select()
        .from(documents)
        .where(inArray(documents.key, [...keys]));

/** Children of the given packs, in pack order. */
/**
 * The pack row, locked for the rest of the transaction. Every write to a pack's contents takes
 * it first, so concurrent edits, status changes, sends and signatures on one pack queue up.
 */
export const lockPack = async (tx: Db, packKey: string): Promise<DocumentRow | undefined> =>
  (
    await tx
      .select()
      .from(documents)
      .where(and(eq(documents.key, packKey), sql`${documents.document_pack_key} is null`))
      .for('update')
  )[0];

export const findChildRows = async (db: Db, packKeys: readonly string[]): Promise<DocumentRow[]> =>
  packKeys.length === 0
    ? []
    : db
        .select()
        .from(documents)
        .where(inArray(documents.document_pack_key, [...packKeys]))
        .orderBy(asc(documents.document_pack_key), asc(documents.position), asc(documents.key));

export const findSignatoryRows = async (
  db: Db,
  packKeys: readonly string[],
): Promise<SignatoryRow[]> =>
  packKeys.length === 0
    ? []
    : db
        .select()
        .from(signatories)
        .where(
          and(inArray(signatories.document_key, [...packKeys]), eq(signatories.removed, false)),
        )
        .orderBy(asc(signatories.document_key), asc(signatories.position));

/** A pack's signer groups and copy recipients, each in list order. */
export const findSignerGroupRows = async (db: Db, packKey: string): Promise<SignerGroupRow[]> =>
  db
    .select()
    .from(signerGroups)
    .where(eq(signerGroups.document_key, packKey))
    .orderBy(asc(signerGroups.position), asc(signerGroups.date_created));

export const findCopyRecipientRows = async (db: Db, packKey: string): Promise<CopyRecipientRow[]> =>
  db
    .select()
    .from(copyRecipients)
    .where(eq(copyRecipients.document_key, packKey))
    .orderBy(asc(copyRecipients.position), asc(copyRecipients.date_created));

export const findDataFieldRows = async (
  db: Db,
  childKeys: readonly string[],
): Promise<DataFieldRow[]> =>
  childKeys.length === 0
    ? []
    : db
        .select()
        .from(dataFields)
        .where(and(inArray(dataFields.document_key, [...childKeys]), eq(dataFields.removed, false)))
        .orderBy(asc(dataFields.page_index), asc(dataFields.y), asc(dataFields.x));

export const findUserNames = async (
  db: Db,
  userKeys: readonly string[],
): Promise<Map<string, string>> => {
  const unique = [...new Set(userKeys)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ key: users.key, full_name: users.full_name })
    .from(users)
    .where(inArray(users.key, unique));
  return new Map(rows.map((r) => [r.key, r.full_name]));
};

/**
 * Rewrites a pack's `search_text` from its current name, children and signatories, and bumps its
 * `date_updated` so lists and pollers see the change. Call inside the transaction of the change.
 */
export const refreshPackSearchText = async (tx: Db, packKey: string): Promise<void> => {
  const [pack] = await tx
    .select({ name: documents.document_name })
    .from(documents)
    .where(eq(documents.key, packKey));
  if (!pack) return;
  const children = await findChildRows(tx, [packKey]);
  const people = await findSignatoryRows(tx, [packKey]);
  await tx
    .update(documents)
    .set({
      search_text: documentSearchText({
        name: pack.name,
        childNames: children.map((c) => c.document_name),
        signatories: people,
      }),
      date_updated: sql`now()`,
    })
    .where(eq(documents.key, packKey));
};

/** Marks a pack changed (the list and its update poll order and compare by date_updated). */
export const touchDocuments = async (tx: Db, keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return;
  await tx
    .update(documents)
    .set({ date_updated: sql`now()` })
    .where(inArray(documents.key, [...keys]));
};
