import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HEADERS, MESSAGES } from '@quire/domain';
import { forbidden } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { requireAuth } from '../../plugins/session.ts';

/**
 * Spec §7 makes some changes GET calls (delete_document, recover_document, convert_to_template,
 * create_a_copy, generate_temp_document_download). The session plugin checks the xsrf token on
 * unsafe methods only, and the session cookie rides along on any cross-site GET (an <img> tag
 * would do), so these routes check the token themselves.
 */
export const requireAuthWithXsrf = (request: FastifyRequest): Auth => {
  const auth = requireAuth(request);
  // A bearer credential is never sent by a browser on its own, so it needs no xsrf (ADR 0031).
  if (auth.credential) return auth;
  const raw = request.headers[HEADERS.xsrfToken];
  const given = Array.isArray(raw) ? raw[0] : raw;
  const a = Buffer.from(hashSecret(given ?? ''), 'hex');
  const b = Buffer.from(auth.session.xsrf_token_hash, 'hex');
  if (!given || a.length !== b.length || !timingSafeEqual(a, b))
    throw forbidden(MESSAGES.xsrfInvalid);
  return auth;
};
