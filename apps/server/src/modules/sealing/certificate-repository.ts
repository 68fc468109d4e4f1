import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blobs, dataFields, signatories } from '../../db/schema.ts';

/** The pack's signatories as listed in the editor, the removed ones left out. */
export const findCertificateSignatories = (db: Db, packKey: string) =>
  db
    .select()
    .from(signatories)
    .where(and(eq(signatories.document_key, packKey), eq(signatories.removed, false)))
    .orderBy(asc(signatories.position));

/** Signature and initials fields that hold a picture, with the picture's blob. */
export const findSignerMarks = (db: Db, childKeys: string[]) =>
  childKeys.length === 0
    ? Promise.resolve([])
    : db
        .select({
          signatory_uuid: dataFields.signatory_uuid,
          type: dataFields.type,
          file_key: dataFields.file_key,
          filename: blobs.filename,
          object_key: blobs.object_key,
        })
        .from(dataFields)
        .innerJoin(blobs, eq(blobs.key, dataFields.file_key))
        .where(
          and(
            inArray(dataFields.document_key, childKeys),
            inArray(dataFields.type, ['signature', 'initial']),
            eq(dataFields.removed, false),
            isNotNull(dataFields.signatory_uuid),
          ),
        );

/** The stored SHA-256 of blobs that have one. */
export const findBlobHashes = async (db: Db, keys: string[]) =>
  keys.length === 0
    ? []
    : db
        .select({ key: blobs.key, sha256: blobs.sha256, object_key: blobs.object_key })
        .from(blobs)
        .where(inArray(blobs.key, keys));
