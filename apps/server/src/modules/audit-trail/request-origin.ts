import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where a request came from, as the audit trail records it. */
export type RequestOrigin = { ip_address: string | null; user_agent: string | null };

const NO_ORIGIN: RequestOrigin = { ip_address: null, user_agent: null };
const USER_AGENT_MAX = 500;

const store = new AsyncLocalStorage<RequestOrigin>();

/**
 * The origin of the request being served, or nulls outside one (a job, a script). Audit records
 * are written deep inside services that never see the request; carrying the origin in the
 * request's async context spares every service between route and record a parameter.
 */
export const currentRequestOrigin = (): RequestOrigin => store.getStore() ?? NO_ORIGIN;

/** Runs `fn` as if serving a request from `origin` (jobs acting for a request, tests). */
export const withRequestOrigin = <T>(origin: RequestOrigin, fn: () => T): T =>
  store.run(origin, fn);

/**
 * Every request runs in its origin's context. `request.ip` honours TRUST_PROXY (Fastify's
 * trustProxy), so behind a proxy it is the client's address from X-Forwarded-For.
 */
export const requestOriginPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const agent = request.headers['user-agent'];
    const origin: RequestOrigin = {
      ip_address: request.ip || null,
      user_agent: typeof agent === 'string' && agent ? agent.slice(0, USER_AGENT_MAX) : null,
    };
    store.run(origin, done);
  });
});
