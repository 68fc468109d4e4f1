import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_SIGNATURE_MESSAGES,
  SAVED_SIGNATURE_KINDS,
  SAVED_SIGNATURE_METHODS,
  SIGNER_UPLOAD_MESSAGES,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  listSavedSignatures,
  makeDefaultSignature,
  removeSavedSignature,
  saveSignature,
} from './saved-signature-service.ts';

const key = z.string().min(1).max(100);

/**
 * §3/§9 the user's saved signatures and initials (at most 5 of each). A signer session reaches
 * them too: an account holder who follows a signing link signs with their saved ones (ADR 0010).
 */
export const savedSignatureRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const signer = { allowSigningSession: true };

  app.get(
    '/app/user/signatures',
    {
      config: signer,
      schema: { querystring: z.object({ kind: z.enum(SAVED_SIGNATURE_KINDS).optional() }) },
    },
    async (request) => ({
      success: true,
      signatures: await listSavedSignatures(ctx, requireAuth(request), request.query.kind),
    }),
  );

  app.post(
    '/app/user/signatures',
    {
      config: signer,
      schema: {
        body: z.object({
          kind: z.enum(SAVED_SIGNATURE_KINDS),
          method: z.enum(SAVED_SIGNATURE_METHODS),
          blob_key: key,
          enhanced_blob_key: key.optional(),
        }),
      },
    },
    async (request) => ({
      success: true,
      signature: await saveSignature(ctx, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/app/user/signatures/:key/default',
    { config: signer, schema: { params: z.object({ key }) } },
    async (request) => ({
      success: true,
      message: PROFILE_SIGNATURE_MESSAGES.signatureMadeDefault,
      signature: await makeDefaultSignature(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.delete(
    '/app/user/signatures/:key',
    { config: signer, schema: { params: z.object({ key }) } },
    async (request) => {
      await removeSavedSignature(ctx, requireAuth(request), request.params.key);
      return { success: true, message: SIGNER_UPLOAD_MESSAGES.signatureDeleted };
    },
  );
};
