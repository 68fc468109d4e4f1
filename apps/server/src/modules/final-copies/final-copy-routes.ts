import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { sendDownload } from '../documents/document-download-routes.ts';
import { openFinalCopy } from './final-copy-access.ts';
import { noticePage, pageLocale } from '../web/notice/notice-page.ts';
import { finalCopyDownload, finalCopyPage, finalCopyView } from './final-copy-service.ts';

const keyParams = z.object({ key: z.string().min(1).max(100) });
// Optional in the schema: a link without its token is an unknown link (404), not a bad request.
const tokenQuery = z.object({ token: z.string().max(200).optional() });

/**
 * Final-copy links (issue 10, ADR 0015): the token in the query, never a session, is the
 * authority, so every route is 'public' and opens exactly one pack's final, read-only.
 */
export const finalCopyRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  // The link in the mail or text message: checked here so a dead one answers its status and a
  // page a person understands; a live one opens the web app's read-only view with the token.
  app.get(
    '/final_copy/:key',
    { config: { auth: 'public' }, schema: { params: keyParams, querystring: tokenQuery } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      try {
        await openFinalCopy(ctx.db, request.params.key, request.query.token);
      } catch (error) {
        if (!(error instanceof AppError) || (error.statusCode !== 404 && error.statusCode !== 410))
          throw error;
        return reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(
            noticePage(
              pageLocale(request),
              error.statusCode === 410 ? 'finalCopyExpired' : 'finalCopyUnknown',
              { withLink: true },
            ),
          );
      }
      const search = new URLSearchParams({ token: request.query.token! });
      return reply.redirect(
        `/#final_copy/${encodeURIComponent(request.params.key)}?${search.toString()}`,
        302,
      );
    },
  );

  app.get(
    '/app/final_copy/:key',
    { config: { auth: 'public' }, schema: { params: keyParams, querystring: tokenQuery } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true,
        ...(await finalCopyView(ctx, request.auth, request.params.key, request.query.token)),
      };
    },
  );

  app.get(
    '/app/final_copy/:key/pages/:index',
    {
      config: { auth: 'public' },
      schema: {
        // A string: a page that is no number is a page that does not exist (404, not 400).
        params: keyParams.extend({ index: z.string().max(100) }),
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const png = await finalCopyPage(
        ctx,
        request.params.key,
        request.query.token,
        request.params.index,
      );
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    },
  );

  app.get(
    '/app/final_copy/:key/download',
    { config: { auth: 'public' }, schema: { params: keyParams, querystring: tokenQuery } },
    async (request, reply) =>
      sendDownload(reply, await finalCopyDownload(ctx, request.params.key, request.query.token)),
  );
};
