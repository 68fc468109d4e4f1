import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_SIGNATURE_MESSAGES, emailSignatureSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  getEmailSignature,
  renderEmailSignaturePreview,
  updateEmailSignature,
} from './email-signature-service.ts';

/** §3 email_signature: read, save (its own route, beside POST /app/user) and preview. */
export const emailSignatureRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/user/email_signature', async (request) => ({
    success: true,
    email_signature: await getEmailSignature(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/user/email_signature',
    { schema: { body: z.object({ data: emailSignatureSchema }) } },
    async (request) => ({
      success: true,
      message: EMAIL_SIGNATURE_MESSAGES.saved,
      email_signature: await updateEmailSignature(ctx, requireAuth(request), request.body.data),
    }),
  );

  // A signed-in page (the cookie suffices), framed by #profile on the same origin, like
  // /test/mail/signature_request.
  app.get(
    '/test/mail/email_signature_preview',
    {
      config: { auth: 'session', framing: 'same_origin' },
      schema: { querystring: emailSignatureSchema },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await renderEmailSignaturePreview(requireAuth(request), request.query)),
  );
};
