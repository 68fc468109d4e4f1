import { timingSafeEqual } from 'node:crypto';
import {
  APPLICATION_TOKEN_PREFIX,
  APPLICATION_TOKEN_TTL_SECONDS,
  OAUTH_MESSAGES,
  OAUTH_TOKEN_RATE_LIMIT,
  type OAuthError,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { hashSecret, newSecret } from '../../lib/ids.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { perIp } from '../auth/auth-service.ts';
import { findApplicationByClientId } from './application-credential-repository.ts';
import { insertApplicationToken } from './application-repository.ts';

export type TokenAnswer = { access_token: string; token_type: 'Bearer'; expires_in: number };

const sameHash = (given: string, storedHash: string): boolean => {
  const a = Buffer.from(hashSecret(given), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * RFC 6749 §4.4.2–3: a bearer token for a known client whose secret matches and whose maker is
 * still an active member. Only failures count against the address's and the client's limits, so
 * a well-behaved client is never slowed while someone guessing secrets is stopped (429).
 */
export const issueApplicationToken = async (
  ctx: AppContext,
  credentials: { clientId: string; clientSecret: string },
  ip: string,
): Promise<TokenAnswer | OAuthError> => {
  const found = await findApplicationByClientId(ctx.database, credentials.clientId);
  const ok =
    found?.membership &&
    found.membership.account.key === found.application.account_key &&
    sameHash(credentials.clientSecret, found.application.client_secret_hash);
  if (!found || !ok) {
    await consumeRateLimit(ctx.db, `oauth_token_ip:${ip}`, perIp(ctx, OAUTH_TOKEN_RATE_LIMIT));
    if (found)
      await consumeRateLimit(
        ctx.db,
        `oauth_token_client:${found.application.key}`,
        OAUTH_TOKEN_RATE_LIMIT,
      );
    return { error: 'invalid_client', error_description: OAUTH_MESSAGES.clientInvalid };
  }
  const token = `${APPLICATION_TOKEN_PREFIX}${newSecret()}`;
  await insertApplicationToken(ctx.db, {
    token_hash: hashSecret(token),
    application_key: found.application.key,
    expires_at: new Date(Date.now() + APPLICATION_TOKEN_TTL_SECONDS * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: APPLICATION_TOKEN_TTL_SECONDS };
};
