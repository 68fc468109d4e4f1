import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  copyMoveBodySchema,
  copyMultipleBodySchema,
  BULK_SEND_MESSAGES,
  documentKeysBodySchema,
  mergeTemplatesBodySchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  convertToTemplate,
  copyMultipleDocuments,
  copyOrMoveDocuments,
  createACopy,
  mergeDocuments,
} from './document-copy-service.ts';
import {
  deleteDocument,
  applyBulkAction,
  permanentlyDeleteDocument,
  recoverDocument,
} from './document-lifecycle-service.ts';
import { documentKeyParams, queryFlag } from './document-view-routes.ts';
import { mergeTemplatesIntoDocument } from './merge-templates-into-document.ts';
import { requireAuthWithXsrf } from './require-xsrf.ts';

const BULK = '/app/bulk_actions/document_actions';

/** Trash, recovery, bulk actions, copies, moves, merges and templates (spec §7 Document actions). */
export const documentActionRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const keyed = { schema: { params: documentKeyParams } };

  app.get('/app/documents/:key/delete_document', keyed, async (request) => ({
    success: true,
    message: await deleteDocument(ctx, requireAuthWithXsrf(request), request.params.key),
  }));

  app.get('/app/documents/:key/recover_document', keyed, async (request) => ({
    success: true,
    message: await recoverDocument(ctx, requireAuthWithXsrf(request), request.params.key),
  }));

  app.delete('/app/document_actions/:key/permanently_delete_document', keyed, async (request) => ({
    success: true,
    message: await permanentlyDeleteDocument(ctx, requireAuth(request), request.params.key),
  }));

  for (const action of ['delete', 'recover'] as const) {
    app.post(
      `${BULK}/${action}_multiple_documents`,
      { schema: { body: documentKeysBodySchema } },
      async (request) => ({
        success: true,
        message: await applyBulkAction(
          ctx,
          requireAuth(request),
          action,
          request.body.document_keys,
        ),
      }),
    );
  }

  app.post(
    `${BULK}/merge_multiple_documents`,
    { schema: { body: documentKeysBodySchema } },
    async (request) => ({
      success: true,
      document_key: await mergeDocuments(ctx, requireAuth(request), request.body.document_keys),
      message: MESSAGES.documentsMerged,
    }),
  );

  app.post(
    `${BULK}/merge_templates_into_document`,
    { schema: { body: mergeTemplatesBodySchema } },
    async (request) => ({
      success: true,
      document_key: await mergeTemplatesIntoDocument(
        ctx,
        requireAuth(request),
        request.body.document_key,
        request.body.template_keys,
      ),
      message: BULK_SEND_MESSAGES.importingTemplates,
    }),
  );

  app.post(
    `${BULK}/copy_multiple_documents`,
    { schema: { body: copyMultipleBodySchema } },
    async (request, reply) => {
      const outcome = await copyMultipleDocuments(
        ctx,
        requireAuth(request),
        request.body.document_keys,
        request.body.type,
      );
      return reply.status(outcome.success ? 200 : 403).send(outcome);
    },
  );

  app.post(
    '/app/copy_move_documents',
    { schema: { body: copyMoveBodySchema } },
    async (request, reply) => {
      const outcome = await copyOrMoveDocuments(ctx, requireAuth(request), request.body.data);
      return reply.status(outcome.success ? 200 : 403).send(outcome);
    },
  );

  app.get('/app/documents/:key/convert_to_template', keyed, async (request) => ({
    success: true,
    document: await convertToTemplate(ctx, requireAuthWithXsrf(request), request.params.key),
    message: MESSAGES.convertedToTemplate,
  }));

  app.get(
    '/app/documents/:key/create_a_copy',
    {
      schema: {
        params: documentKeyParams,
        querystring: z.object({ template_to_document: queryFlag }),
      },
    },
    async (request) => ({
      success: true,
      document: await createACopy(
        ctx,
        requireAuthWithXsrf(request),
        request.params.key,
        request.query.template_to_document ?? false,
      ),
      message: MESSAGES.copyCreated,
    }),
  );
};
