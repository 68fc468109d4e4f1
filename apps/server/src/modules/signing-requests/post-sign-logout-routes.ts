import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  POST_SIGN_OFFER_COOKIE,
  POST_SIGN_PASSWORD_PATH,
  POST_SIGN_PASSWORD_TTL_MINUTES,
  SESSION_COOKIE,
  SIGNER_XSRF_COOKIE,
} from '@quire/domain';
import { postSignLogout } from './post-sign-logout-service.ts';
import { clearEmbeddedSignerCookies } from '../embed/embed-cookies.ts';

const value = z.string().max(2000).optional();

/** §2 /post_sign_logout: where a signer's browser goes when signing is over. */
export const postSignLogoutRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  // A page the browser navigates to, with or without a session: 'public', and the session
  // plugin has already found the cookie's session (a signer's too) if there is one.
  app.get(
    '/post_sign_logout',
    {
      config: { auth: 'public' },
      schema: {
        querystring: z.object({
          post_sign_url: value,
          is_rejected: value,
          signer_details_changed: value,
          document_key: value,
          signatory_key: value,
          sign_later: value,
          is_embedded: value,
          session_token: value,
          parent_origin: value,
        }),
      },
    },
    async (request, reply) => {
      const outcome = await postSignLogout(ctx, request.auth, request.query);
      // Also a signer cookie whose session is already gone: the web app must stop acting on it.
      const staleSigner = !request.auth && request.cookies[SIGNER_XSRF_COOKIE] !== undefined;
      if (outcome.endedSignerSession || staleSigner) {
        void reply.clearCookie(SESSION_COOKIE, { path: '/' });
        void reply.clearCookie(SIGNER_XSRF_COOKIE, { path: '/' });
      }
      if (outcome.embedded) clearEmbeddedSignerCookies(reply);
      if (outcome.offerToken)
        void reply.setCookie(POST_SIGN_OFFER_COOKIE, outcome.offerToken, {
          path: POST_SIGN_PASSWORD_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: ctx.config.publicUrl.startsWith('https://'),
          maxAge: POST_SIGN_PASSWORD_TTL_MINUTES * 60,
        });
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(outcome.location, 302);
    },
  );
};
