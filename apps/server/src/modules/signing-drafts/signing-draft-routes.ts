import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveSigningDraftBodySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import { readSigningDraft, saveSigningDraft } from './signing-draft-service.ts';

const signatoryParams = documentKeyParams.extend({ uuid: z.string().min(1).max(64) });
const signer = { allowSigningSession: true };

/** A signer's work in progress, saved as they go (docs/api-signing.md "Drafts"). */
export const signingDraftRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const preValidation = visibleDocumentFirst(ctx);

  app.get(
    '/app/documents/:key/signing_draft/:uuid',
    { preValidation, config: signer, schema: { params: signatoryParams } },
    async (request) => ({
      success: true,
      ...(await readSigningDraft(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
      )),
    }),
  );

  app.post(
    '/app/documents/:key/signing_draft/:uuid',
    {
      preValidation,
      config: signer,
      schema: { params: signatoryParams, body: saveSigningDraftBodySchema },
    },
    async (request) => ({
      success: true,
      ...(await saveSigningDraft(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        request.body,
      )),
    }),
  );
};
