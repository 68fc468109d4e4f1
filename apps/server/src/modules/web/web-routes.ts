import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** QUIRE_WEB_DIST lets parallel test runs serve their own build; the default is the workspace's. */
export const webDistFolder = (): string =>
  process.env.QUIRE_WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built web app. The app routes by hash (spec §2), so the server only needs `/` and
 * the hashed assets; index.html is never cached so a new release is picked up at once. Any other
 * address typed into a browser gets the app's nothing page (app-not-found.ts, through the
 * not-found handler).
 */
export const webRoutes = async (app: FastifyInstance) => {
  const webDist = webDistFolder();
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.get('/', { config: { auth: 'public' } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Quire</title><p>The web app is not built. Run <code>npm run build</code>, or start with <code>npm start</code>.</p>',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: ['index.html'],
    // Our own cache-control below; send's default ('max-age=0') would otherwise replace it.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
};
