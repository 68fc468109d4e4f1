import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * First path segments that belong to the API and other server routes (spec §2 "Other browser
 * URLs", §7): an unknown address under them is an API miss and keeps its JSON answer.
 */
const API_SEGMENTS = new Set([
  'app',
  'mailbox',
  'mailbox.json',
  'post_sign_logout',
  'document_from_template',
  'form',
  'base64_to_image_blob',
  'crop_image',
  'text_to_image_blob',
]);

/** A person typing or following an address: a GET for HTML outside the API's paths. */
export const isBrowserNavigation = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const firstSegment = (request.url.split(/[?#]/)[0] ?? '').split('/')[1] ?? '';
  return !API_SEGMENTS.has(firstSegment);
};

/**
 * The app's own nothing page (spec §2) for an unknown address typed into a browser: the built
 * index.html with status 404. The web app sees it is not at '/' and renders that page. Answers
 * false when it does not apply (an API call, or no built app), leaving the JSON 404.
 */
export const appNotFoundPage =
  (webDist: string) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (!isBrowserNavigation(request)) return false;
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return false;
    await reply
      .status(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  };
