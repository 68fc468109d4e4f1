import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { instanceSecrets } from '../../db/schema.ts';

const VERSION = 'v1';
const DERIVED_SECRET_NAME = 'integration_sealing_seed';

/** Thrown when a sealed value was made under another key (INTEGRATION_SECRET_KEY changed). */
export class SealedWithOtherKeyError extends Error {
  override name = 'SealedWithOtherKeyError';
}

const keyFromSetting = (value: string): Buffer =>
  /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');

/**
 * The 32-byte key: INTEGRATION_SECRET_KEY when set (kept outside the database, so a dump alone
 * opens no token); else HKDF-SHA256 over a random seed made once per installation in
 * instance_secrets, which is fine for a laptop and documented as not for production.
 */
const sealingKey = async (ctx: AppContext): Promise<Buffer> => {
  const configured = ctx.config.integrations.secretKey;
  if (configured) return keyFromSetting(configured);
  await ctx.db
    .insert(instanceSecrets)
    .values({ name: DERIVED_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, DERIVED_SECRET_NAME));
  const seed = Buffer.from(row!.value, 'base64url');
  return Buffer.from(hkdfSync('sha256', seed, Buffer.alloc(0), 'quire integration tokens', 32));
};

/** A short fingerprint of the key, stored with each value so a key change is told, not garbled. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

/** AES-256-GCM: `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
export const sealToken = async (ctx: AppContext, plain: string): Promise<string> => {
  const key = await sealingKey(ctx);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    keyId(key),
    ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')),
  ].join('.');
};

export const unsealToken = async (ctx: AppContext, sealed: string): Promise<string> => {
  const [version, kid, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !kid || !iv || !tag || body === undefined)
    throw new Error('Unreadable sealed integration secret');
  const key = await sealingKey(ctx);
  if (kid !== keyId(key))
    throw new SealedWithOtherKeyError('Sealed under another INTEGRATION_SECRET_KEY');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};
