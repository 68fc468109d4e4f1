import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { webDistFolder } from '../web/web-routes.ts';

/**
 * The web app's index.html, served at /embed/... so that its response, unlike the one at '/',
 * can carry the partner's origin in frame-ancestors (the hash route inside is never sent to
 * the server). Read per request: the file is small and a new build must show at once.
 */
export const webAppPage = async (): Promise<string> => {
  try {
    return await readFile(path.join(webDistFolder(), 'index.html'), 'utf8');
  } catch {
    return '<!doctype html><title>Quire</title><p>The web app is not built. Run <code>npm run build</code>, or start with <code>npm start</code>.</p>';
  }
};
