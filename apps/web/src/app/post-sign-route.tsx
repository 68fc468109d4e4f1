import { DocumentsPage } from '../features/documents/documents-page.tsx';
import { PostSignModal } from '../features/signing/post-sign-modal.tsx';
import { PostSignPage } from '../features/signing/post-sign-page.tsx';
import { embedParentOrigin } from './embed/embed-parent.ts';
import { useSession } from './session/use-session.ts';
import { AuthenticatedLayout } from './shell/authenticated-layout.tsx';
import { isSignerSession } from './signer-session.ts';

/**
 * #post_sign (spec §2, a modal over the list): an account holder logged in here gets their list
 * with the outcome over it (the shell, then PostSignOverList). A signer without a login, a
 * signing link's session, or a partner's frame has no list: the outcome is the page.
 */
export const PostSignRoute = () => {
  const session = useSession();
  const overList = Boolean(session.sessionToken) && !isSignerSession() && !embedParentOrigin();
  return overList ? <AuthenticatedLayout /> : <PostSignPage />;
};

export const PostSignOverList = () => (
  <>
    <DocumentsPage underModal />
    <PostSignModal />
  </>
);
