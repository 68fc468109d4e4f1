import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataFields, documents, signatories, signerGroups } from '../../db/schema.ts';
import type { SignatoryRow, SignerGroupRow } from '../documents/document-repository.ts';

export type SignatoryInsert = typeof signatories.$inferInsert;
export type SignatoryUpdate = Partial<Omit<SignatoryInsert, 'uuid' | 'document_key'>>;

/** A signatory by uuid, whatever document it is on (uuids are global: the client makes them). */
export const findSignatoryByUuid = async (
  db: Db,
  uuid: string,
): Promise<SignatoryRow | undefined> =>
  (await db.select().from(signatories).where(eq(signatories.uuid, uuid)).limit(1))[0];

export const findSignerGroupByUuid = async (
  db: Db,
  uuid: string,
): Promise<SignerGroupRow | undefined> =>
  (await db.select().from(signerGroups).where(eq(signerGroups.uuid, uuid)).limit(1))[0];

/** The next free place on a pack's list: signers and groups share one order. */
export const nextListPosition = async (db: Db, packKey: string): Promise<number> => {
  const [s] = await db
    .select({ p: max(signatories.position) })
    .from(signatories)
    .where(and(eq(signatories.document_key, packKey), eq(signatories.removed, false)));
  const [g] = await db
    .select({ p: max(signerGroups.position) })
    .from(signerGroups)
    .where(eq(signerGroups.document_key, packKey));
  return Math.max(s?.p ?? -1, g?.p ?? -1) + 1;
};

export const insertSignatory = async (db: Db, row: SignatoryInsert): Promise<SignatoryRow> =>
  (await db.insert(signatories).values(row).returning())[0]!;

export const updateSignatory = async (
  db: Db,
  uuid: string,
  set: SignatoryUpdate,
): Promise<SignatoryRow> =>
  (
    await db
      .update(signatories)
      .set({ ...set, date_updated: sql`now()` })
      .where(eq(signatories.uuid, uuid))
      .returning()
  )[0]!;

/** Live fields assigned to a signer, on any child of its pack. */
const signerFieldsWhere = (packKey: string, signatoryUuid: string) =>
  and(
    eq(dataFields.signatory_uuid, signatoryUuid),
    eq(dataFields.removed, false),
    inArray(
      dataFields.document_key,
      sql`(select ${documents.key} from ${documents} where ${documents.document_pack_key} = ${packKey})`,
    ),
  );

export const countSignerFields = async (
  db: Db,
  packKey: string,
  signatoryUuid: string,
): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataFields)
      .where(signerFieldsWhere(packKey, signatoryUuid))
  )[0]?.n ?? 0;

export const removeSignerFields = async (
  db: Db,
  packKey: string,
  signatoryUuid: string,
): Promise<string[]> => {
  const rows = await db
    .update(dataFields)
    .set({ removed: true, date_updated: sql`now()` })
    .where(signerFieldsWhere(packKey, signatoryUuid))
    .returning({ document_key: dataFields.document_key });
  return [...new Set(rows.map((r) => r.document_key))];
};

export const setListPosition = async (
  db: Db,
  packKey: string,
  entry: { uuid: string; position: number; signer_group_uuid: string | null },
  isGroup: boolean,
): Promise<void> => {
  if (isGroup) {
    await db
      .update(signerGroups)
      .set({ position: entry.position })
      .where(and(eq(signerGroups.uuid, entry.uuid), eq(signerGroups.document_key, packKey)));
    return;
  }
  await db
    .update(signatories)
    .set({
      position: entry.position,
      signer_group_uuid: entry.signer_group_uuid,
      date_updated: sql`now()`,
    })
    .where(and(eq(signatories.uuid, entry.uuid), eq(signatories.document_key, packKey)));
};

/** A live (not removed) signatory of the pack, or undefined: ids from requests are never trusted alone. */
export const findPackSignatory = async (
  db: Db,
  packKey: string,
  uuid: string,
): Promise<SignatoryRow | undefined> =>
  (
    await db
      .select()
      .from(signatories)
      .where(
        and(
          eq(signatories.document_key, packKey),
          eq(signatories.uuid, uuid),
          eq(signatories.removed, false),
        ),
      )
      .limit(1)
  )[0];
