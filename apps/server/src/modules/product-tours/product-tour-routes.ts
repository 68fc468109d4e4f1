import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_TOUR_IDS, PRODUCT_TOUR_OUTCOMES } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { productTourStateOf, recordProductTour } from './product-tour-service.ts';

/**
 * The user's own guided-tour outcomes (issue 18): personal, like the profile, so no workspace
 * flag governs them; a signing link's session has no tours.
 */
export const productTourRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/user/product_tours', async (request) => ({
    success: true,
    product_tours: await productTourStateOf(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/user/product_tours/:tour_id',
    {
      schema: {
        params: z.object({ tour_id: z.enum(PRODUCT_TOUR_IDS) }),
        body: z.object({ outcome: z.enum(PRODUCT_TOUR_OUTCOMES) }),
      },
    },
    async (request) => ({
      success: true,
      product_tours: await recordProductTour(
        ctx,
        requireAuth(request),
        request.params.tour_id,
        request.body.outcome,
      ),
    }),
  );
};
