import type { FastifyRequest } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@quire/domain';
import { unauthorized } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';

/** Who calls the public API: an API key or an application's token, in one workspace. */
export type ApiCredential = {
  kind: 'api_key' | 'application';
  key: string;
  account_key: string;
};

/**
 * The one place the public API reads its caller's credential: rate limits and idempotency keys
 * are kept per credential. Today an API key (`auth.apiKey`); application tokens arrive in `auth`
 * the same way, so at merge this reads `auth.credential` instead and nothing else changes.
 */
export const credentialOf = (auth: Auth | null): ApiCredential | null =>
  auth?.apiKey
    ? { kind: 'api_key', key: auth.apiKey.key, account_key: auth.apiKey.account_key }
    : null;

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
