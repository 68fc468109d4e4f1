import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  OAUTH_ERROR_STATUS,
  OAUTH_MESSAGES,
  PUBLIC_API_BASE,
  readClientCredentialsRequest,
  type OAuthError,
} from '@quire/domain';
import { issueApplicationToken } from './oauth-token-service.ts';

/** RFC 6749 §5.1: token answers, good or bad, are never cached. */
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

const refuse = (reply: FastifyReply, failure: OAuthError) => {
  const status = OAUTH_ERROR_STATUS[failure.error];
  // §5.2: a 401 names the scheme the client may authenticate with.
  if (status === 401) void reply.header('www-authenticate', 'Basic realm="Quire API"');
  return noStore(reply)
    .status(status)
    .send({ error: failure.error, error_description: failure.error_description });
};

/**
 * POST /api/v1/oauth/token: the OAuth 2.0 client credentials grant (RFC 6749 §4.4) for
 * applications. The body is form-encoded, as the RFC requires; errors use the RFC's shape
 * `{error, error_description}`, which OAuth client libraries read, not Quire's `{success, message}`.
 */
export const oauthTokenRoutes = async (app: FastifyInstance) => {
  // Encapsulated: only this plugin's routes read form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post(
    `${PUBLIC_API_BASE}/oauth/token`,
    // The client's credentials are the authorisation: no session, cookie or bearer is looked at.
    { config: { auth: 'signed' } },
    async (request, reply) => {
      if (typeof request.body !== 'string')
        return refuse(reply, {
          error: 'invalid_request',
          error_description: OAUTH_MESSAGES.formRequired,
        });
      const params = [...new URLSearchParams(request.body)];
      const auth = request.headers.authorization;
      const read = readClientCredentialsRequest(Array.isArray(auth) ? auth[0] : auth, params);
      if (!read.ok) return refuse(reply, read);
      const answer = await issueApplicationToken(app.quire, read, request.ip);
      if ('error' in answer) return refuse(reply, answer);
      return noStore(reply).send(answer);
    },
  );
};
