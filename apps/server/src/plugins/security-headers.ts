import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for every response; frame-ancestors is set per response (plugins/framing.ts).
 * With error monitoring on (SENTRY_DSN), the web app may also send to the DSN's origin, and
 * session replay compresses its recording in a worker it starts from a blob: address.
 */
export const securityHeadersOptions = (monitoringDsn?: string): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: monitoringDsn ? ["'self'", new URL(monitoringDsn).origin] : ["'self'"],
      ...(monitoringDsn ? { workerSrc: ["'self'", 'blob:'] } : {}),
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      // Per response in plugins/framing.ts: 'none', 'self' for the mail previews, or the one
      // partner origin an embedded page was opened for.
      frameAncestors: ["'none'"],
    },
  },
  frameguard: false,
  // Mail previews in the local mailbox are rendered in a sandboxed iframe of the same origin.
  crossOriginEmbedderPolicy: false,
  // Integrations (issue 17) authorise in a window Quire opens on the provider's site; with
  // 'same-origin' the browser cuts that window off at once, so the Integrations screen could not
  // close it when the authorisation lands. Pages that open Quire are still cut off.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

export const SECURITY_HEADERS_OPTIONS: HelmetOptions = securityHeadersOptions();

/**
 * The headers helmet sets with these options, worked out once: helmet's middleware only sets
 * fixed values, so they are recorded from one run of it against a stand-in response.
 */
export const helmetHeaders = (
  options: HelmetOptions,
): { set: [string, string][]; remove: string[] } => {
  const set = new Map<string, string>();
  const remove: string[] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      remove.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (e?: unknown) => {
    failure = e;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set: [...set], remove };
};

/**
 * Helmet's security headers on every response. @fastify/helmet built helmet's middleware again
 * for every request (two hooks, the CSP parsed each time): ~5 % of a simple authenticated
 * request's CPU. The values never change, so they are computed at start-up and copied.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { set, remove } = helmetHeaders(securityHeadersOptions(app.quire.config.monitoring?.dsn));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of remove) raw.removeHeader(name);
    done();
  });
});
