import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { instanceSecrets } from '../../db/schema.ts';

const SECRET_NAME = 'two_step_sealing_key';
const VERSION = 'v1';

/**
 * The installation's key for secrets kept at rest (authenticator secrets): made once and kept in
 * instance_secrets like the upload and code keys, so a dump of the users table alone reveals no
 * authenticator secret.
 */
const sealingKey = async (db: Db): Promise<Buffer> => {
  await db
    .insert(instanceSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64url');
};

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export const sealSecret = async (db: Db, plain: string): Promise<string> => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
};

export const unsealSecret = async (db: Db, sealed: string): Promise<string> => {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined)
    throw new Error('Unreadable sealed secret');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await sealingKey(db),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};
