import { z } from 'zod';

/** What the workspace settings say and answer about embedding (shown as they are). */
export const EMBED_MESSAGES = {
  originInvalid:
    'Enter an origin such as https://portal.example.com: http or https, a host and an optional port, nothing after it.',
  originAdded: 'Origin allowed',
  originRemoved: 'Origin removed',
  originExists: 'That origin is already allowed.',
  originUnknown: 'That origin is not in the list.',
  tooManyOrigins: 'A workspace may allow at most 20 origins.',
  notAdmin: 'Only workspace admins can change the allowed origins.',
  frameRefused: 'This page cannot be shown inside that website.',
} as const;

/** Enough for a partner's production, staging and test sites; a longer list is a mistake. */
export const MAX_EMBED_ORIGINS = 20;

/**
 * An origin exactly as a browser reports it in MessageEvent.origin and compares it in
 * frame-ancestors: lower-case scheme and host, the port only when it is not the scheme's
 * default, no path, query, fragment or credentials. Null when `input` is not one.
 */
export const normaliseOrigin = (input: string): string | null => {
  const text = input.trim();
  if (text === '' || text.length > 300) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/') return null;
  // A wildcard or a quote would widen or break the frame-ancestors source list.
  if (!/^[a-z0-9.\-[\]:]+$/i.test(url.host)) return null;
  return url.origin;
};

export const embedOriginInput = z.object({
  origin: z
    .string({ error: EMBED_MESSAGES.originInvalid })
    .refine((value) => normaliseOrigin(value) !== null, { error: EMBED_MESSAGES.originInvalid }),
});
export type EmbedOriginInput = z.infer<typeof embedOriginInput>;

export type EmbedOrigin = { origin: string; date_created: string };

/**
 * The frame-ancestors source list for a page: only `parentOrigin` when the workspace allows
 * it, otherwise 'none' (a partner names the one origin it embeds from; the list is not
 * disclosed to a page that names another).
 */
export const frameAncestorsFor = (
  allowed: readonly string[],
  parentOrigin: string | null,
): string => {
  const origin = parentOrigin === null ? null : normaliseOrigin(parentOrigin);
  return origin !== null && allowed.includes(origin) ? origin : "'none'";
};
