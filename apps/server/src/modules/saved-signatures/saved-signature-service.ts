import {
  FIELD_MESSAGES,
  MAX_SAVED_SIGNATURES,
  MESSAGES,
  SIGNER_UPLOAD_MESSAGES,
  type SAVED_SIGNATURE_KINDS,
  type SAVED_SIGNATURE_METHODS,
} from '@quire/domain';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from '../documents/document-access-service.ts';
import type { BlobRow } from '../storage/blob-repository.ts';
import {
  findOwnSignatureBlob,
  signatureBlobUrl,
} from '../signer-uploads/signer-upload-repository.ts';
import {
  deleteSavedSignature,
  findSavedSignatures,
  promoteSavedSignature,
  upsertSavedSignature,
  lockUserSignatures,
  trimSavedSignatures,
  type SavedSignatureRow,
} from './saved-signature-repository.ts';

export type SavedSignatureKind = (typeof SAVED_SIGNATURE_KINDS)[number];
export type SavedSignatureMethod = (typeof SAVED_SIGNATURE_METHODS)[number];

/** A saved signature as the API answers it (§3 User signatures). */
export type SavedSignature = {
  key: string;
  kind: SavedSignatureKind;
  method: SavedSignatureMethod;
  blob_key: string;
  blob_url: string;
  enhanced_blob_key: string | null;
  enhanced_blob_url: string | null;
  date_created: string;
  /** The newest of its kind: what one-click signing uses and the signing modal offers first. */
  is_default: boolean;
};

const toSavedSignature = (row: SavedSignatureRow, isDefault = false): SavedSignature => ({
  key: row.key,
  kind: row.kind as SavedSignatureKind,
  method: row.method as SavedSignatureMethod,
  blob_key: row.blob_key,
  blob_url: signatureBlobUrl(row.blob_key),
  enhanced_blob_key: row.enhanced_blob_key,
  enhanced_blob_url: row.enhanced_blob_key ? signatureBlobUrl(row.enhanced_blob_key) : null,
  date_created: row.date_created.toISOString(),
  is_default: isDefault,
});

/** GET /app/user/signatures?kind: the caller's own, newest first. */
export const listSavedSignatures = async (
  ctx: AppContext,
  auth: Auth,
  kind: SavedSignatureKind | undefined,
): Promise<SavedSignature[]> => {
  const seen = new Set<string>();
  return (await findSavedSignatures(ctx.db, auth.user.key, kind)).map((row) => {
    const first = !seen.has(row.kind);
    seen.add(row.kind);
    return toSavedSignature(row, first);
  });
};

export type SaveSignatureInput = {
  kind: SavedSignatureKind;
  method: SavedSignatureMethod;
  blob_key: string;
  enhanced_blob_key?: string | undefined;
};

/** What identifies the picture: the enhanced one's bytes when there is one (that is what is stamped). */
const pictureHash = async (ctx: AppContext, picture: BlobRow): Promise<string> =>
  picture.sha256 ??
  createHash('sha256')
    .update(await ctx.blobStore.get(picture.object_key))
    .digest('hex');

/** The profile's signature and initials (§3 user_profile_permissions). */
export const assertMayUpdateSignatures = (auth: Auth) =>
  requirePermission(
    actorOf(auth).permissions,
    'user_profile_permissions.can_update_signature_and_initials',
    FIELD_MESSAGES.ownSignatureNotAllowed,
  );

/**
 * POST /app/user/signatures: keeps one of the caller's own signature uploads; in the same
 * transaction the oldest beyond MAX_SAVED_SIGNATURES of that kind go (§9). Their blobs stay:
 * a signed document may still show them. Adopting a picture the user already keeps as this kind
 * answers the kept one (moved to the front) rather than storing it twice. The newest is the
 * default (ADR 0030): what one-click signing uses.
 */

export const saveSignature = async (
  ctx: AppContext,
  auth: Auth,
  input: SaveSignatureInput,
): Promise<SavedSignature> => {
  assertMayUpdateSignatures(auth);
  const userKey = auth.user.key;
  const pictures: BlobRow[] = [];
  for (const blobKey of [input.blob_key, input.enhanced_blob_key]) {
    if (!blobKey) continue;
    const blob = await findOwnSignatureBlob(ctx.db, blobKey, userKey);
    if (!blob) throw notFound(MESSAGES.notFound);
    pictures.push(blob);
  }
  const contentHash = await pictureHash(ctx, pictures.at(-1)!);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserSignatures(tx, userKey);
    const saved = await upsertSavedSignature(tx, {
      key: newKey(),
      user_key: userKey,
      kind: input.kind,
      method: input.method,
      blob_key: input.blob_key,
      enhanced_blob_key: input.enhanced_blob_key ?? null,
      content_hash: contentHash,
    });
    await trimSavedSignatures(tx, userKey, input.kind, MAX_SAVED_SIGNATURES);
    return saved;
  });
  return toSavedSignature(row, true);
};

/** DELETE /app/user/signatures/{key}: the caller's own only; anyone else's answers 404. */
export const removeSavedSignature = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<void> => {
  assertMayUpdateSignatures(auth);
  if (!(await deleteSavedSignature(ctx.db, auth.user.key, key)))
    throw notFound(SIGNER_UPLOAD_MESSAGES.signatureNotFound);
};

/**
 * POST /app/user/signatures/{key}/default: makes one of the caller's saved signatures the default
 * of its kind by moving it to the front; anyone else's answers 404.
 */
export const makeDefaultSignature = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<SavedSignature> => {
  assertMayUpdateSignatures(auth);
  const row = await promoteSavedSignature(ctx.db, auth.user.key, key);
  if (!row) throw notFound(SIGNER_UPLOAD_MESSAGES.signatureNotFound);
  return toSavedSignature(row, true);
};
