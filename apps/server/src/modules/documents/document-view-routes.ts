import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentListQuerySchema,
  documentUpdatesBodySchema,
  reorderChildrenBodySchema,
  searchQuerySchema,
  updateDocumentSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { listDocuments } from './document-list-service.ts';
import {
  getDocument,
  getDocumentUpdates,
  getListUpdates,
  reorderChildDocuments,
  updateDocument,
} from './document-service.ts';

export const documentKeyParams = z.object({ key: z.string().min(1).max(100) });
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** The list, search, a document and its updates, and setup edits (docs/api-documents.md). */
export const documentViewRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/documents',
    { schema: { querystring: documentListQuerySchema } },
    async (request) => {
      const page = await listDocuments(ctx, requireAuth(request), request.query);
      return { success: true, documents: page.documents, cursor: page.cursor };
    },
  );

  app.get(
    '/app/search/documents',
    { schema: { querystring: searchQuerySchema } },
    async (request) => {
      const page = await listDocuments(ctx, requireAuth(request), request.query);
      return {
        success: true,
        search_documents: page.documents,
        cursor: page.cursor,
        wait_for_response: false,
      };
    },
  );

  app.post(
    '/app/documents/updates',
    { schema: { body: documentUpdatesBodySchema } },
    async (request) => ({
      success: true,
      documents: await getListUpdates(
        ctx,
        requireAuth(request),
        request.body.keys,
        request.body.is_trash_view ?? false,
      ),
    }),
  );

  app.get(
    '/app/documents/:key',
    {
      config: { allowSigningSession: true },
      schema: {
        params: documentKeyParams,
        querystring: z.object({ include_child_document_data_fields: queryFlag }),
      },
    },
    async (request) => ({
      success: true,
      document: await getDocument(
        ctx,
        requireAuth(request),
        request.params.key,
        request.query.include_child_document_data_fields ?? false,
      ),
    }),
  );

  app.get(
    '/app/documents/:key/get_document_updates',
    {
      schema: {
        params: documentKeyParams,
        querystring: z.object({
          last_update: z.string().max(64).optional(),
          conversion: queryFlag,
          return_signatories: queryFlag,
          return_data_fields: queryFlag,
          return_child_documents: queryFlag,
        }),
      },
    },
    async (request) => ({
      success: true,
      document: await getDocumentUpdates(
        ctx,
        requireAuth(request),
        request.params.key,
        request.query,
      ),
    }),
  );

  app.post(
    '/app/documents/:key/update_document',
    { schema: { params: documentKeyParams, body: z.object({ data: updateDocumentSchema }) } },
    async (request) => ({
      success: true,
      ...(await updateDocument(ctx, requireAuth(request), request.params.key, request.body.data)),
    }),
  );

  app.post(
    '/app/documents/:key/reorder_child_documents',
    { schema: { params: documentKeyParams, body: reorderChildrenBodySchema } },
    async (request) => ({
      success: true,
      document: await reorderChildDocuments(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.child_document_keys,
      ),
    }),
  );
};
