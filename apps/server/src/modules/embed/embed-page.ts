import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMBED_EDITOR_MESSAGES, EMBED_MESSAGES } from '@quire/domain';
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

const noticePage = (title: string, paragraphs: string[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Quire</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:480px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px}
h1{font-size:22px;margin-top:0}
</style></head><body><main role="main">
<h1>${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</main></body></html>`;

/** What a browser shows when the page was opened for an origin the workspace does not allow. */
export const frameRefusedPage = (): string =>
  noticePage('Not available here', [
    EMBED_MESSAGES.frameRefused,
    'The workspace that sent this document has not allowed this website to show its documents.',
  ]);

/** The embedded editor's one-time URL opened a second time, or too late. */
export const editorLinkUsedPage = (): string =>
  noticePage('This link has been used', [EMBED_EDITOR_MESSAGES.linkUsed]);
