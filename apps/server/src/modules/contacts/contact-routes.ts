import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactQuerySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { getContactsByQuery } from './contact-service.ts';

/** Contact autocomplete of the signers panel (docs/api-editor.md). */
export const contactRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/contact_lists/get_contacts_by_query',
    { schema: { querystring: contactQuerySchema } },
    async (request) => ({
      success: true,
      contacts: await getContactsByQuery(ctx, requireAuth(request), request.query),
    }),
  );
};
