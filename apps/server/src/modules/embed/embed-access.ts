import { frameAncestorsFor } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { embedOriginsOfDocument } from './embed-origin-repository.ts';

/**
 * The one origin that may frame a page about `documentKey`: `parentOrigin` when the document's
 * workspace allows it, else null (the page is then refused and framed by nobody).
 */
export const allowedParentOrigin = async (
  ctx: AppContext,
  documentKey: string,
  parentOrigin: string | undefined,
): Promise<string | null> => {
  if (!parentOrigin) return null;
  const sources = frameAncestorsFor(
    await embedOriginsOfDocument(ctx.db, documentKey),
    parentOrigin,
  );
  return sources === "'none'" ? null : sources;
};
