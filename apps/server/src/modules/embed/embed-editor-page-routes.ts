import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMBED_EDITOR_PATH } from '@quire/domain';
import { allowedParentOrigin } from './embed-access.ts';
import { setEmbeddedEditorCookies } from './embed-cookies.ts';
import { exchangeEditorEntry } from './embed-editor-session-repository.ts';
import { noticePage, pageLocale } from '../web/notice/notice-page.ts';
import { framedWebAppRoute } from './embed-web-app-route.ts';

const key = z.string().min(1).max(100);
const parentOrigin = z.string().max(300).optional();

/**
 * The embedded editor's pages (docs/embedding.md, ADR 0041): the one-time URL the public API
 * mints, and the web app it lands on, each framable by the one allowed origin it names.
 */
export const embedEditorPageRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    `${EMBED_EDITOR_PATH}/:key/open`,
    {
      config: { auth: 'public' },
      schema: {
        params: z.object({ key }),
        querystring: z.object({
          token: z.string().max(200).optional(),
          parent_origin: parentOrigin,
        }),
      },
    },
    async (request, reply) => {
      const { key: documentKey } = request.params;
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const origin = await allowedParentOrigin(ctx, documentKey, request.query.parent_origin);
      if (!origin)
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(noticePage(pageLocale(request), 'frameRefused'));
      reply.frameAncestor = origin;
      const opened = request.query.token
        ? await exchangeEditorEntry(ctx.db, {
            entryToken: request.query.token,
            documentKey,
            origin,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            now: new Date(),
          })
        : undefined;
      if (!opened)
        return reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(noticePage(pageLocale(request), 'editorLinkUsed'));
      setEmbeddedEditorCookies(reply, opened);
      const page = `${EMBED_EDITOR_PATH}/${encodeURIComponent(documentKey)}?${new URLSearchParams({ parent_origin: origin })}`;
      return reply.redirect(`${page}#documents/${encodeURIComponent(documentKey)}`, 302);
    },
  );

  framedWebAppRoute(fastify, `${EMBED_EDITOR_PATH}/:key`);
};
