import type { DraftFieldValue } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  SIGNATURE_BLOB_PURPOSES,
  dataFieldBlobUrl,
  signatureBlobUrl,
} from '../signer-uploads/signer-upload-repository.ts';
import { findDraftBlobs, type SigningDraftRow } from './signing-draft-repository.ts';

/** A drafted field as the signer's browser shows it: a drafted file comes with its URL and name. */
export type DraftFieldView = DraftFieldValue & {
  filename?: string | null;
  blob_url?: string | null;
};

export type SigningDraftView = {
  signatory_uuid: string;
  /** 0 while nothing was saved; the client sends it back with its next save. */
  revision: number;
  fields: Record<string, DraftFieldView>;
  date_updated: string | null;
};

/** The answer of both draft routes, for `fields` (already limited to what the signer may fill). */
export const signingDraftView = async (
  db: Db,
  packKey: string,
  signatoryUuid: string,
  row: Pick<SigningDraftRow, 'revision' | 'date_updated'> | undefined,
  fields: Record<string, DraftFieldValue>,
): Promise<SigningDraftView> => {
  const keys = [...new Set(Object.values(fields).flatMap((v) => (v.file_key ? [v.file_key] : [])))];
  const blobs = new Map((await findDraftBlobs(db, keys)).map((b) => [b.key, b]));
  const fileOf = (key: string | null | undefined): Partial<DraftFieldView> => {
    if (key === undefined) return {};
    const blob = key ? blobs.get(key) : undefined;
    if (!key || !blob) return { filename: null, blob_url: null };
    const url = SIGNATURE_BLOB_PURPOSES.includes(blob.purpose)
      ? signatureBlobUrl(key)
      : dataFieldBlobUrl(packKey, key);
    return { filename: blob.filename, blob_url: url };
  };
  return {
    signatory_uuid: signatoryUuid,
    revision: row?.revision ?? 0,
    fields: Object.fromEntries(
      Object.entries(fields).map(([uuid, value]) => [
        uuid,
        { ...value, ...fileOf(value.file_key) },
      ]),
    ),
    date_updated: row ? row.date_updated.toISOString() : null,
  };
};
