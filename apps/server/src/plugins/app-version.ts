import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@quire/domain';

/** Spec §7: every response carries `current_app_version`, which the client compares with its own. */
export const appVersionPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header(HEADERS.currentAppVersion, opts.version);
    return payload;
  });
});
