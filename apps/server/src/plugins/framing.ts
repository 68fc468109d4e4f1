import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may put a response in a frame: nobody by default, the same origin for the pages the web
 * app itself frames (mail previews: `config.framing = 'same_origin'`), and one partner origin
 * for the embedded pages, which set `reply.frameAncestor` once they have checked it against
 * the workspace's allowed origins (modules/embed, ADR 0041).
 */
export type { Framing } from './request-context.ts';

const CSP = 'content-security-policy';

/** The CSP helmet wrote with its frame-ancestors directive replaced by `sources`. */
export const withFrameAncestors = (policy: string, sources: string): string => {
  const others = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^frame-ancestors(\s|$)/i.test(d));
  return [...others, `frame-ancestors ${sources}`].join(';');
};

export const framingPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('frameAncestor', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const sameOrigin = request.routeOptions.config.framing === 'same_origin';
    const sources = reply.frameAncestor ?? (sameOrigin ? "'self'" : "'none'");
    const policy = reply.getHeader(CSP) ?? reply.raw.getHeader(CSP);
    if (typeof policy === 'string') void reply.header(CSP, withFrameAncestors(policy, sources));
    // X-Frame-Options for browsers without frame-ancestors; it cannot name another origin.
    if (reply.frameAncestor) reply.raw.removeHeader('x-frame-options');
    else void reply.header('x-frame-options', sameOrigin ? 'SAMEORIGIN' : 'DENY');
    return payload;
  });
});
