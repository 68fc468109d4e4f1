import type { AppContext } from '../../app-context.ts';
import { allowedParentOrigin } from './embed-access.ts';

/**
 * Where /post_sign_logout?is_embedded=true sends a frame: the post-signing page served at
 * /embed/documents/{key} for the allowed partner origin, whose web app posts the outcome to the
 * parent (quire:signing_finished). Null when the origin is not allowed: the signer then gets
 * Quire's own page, which no partner can frame.
 */
export const embeddedPostSignPage = async (
  ctx: AppContext,
  documentKey: string | undefined,
  parentOrigin: string | undefined,
) => {
  if (!documentKey) return null;
  const origin = await allowedParentOrigin(ctx, documentKey, parentOrigin);
  if (!origin) return null;
  const page = `/embed/documents/${encodeURIComponent(documentKey)}?${new URLSearchParams({ parent_origin: origin })}`;
  return {
    /** The modal's '/#post_sign?…' on the embedded page, told the signer too. */
    withModal: (modal: string, query: { signatory_key?: string | undefined }): string => {
      const hash = new URL(modal, 'http://quire.invalid').hash;
      const [route, search = ''] = hash.slice(1).split('?');
      const params = new URLSearchParams(search);
      if (query.signatory_key) params.set('signatory_key', query.signatory_key);
      return `${page}#${route}?${params}`;
    },
  };
};
