import { TWO_STEP_SETUP_URL, shellGateFor } from '@quire/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useShellContext } from '../../app/shell/shell-context.ts';
import { useLogout } from '../../app/session/use-logout.ts';
import { ProductTourHost } from '../../app/tour/product-tour.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { PendingRequestsModal } from '../signing/manage/pending-requests-modal.tsx';
import { AcceptTermsModal } from './accept-terms-modal.tsx';
import { DocumentList } from './document-list.tsx';
import { OldBrowserWarning } from './old-browser-warning.tsx';
import { useDocumentsRouteParams } from './use-documents-route-params.ts';

/**
 * #documents and #trash (spec §2): the account switch, the §6 gates, then the list. Under one
 * of §2's modals over the list (#post_sign) the list's own prompts wait for it to close.
 */
export const DocumentsPage = ({
  isTrashView = false,
  underModal = false,
}: {
  isTrashView?: boolean;
  underModal?: boolean;
}) => {
  const { currentUser, membership } = useShellContext();
  const logout = useLogout();
  const { t } = useTranslation();
  const gate = shellGateFor(
    currentUser.user,
    currentUser.user_can_browse,
    currentUser.two_step_setup_required,
  );
  useDocumentsRouteParams();

  useEffect(() => {
    if (gate === 'logout') void logout();
  }, [gate, logout]);

  const termsFirst = gate === 'accept_terms';
  if (gate === 'logout') return <FullPageLoader label={t('documents.page.loggingOut')} />;
  if (gate === 'two_step_setup')
    return <Navigate to={TWO_STEP_SETUP_URL.replace('/#', '/')} replace />;

  return (
    <>
      {!isTrashView && <OldBrowserWarning />}
      <DocumentList
        membership={membership}
        userKey={currentUser.user.key}
        isTrashView={isTrashView}
      />
      {termsFirst && <AcceptTermsModal user={currentUser.user} />}
      {!termsFirst && !isTrashView && !underModal && <PendingRequestsModal />}
      {!isTrashView && !underModal && (
        <ProductTourHost screenTour="documents" blocked={termsFirst} />
      )}
    </>
  );
};
