import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { raiseDeliveryFailure } from '../notification-runs/delivery-failure.ts';
import {
  isValidTwilioSignature,
  markReportedFailure,
  textMessageStatusCallbackUrl,
} from './text-message-status.ts';

/**
 * POST /app/text_messages/{key}/status_callback: Twilio's StatusCallback for a message about a
 * signer. The request is Twilio's, proved by its X-Twilio-Signature over our own URL; a failed or
 * undelivered message raises the pack's sms failed event. Answered 204 (Twilio reads no body);
 * a bad signature 403, and nothing is changed.
 */
export const textMessageStatusRoutes = async (fastify: FastifyInstance) => {
  // Encapsulated: only this plugin's route reads form bodies, as Twilio sends them.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/text_messages/:key/status_callback',
    {
      config: { auth: 'signed' },
      schema: { params: z.object({ key: z.string().min(1).max(100) }) },
    },
    async (request, reply) => {
      const settings = ctx.config.textMessages;
      if (settings.provider !== 'twilio' || typeof request.body !== 'string')
        return reply.code(404).send({ success: false, message: 'Not found.' });
      const params = [...new URLSearchParams(request.body)];
      const url = textMessageStatusCallbackUrl(ctx.config.publicUrl, request.params.key);
      const signature = request.headers['x-twilio-signature'];
      if (
        !isValidTwilioSignature(
          settings.authToken,
          url,
          params,
          Array.isArray(signature) ? signature[0] : signature,
        )
      )
        return reply.code(403).send({ success: false, message: 'The signature is not valid.' });
      const form = Object.fromEntries(params);
      const failed = await markReportedFailure(
        ctx.db,
        request.params.key,
        form.MessageStatus ?? '',
        form.ErrorCode,
      );
      if (failed?.document_key && failed.signatory_uuid)
        await raiseDeliveryFailure(ctx, {
          event: 'sms_failed',
          documentKey: failed.document_key,
          signatoryUuid: failed.signatory_uuid,
        });
      return reply.code(204).send();
    },
  );
};
