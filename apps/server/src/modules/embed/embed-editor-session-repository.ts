import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMBED_EDITOR_ENTRY_MINUTES, EMBED_EDITOR_SESSION_MINUTES } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';
import { hashSecret, newKey, newSecret } from '../../lib/ids.ts';

const MINUTE_MS = 60_000;

/**
 * The one-time URL's token is stored hashed under a prefix of its own, so that the token itself
 * never works as a session token: only the entry route, which swaps it for a fresh session token
 * (and so uses it up), knows the prefix.
 */
const entryHash = (entryToken: string) => hashSecret(`embed-editor-entry:${entryToken}`);

/** A session for `userKey` that can do nothing until its entry token is exchanged. */
export const insertEditorEntry = async (
  db: Db,
  input: { userKey: string; documentKey: string; origin: string; now: Date },
): Promise<{ entryToken: string; expiresAt: Date }> => {
  const entryToken = newSecret();
  const expiresAt = new Date(input.now.getTime() + EMBED_EDITOR_ENTRY_MINUTES * MINUTE_MS);
  await db.insert(sessions).values({
    key: newKey(),
    token_hash: entryHash(entryToken),
    // Nothing hashes to this: an xsrf token is only set when the entry is exchanged.
    xsrf_token_hash: '',
    user_key: input.userKey,
    can_browse: true,
    embed_document_key: input.documentKey,
    embed_origin: input.origin,
    expires_at: expiresAt,
  });
  return { entryToken, expiresAt };
};

/**
 * Exchanges an unused, unexpired entry token for the session's real tokens, in one conditional
 * update: two loads of the same URL cannot both succeed. Undefined when there is nothing to open.
 */
export const exchangeEditorEntry = async (
  db: Db,
  input: {
    entryToken: string;
    documentKey: string;
    origin: string;
    ip: string;
    userAgent: string | undefined;
    now: Date;
  },
): Promise<{ sessionToken: string; xsrfToken: string; expiresAt: Date } | undefined> => {
  const sessionToken = newSecret();
  const xsrfToken = newSecret();
  const expiresAt = new Date(input.now.getTime() + EMBED_EDITOR_SESSION_MINUTES * MINUTE_MS);
  const [opened] = await db
    .update(sessions)
    .set({
      token_hash: hashSecret(sessionToken),
      xsrf_token_hash: hashSecret(xsrfToken),
      expires_at: expiresAt,
      last_seen_at: input.now,
      ip_address: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    })
    .where(
      and(
        eq(sessions.token_hash, entryHash(input.entryToken)),
        eq(sessions.embed_document_key, input.documentKey),
        eq(sessions.embed_origin, input.origin),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, input.now),
      ),
    )
    .returning({ key: sessions.key });
  return opened && { sessionToken, xsrfToken, expiresAt };
};
