import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { instanceSecrets } from '../../db/schema.ts';
import { newSecret } from '../../lib/ids.ts';

/** How long a local upload URL (and an S3 presigned PUT) stays valid: 15 minutes. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const SECRET_NAME = 'upload_url_signing_key';
const cache = new WeakMap<Db, string>();

/**
 * The key that signs local upload URLs: made once per installation and kept in the database, so
 * every web process of a deployment accepts the URLs any of them signed.
 */
export const uploadSigningKey = async (db: Db): Promise<string> => {
  const cached = cache.get(db);
  if (cached) return cached;
  await db
    .insert(instanceSecrets)
    .values({ name: SECRET_NAME, value: newSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, SECRET_NAME));
  cache.set(db, row!.value);
  return row!.value;
};

const mac = (key: string, fileKey: string, expires: number) =>
  createHmac('sha256', key).update(`PUT\n${fileKey}\n${expires}`).digest('base64url');

export const signUploadUrl = (key: string, fileKey: string, expires: number): string =>
  `/app/blob_upload/${encodeURIComponent(fileKey)}?expires=${expires}&signature=${mac(key, fileKey, expires)}`;

/** True when the signature is ours for this file key and expiry, and the expiry has not passed. */
export const verifyUploadSignature = (
  key: string,
  fileKey: string,
  expires: number,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean => {
  if (!Number.isSafeInteger(expires) || expires < nowSeconds) return false;
  const expected = Buffer.from(mac(key, fileKey, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
