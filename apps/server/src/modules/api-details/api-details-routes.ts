import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { getApiDetails } from './api-details-service.ts';

/** GET /app/documents/{key}/api_details: the §2 API details modal (docs/api-applications.md). */
export const apiDetailsRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/app/documents/:key/api_details',
    { schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      api_details: await getApiDetails(app.quire, requireAuth(request), request.params.key),
    }),
  );
};
