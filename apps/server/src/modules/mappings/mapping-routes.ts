import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateDocumentMappingBodySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { getDocumentMapping, updateDocumentMapping } from './mapping-service.ts';

/** §7 /app/mappings/*: a template's document mapping (docs/api-mappings.md). */
export const mappingRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/mappings/get_document_mapping/:key',
    { schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      data: await getDocumentMapping(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.post(
    '/app/mappings/update_document_mapping',
    { schema: { body: updateDocumentMappingBodySchema } },
    async (request) => ({
      success: true,
      data: await updateDocumentMapping(ctx, requireAuth(request), request.body.data),
    }),
  );
};
