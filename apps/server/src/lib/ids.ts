import { createHash, randomBytes } from 'node:crypto';

/** Entity keys: 128 random bits, URL-safe. Unguessable, so a key alone reveals nothing. */
export const newKey = (): string => randomBytes(16).toString('base64url');

/** Secrets handed to a client (session, xsrf, mail-link tokens): 256 random bits. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256, so a database leak hands out no live token. */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');
