import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import {
  addUpdateDataFields,
  getDataFieldSignatoryUpdates,
  getDataFields,
} from './data-field-service.ts';

/** The data-field routes of docs/api-editor.md ("Data fields"). */
export const dataFieldRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  // The body is validated by the service after the access check (see parse-input.ts).
  app.post(
    '/app/documents/:key/add_update_data_field',
    { schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      ...(await addUpdateDataFields(ctx, requireAuth(request), request.params.key, request.body)),
    }),
  );

  app.get(
    '/app/documents/:key/get_data_fields',
    {
      // Signers see the pack's fields: their own to fill, the others read-only (§6).
      config: { allowSigningSession: true },
      schema: {
        params: documentKeyParams,
        querystring: z.object({ since: z.iso.datetime({ offset: true }).optional() }),
      },
    },
    async (request) => ({
      success: true,
      data_fields: await getDataFields(
        ctx,
        requireAuth(request),
        request.params.key,
        request.query.since === undefined ? undefined : new Date(request.query.since),
      ),
    }),
  );

  app.get(
    '/app/documents/:key/get_data_field_signatory_updates',
    { schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      ...(await getDataFieldSignatoryUpdates(ctx, requireAuth(request), request.params.key)),
    }),
  );
};
