import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXTRAS_MESSAGES, formViewUpdateSchema } from '@quire/domain';
import { requireAuth } from '../../../plugins/session.ts';
import { documentKeyParams } from '../../documents/document-view-routes.ts';
import { getFormView, updateFormView } from './form-view-service.ts';

/** §7 form views: the ordered fields and text blocks a pack shows as a form. */
export const formViewRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/form_views/get_form_view/:key',
    // A signer's link session reads it too: the form view is how they may fill the pack (§2).
    { config: { allowSigningSession: true }, schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      data: { form_view: await getFormView(ctx, requireAuth(request), request.params.key) },
    }),
  );

  app.post(
    '/app/form_views/update_form_view',
    { schema: { body: z.object({ data: formViewUpdateSchema }) } },
    async (request) => ({
      success: true,
      message: EXTRAS_MESSAGES.formViewUpdated,
      data: { form_view: await updateFormView(ctx, requireAuth(request), request.body.data) },
    }),
  );
};
