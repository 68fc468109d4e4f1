import type { FastifyReply } from 'fastify';
import { EMBED_EDITOR_XSRF_COOKIE, SESSION_COOKIE, SIGNER_XSRF_COOKIE } from '@quire/domain';

/**
 * A signer session inside a partner's frame is a third-party context: a Lax cookie is not sent
 * there and browsers that block third-party cookies still keep a Partitioned one (CHIPS), kept
 * apart per partner site. Partitioned needs Secure, which browsers also honour on
 * http://localhost; any other host must be served over https to embed (docs/embedding.md).
 */
const EMBEDDED = { path: '/', sameSite: 'none', secure: true, partitioned: true } as const;

export const setEmbeddedSignerCookies = (
  reply: FastifyReply,
  session: { sessionToken: string; xsrfToken: string; expiresAt: Date },
): void => {
  const options = { ...EMBEDDED, expires: session.expiresAt };
  void reply.setCookie(SESSION_COOKIE, session.sessionToken, { ...options, httpOnly: true });
  void reply.setCookie(SIGNER_XSRF_COOKIE, session.xsrfToken, { ...options, httpOnly: false });
};

/** Clears the partitioned pair (a plain clear names the unpartitioned cookies only). */
export const clearEmbeddedSignerCookies = (reply: FastifyReply): void => {
  void reply.clearCookie(SESSION_COOKIE, EMBEDDED);
  void reply.clearCookie(SIGNER_XSRF_COOKIE, EMBEDDED);
};

/**
 * An embedded editor session: the token in the HttpOnly session cookie, its xsrf token in a
 * readable cookie of its own name (the web app then acts as the editor, not as a signer).
 */
export const setEmbeddedEditorCookies = (
  reply: FastifyReply,
  session: { sessionToken: string; xsrfToken: string; expiresAt: Date },
): void => {
  const options = { ...EMBEDDED, expires: session.expiresAt };
  void reply.setCookie(SESSION_COOKIE, session.sessionToken, { ...options, httpOnly: true });
  void reply.setCookie(EMBED_EDITOR_XSRF_COOKIE, session.xsrfToken, {
    ...options,
    httpOnly: false,
  });
};
