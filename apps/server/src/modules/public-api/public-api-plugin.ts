import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PUBLIC_API_BASE } from '@quire/domain';
import { maxUploadBytes } from '../uploads/upload-url-service.ts';
import { idempotencyOnSend, idempotencyPreHandler } from './idempotency.ts';
import { openApiDocument } from './openapi-document.ts';
import { requireCredential } from './public-api-credential.ts';
import { publicApiRateLimit } from './public-api-rate-limit.ts';
import { publicApiRoutes } from './public-api-routes.ts';
import { referencePage } from './reference-page.ts';

const PDF_TYPES = ['application/pdf', 'application/octet-stream'];

/**
 * The public REST API (docs/api-public.md): its OpenAPI document and reference page (open to
 * all), and its routes, each behind a credential, the credential's rate limit and, on POST, the
 * Idempotency-Key contract, in that order.
 */
export const publicApiPlugin = async (app: FastifyInstance) => {
  const ctx = app.quire;
  const routes = publicApiRoutes(ctx);
  const document = openApiDocument(routes, ctx.config.publicUrl, ctx.config.appVersion);
  const page = referencePage(document);

  app.get(`${PUBLIC_API_BASE}/openapi.json`, async (_request, reply) =>
    reply.header('access-control-allow-origin', '*').send(document),
  );
  app.get(`${PUBLIC_API_BASE}/docs`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );

  await app.register(async (scope) => {
    scope.decorateRequest('idempotency', null);
    scope.addContentTypeParser(
      PDF_TYPES,
      { parseAs: 'buffer', bodyLimit: maxUploadBytes(ctx) },
      (_request, body, done) => done(null, body),
    );
    scope.addHook('onRequest', publicApiRateLimit(ctx));
    scope.addHook('preHandler', idempotencyPreHandler(ctx));
    scope.addHook('onSend', idempotencyOnSend(ctx));
    for (const route of routes) {
      const json = route.body !== undefined && route.body !== 'pdf' ? route.body : undefined;
      const success = 'schema' in route.success ? route.success : null;
      scope.route({
        method: route.method,
        url: route.path.replace(/\{(\w+)\}/g, ':$1'),
        schema: {
          ...(route.params ? { params: route.params } : {}),
          ...(route.query ? { querystring: route.query } : {}),
          ...(json ? { body: json } : {}),
          // The answer is checked against the schema the document publishes.
          ...(success ? { response: { [success.status]: success.schema } } : {}),
        },
        handler: async (request, reply) =>
          route.handler({
            params: request.params as z.output<NonNullable<typeof route.params>>,
            query: request.query as z.output<NonNullable<typeof route.query>>,
            body: request.body,
            auth: requireCredential(request).auth,
            request,
            reply,
          }),
      });
    }
  });
};
