import type { FastifyRequest } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { credentialId, requireCredential } from './public-api-credential.ts';

/**
 * Every public API call counts against its credential's budget per minute
 * (PUBLIC_API_RATE_LIMIT_PER_MINUTE); over it the answer is 429 with Retry-After. The counter is
 * the database's, so every server process shares it.
 */
export const publicApiRateLimit = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { credential } = requireCredential(request);
  try {
    await consumeRateLimit(ctx.db, `public_api:${credentialId(credential)}`, {
      limit: ctx.config.publicApiRateLimitPerMinute,
      windowSeconds: 60,
    });
  } catch (error) {
    // Same status and Retry-After, in the API's own words (the shared message is about logins).
    if (error instanceof AppError && error.statusCode === 429)
      throw new AppError(429, PUBLIC_API_MESSAGES.tooManyRequests, error.extra);
    throw error;
  }
};
