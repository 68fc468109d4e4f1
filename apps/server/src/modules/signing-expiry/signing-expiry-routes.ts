import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signingExpiryInputSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { setSigningExpiry } from './signing-expiry-service.ts';

/** A pack's signing deadline (issue 16; docs/api-editor.md "Signing deadline"). */
export const signingExpiryRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/documents/:key/set_signing_expiry',
    {
      schema: {
        params: z.object({ key: z.string().min(1).max(100) }),
        body: z.object({ data: signingExpiryInputSchema }),
      },
    },
    async (request) => {
      const saved = await setSigningExpiry(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data,
      );
      return { success: true, ...saved };
    },
  );
};
