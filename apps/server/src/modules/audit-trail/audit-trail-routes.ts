import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditTrailQuerySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { getAuditTrail, recordDocumentOpened } from './audit-trail-service.ts';
import { requestOriginPlugin } from './request-origin.ts';

/**
 * The audit trail's routes (spec §7), and the request origin every audit record is written with:
 * registered on the root, so that records written by any module's routes know their request.
 */
export const auditTrailRoutes = fp(async (fastify: FastifyInstance) => {
  await fastify.register(requestOriginPlugin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/audit_trail/:key',
    { schema: { params: documentKeyParams, querystring: auditTrailQuerySchema } },
    async (request) => ({
      success: true,
      ...(await getAuditTrail(ctx, requireAuth(request), request.params.key, request.query.since)),
    }),
  );

  app.post(
    '/app/documents/:key/audit_document_opened_event',
    // The opening that matters most is the signer's, who comes through a signing link.
    { config: { allowSigningSession: true }, schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      recorded: await recordDocumentOpened(ctx, requireAuth(request), request.params.key),
    }),
  );
});
