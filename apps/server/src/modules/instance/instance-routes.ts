import type { FastifyInstance } from 'fastify';
import { instanceSettingsOf } from './instance-settings.ts';

/** GET /app/instance_settings: public, since the sign-up page states the password rule. */
export const instanceRoutes = async (fastify: FastifyInstance) => {
  const ctx = fastify.quire;
  fastify.get('/app/instance_settings', { config: { auth: 'public' } }, async () => ({
    success: true,
    instance_settings: instanceSettingsOf(ctx),
  }));
};
