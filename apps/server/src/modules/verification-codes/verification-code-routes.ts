import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateVerificationCodeQuerySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import { generateVerificationCode } from './generate-verification-code.ts';
import { verificationCodeOptions } from './verification-code-options.ts';

const signatoryParams = z.object({
  key: z.string().min(1).max(100),
  uuid: z.string().min(1).max(100),
});

/** One-time codes for signers (spec §7 generate_new_verification_otp) and where they would go. */
export const verificationCodeRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/documents/:key/verification_otp_options/:uuid',
    {
      config: { allowSigningSession: true },
      preValidation: visibleDocumentFirst(ctx),
      schema: { params: signatoryParams },
    },
    async (request) => ({
      success: true,
      ...(await verificationCodeOptions(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
      )),
    }),
  );

  app.post(
    '/app/documents/:key/generate_new_verification_otp/:uuid',
    {
      config: { allowSigningSession: true },
      preValidation: visibleDocumentFirst(ctx),
      schema: { params: signatoryParams, querystring: generateVerificationCodeQuerySchema },
    },
    async (request) => ({
      success: true,
      ...(await generateVerificationCode(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        request.query,
      )),
    }),
  );
};
