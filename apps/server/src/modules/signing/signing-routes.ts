import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  excludeSignatoryBodySchema,
  rejectChildBodySchema,
  signLaterQuerySchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import {
  acceptTerms,
  excludeSignatory,
  rejectChild,
  signLater,
} from './signing-actions-service.ts';

const signatoryParams = documentKeyParams.extend({ uuid: z.string().min(1).max(64) });
const signer = { allowSigningSession: true };

/** The signer's acts besides add_update_signatory (§7 signing workflow). */
export const signingRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const preValidation = visibleDocumentFirst(ctx);

  app.post(
    '/app/documents/:key/reject_child_document/:uuid',
    {
      preValidation,
      config: signer,
      schema: { params: signatoryParams, body: rejectChildBodySchema.optional() },
    },
    async (request) => ({
      success: true,
      ...(await rejectChild(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        request.body?.rejection_reason,
      )),
    }),
  );

  app.get(
    '/app/documents/:key/sign_later/:uuid',
    { config: signer, schema: { params: signatoryParams, querystring: signLaterQuerySchema } },
    async (request, reply) => {
      const result = await signLater(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
      );
      if (request.query.return_json === 'true') return { success: true, ...result };
      return reply.redirect(result.post_sign_url);
    },
  );

  app.post(
    '/app/documents/:key/exclude_signatory',
    { preValidation, schema: { params: documentKeyParams, body: excludeSignatoryBodySchema } },
    async (request) => ({
      success: true,
      ...(await excludeSignatory(ctx, requireAuth(request), request.params.key, {
        uuid: request.body.data.uuid,
        viewingNotifications: request.body.excluded_signers_can_receive_viewing_notifications,
      })),
    }),
  );

  app.post(
    '/app/documents/:key/user_accepted_terms/:uuid',
    { preValidation, config: signer, schema: { params: signatoryParams } },
    async (request) => ({
      success: true,
      ...(await acceptTerms(ctx, requireAuth(request), request.params.key, request.params.uuid)),
    }),
  );
};
