import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addUpdateSignerNoteBodySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import { addUpdateSignerNote } from './signer-note-service.ts';

/** Notes a signer adds on the page while signing (§5; docs/api-signing.md "Notes"). */
export const signerNoteRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/documents/:key/add_update_signer_note',
    {
      config: { allowSigningSession: true },
      // Another workspace's caller gets 404 before the body is even read.
      preValidation: visibleDocumentFirst(ctx),
      schema: { params: documentKeyParams, body: addUpdateSignerNoteBodySchema },
    },
    async (request) => ({
      success: true,
      ...(await addUpdateSignerNote(ctx, requireAuth(request), request.params.key, request.body)),
    }),
  );
};
