import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticePage, pageLocale } from '../web/notice/notice-page.ts';
import { openSignerSession } from '../signing-requests/signer-session.ts';
import { allowedParentOrigin } from './embed-access.ts';
import { setEmbeddedSignerCookies } from './embed-cookies.ts';
import { framedWebAppRoute } from './embed-web-app-route.ts';

const key = z.string().min(1).max(100);
const parentOrigin = z.string().max(300).optional();

/**
 * The pages a partner puts in its iframe (docs/embedding.md). Each names the partner's origin
 * in `parent_origin`; when the document's workspace allows it, that origin alone may frame the
 * page (frame-ancestors) and the web app inside talks to it alone (postMessage). Anything else
 * is refused before a signing link is used up.
 */
export const embedPageRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  // The signing link of §2 (switch_user) for a frame: its session lives in partitioned cookies.
  app.get(
    '/embed/documents/:key/switch_user/:uuid',
    {
      config: { auth: 'public' },
      schema: {
        params: z.object({ key, uuid: key }),
        querystring: z.object({
          session_token: z.string().optional(),
          parent_origin: parentOrigin,
        }),
      },
    },
    async (request, reply) => {
      const { key: documentKey, uuid } = request.params;
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const origin = await allowedParentOrigin(ctx, documentKey, request.query.parent_origin);
      if (!origin)
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(noticePage(pageLocale(request), 'frameRefused'));
      reply.frameAncestor = origin;
      const opened = await openSignerSession(ctx, {
        documentKey,
        signatoryUuid: uuid,
        token: request.query.session_token,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!opened.ok)
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(
            noticePage(pageLocale(request), opened.expired ? 'signingExpired' : 'signingInvalid', {
              withLink: true,
            }),
          );
      setEmbeddedSignerCookies(reply, opened);
      const page = `/embed/documents/${encodeURIComponent(documentKey)}?${new URLSearchParams({ parent_origin: origin })}`;
      return reply.redirect(`${page}#documents/${encodeURIComponent(documentKey)}`, 302);
    },
  );

  // The web app itself, framed by the one allowed origin (signing and its post-signing page).
  framedWebAppRoute(fastify, '/embed/documents/:key');
};
