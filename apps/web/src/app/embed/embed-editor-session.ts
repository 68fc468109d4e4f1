import { EMBED_EDITOR_PATH, EMBED_EDITOR_XSRF_COOKIE } from '@quire/domain';

/**
 * The embedded editor (docs/embedding.md, ADR 0041): the app served at /embed/editor/{pack} in a
 * partner's frame, whose session lives in partitioned cookies the one-time URL set: the token
 * HttpOnly, its xsrf token readable here. It edits that one pack and nothing else.
 */
export const isEmbeddedEditor = (win: Window = window): boolean =>
  win.location.pathname.startsWith(`${EMBED_EDITOR_PATH}/`);

/** The pack the frame was opened for (the server refuses any other anyway). */
export const embeddedEditorPackKey = (win: Window = window): string | null => {
  if (!isEmbeddedEditor(win)) return null;
  const key = win.location.pathname.slice(EMBED_EDITOR_PATH.length + 1);
  return key ? decodeURIComponent(key) : null;
};

export const embedEditorXsrfToken = (cookies: string = readCookies()): string | null => {
  if (typeof window !== 'undefined' && !isEmbeddedEditor()) return null;
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === EMBED_EDITOR_XSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
};

const readCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);
