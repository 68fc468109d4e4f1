import { normaliseOrigin, type QuireMessage } from '@quire/domain';

/**
 * The partner page this app is embedded in, or null when it is not embedded. The server serves
 * /embed/… pages framable by exactly their `parent_origin` (frame-ancestors), so when the page
 * shows in a frame at all, that origin is the parent's; it is the only one this app talks to.
 */
export const embedParentOrigin = (win: Window = window): string | null => {
  if (win.parent === win) return null;
  if (!win.location.pathname.startsWith('/embed/')) return null;
  const named = new URLSearchParams(win.location.search).get('parent_origin');
  return named ? normaliseOrigin(named) : null;
};

/** Posts to the parent only, never with '*': another page in that frame's place learns nothing. */
export const postToParent = (message: QuireMessage, win: Window = window): void => {
  const origin = embedParentOrigin(win);
  if (origin) win.parent.postMessage(message, origin);
};
