import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  createApplicationSchema,
  updateApplicationSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  createApplication,
  listApplications,
  removeApplication,
  updateApplication,
} from './application-service.ts';

const keyParams = z.object({ key: z.string().min(1).max(100) });
const refreshQuery = z.object({
  refresh_secret: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

/** §7 Applications: the four calls (docs/api-applications.md). */
export const applicationRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/applications/', async (request) => ({
    success: true,
    applications: await listApplications(ctx, requireAuth(request)),
  }));

  app.post(
    '/app/applications/',
    { schema: { body: createApplicationSchema } },
    async (request) => ({
      success: true,
      message: APPLICATION_MESSAGES.created,
      ...(await createApplication(ctx, requireAuth(request), request.body.data.name)),
    }),
  );

  app.put(
    '/app/applications/:key',
    {
      schema: {
        params: keyParams,
        querystring: refreshQuery,
        body: updateApplicationSchema.nullish(),
      },
    },
    async (request) => {
      const updated = await updateApplication(ctx, requireAuth(request), request.params.key, {
        name: request.body?.data?.name,
        refreshSecret: request.query.refresh_secret ?? false,
      });
      return {
        success: true,
        message: APPLICATION_MESSAGES.updated,
        ...updated,
      };
    },
  );

  app.delete('/app/applications/:key', { schema: { params: keyParams } }, async (request) => {
    await removeApplication(ctx, requireAuth(request), request.params.key);
    return { success: true, message: APPLICATION_MESSAGES.deleted };
  });
};
