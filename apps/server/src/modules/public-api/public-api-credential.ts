import type { FastifyRequest } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@quire/domain';
import { unauthorized } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';

/** Who calls the public API: an API key or an application's token, in one workspace. */
export type ApiCredential = NonNullable<Auth['credential']>;

/**
 * The one place the public API reads its caller's credential (an API key or an application's
 * token, set by plugins/session.ts): rate limits and idempotency keys are kept per credential.
 */
export const credentialOf = (auth: Auth | null): ApiCredential | null => auth?.credential ?? null;

/** The credential as one text, so an API key and an application can never share a bucket. */
export const credentialId = (c: ApiCredential): string => `${c.kind}:${c.key}`;

/**
 * The caller of a public API route. A browser session (cookie or session_token) is not enough:
 * the public API is for integrations, and a cookie alone must never drive a state change.
 */
export const requireCredential = (
  request: FastifyRequest,
): { auth: Auth; credential: ApiCredential } => {
  const credential = credentialOf(request.auth);
  if (!request.auth || !credential) throw unauthorized(PUBLIC_API_MESSAGES.credentialRequired);
  return { auth: request.auth, credential };
};
