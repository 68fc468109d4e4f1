import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blobs, documents, signatories, users } from '../../db/schema.ts';
import type { BlobRow } from '../storage/blob-repository.ts';

/** Upload intent purposes (beside modules/uploads' and the appendices'). */
export const SIGNATURE_UPLOAD_PURPOSE = 'signature_upload';
export const DATA_FIELD_UPLOAD_PURPOSE = 'data_field_upload';

/** Blob purposes: the signature as sent (WebP kept as PNG), and its enhanced PNG. */
export const SIGNATURE_BLOB_PURPOSE = 'signature_upload';
export const ENHANCED_SIGNATURE_BLOB_PURPOSE = 'signature_enhanced';
export const SIGNATURE_BLOB_PURPOSES = [SIGNATURE_BLOB_PURPOSE, ENHANCED_SIGNATURE_BLOB_PURPOSE];
export const DATA_FIELD_BLOB_PURPOSE = 'data_field_upload';

/** What a PDF can be stamped with (packages/pdf stamps PNG and JPEG). */
export const STAMPABLE_CONTENT_TYPES = ['image/png', 'image/jpeg'];

export const signatureBlobUrl = (blobKey: string): string =>
  `/app/serve_signature/${encodeURIComponent(blobKey)}`;

/** A field's file (field uuid) or an uploader's not yet attached upload (blob key). */
export const dataFieldBlobUrl = (packKey: string, fieldOrBlobKey: string): string =>
  `/app/serve_data_field_blob/${encodeURIComponent(packKey)}/${encodeURIComponent(fieldOrBlobKey)}`;

/** One blob with this key, if it also meets `condition` (who made it, what it is for). */
const findBlobWhere = async (
  db: Db,
  key: string,
  condition: SQL | undefined,
): Promise<BlobRow | undefined> =>
  (
    await db
      .select()
      .from(blobs)
      .where(and(eq(blobs.key, key), condition))
      .limit(1)
  )[0];

/** The user's own signature upload or enhanced signature; nobody else's. */
export const findOwnSignatureBlob = (db: Db, key: string, userKey: string) =>
  findBlobWhere(
    db,
    key,
    and(eq(blobs.created_by, userKey), inArray(blobs.purpose, SIGNATURE_BLOB_PURPOSES)),
  );

/** A data-field upload of this pack by this user. */
export const findOwnDataFieldBlob = (db: Db, packKey: string, key: string, userKey: string) =>
  findBlobWhere(
    db,
    key,
    and(
      eq(blobs.document_key, packKey),
      eq(blobs.created_by, userKey),
      eq(blobs.purpose, DATA_FIELD_BLOB_PURPOSE),
    ),
  );

/** A blob a field of this pack may point at (anything else is not served as a field's file). */
export const findFieldBlob = (db: Db, packKey: string, key: string) =>
  findBlobWhere(
    db,
    key,
    or(
      inArray(blobs.purpose, SIGNATURE_BLOB_PURPOSES),
      and(eq(blobs.purpose, DATA_FIELD_BLOB_PURPOSE), eq(blobs.document_key, packKey)),
    ),
  );

export type UploaderCheck = {
  keys: readonly string[];
  packKey: string;
  /** The caller, when known; else whoever acts for the signatory (ADR 0010). */
  callerKey: string | undefined;
  signatoryUuid: string;
};

/**
 * Of `keys`, the blobs the caller uploaded for fields (a signature upload, or a data-field upload
 * of this pack), with their content types. Without the caller, the users who act for the
 * signatory count as the caller: the linked user, or the verified account of its address.
 */
export const findUploadsOfCaller = async (
  db: Db,
  check: UploaderCheck,
): Promise<Map<string, string>> => {
  if (check.keys.length === 0) return new Map();
  const uploader = check.callerKey
    ? eq(blobs.created_by, check.callerKey)
    : sql`exists (select 1 from ${signatories} left join ${users} on ${users.key} = ${blobs.created_by}
        where ${signatories.uuid} = ${check.signatoryUuid}
          and (${signatories.user_key} = ${blobs.created_by}
            or (${users.verified} and lower(${users.email_address}) = lower(${signatories.email}))))`;
  const rows = await db
    .select({ key: blobs.key, content_type: blobs.content_type })
    .from(blobs)
    .where(
      and(
        inArray(blobs.key, [...check.keys]),
        uploader,
        or(
          inArray(blobs.purpose, SIGNATURE_BLOB_PURPOSES),
          and(eq(blobs.purpose, DATA_FIELD_BLOB_PURPOSE), eq(blobs.document_key, check.packKey)),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.key, r.content_type]));
};

/** The pack a child (or the pack itself) belongs to. */
export const packKeyOf = async (db: Db, documentKey: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ key: documents.key, pack: documents.document_pack_key })
    .from(documents)
    .where(eq(documents.key, documentKey))
    .limit(1);
  return row ? (row.pack ?? row.key) : undefined;
};
