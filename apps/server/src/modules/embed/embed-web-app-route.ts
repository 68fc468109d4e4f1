import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowedParentOrigin } from './embed-access.ts';
import { webAppPage } from './embed-page.ts';
import { noticePage, pageLocale } from '../web/notice/notice-page.ts';

/**
 * The web app itself at `path` (with a `:key` of the pack), framed by the one origin the pack's
 * workspace allows in `parent_origin`; any other parent gets the refusal page, framed by nobody.
 * The signing embed and the editor embed serve the app the same way.
 */
export const framedWebAppRoute = (fastify: FastifyInstance, path: string) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  app.get(
    path,
    {
      config: { auth: 'public' },
      schema: {
        params: z.object({ key: z.string().min(1).max(100) }),
        querystring: z.object({ parent_origin: z.string().max(300).optional() }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const origin = await allowedParentOrigin(
        ctx,
        request.params.key,
        request.query.parent_origin,
      );
      if (!origin)
        return reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(noticePage(pageLocale(request), 'frameRefused'));
      reply.frameAncestor = origin;
      return reply.type('text/html; charset=utf-8').send(await webAppPage());
    },
  );
};
