import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, RouterProvider, createHashRouter, type RouteObject } from 'react-router';
import { ApplicationsPage } from '../features/applications/applications-page.tsx';
import { IntegrationsPage } from '../features/integrations/integrations-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { JoinPage } from '../features/auth/join-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { BillingPage } from '../features/billing/billing-page.tsx';
import { PricingModal } from '../features/billing/pricing-modal.tsx';
import { ShareModal } from '../features/share/share-modal.tsx';
import { BulkSendPage } from '../features/bulk-sends/bulk-send-page.tsx';
import { BulkSendsPage } from '../features/bulk-sends/bulk-sends-page.tsx';
import { DocumentsPage } from '../features/documents/documents-page.tsx';
import { DocumentPage } from '../features/documents/view/document-page.tsx';
import { CreateWorkspacePage } from '../features/workspaces/create-workspace-page.tsx';
import { WorkspacePage } from '../features/workspaces/workspace-page.tsx';
import { ThemeEditorPage } from '../features/branding/theme-editor-page.tsx';
import { ThemesListPage } from '../features/branding/themes-list-page.tsx';
import { ManagementPage } from '../features/management/management-page.tsx';
import { WebhooksPage } from '../features/webhooks/webhooks-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { FinalCopyPage } from '../features/final-copy/final-copy-page.tsx';
import { FormPage } from '../features/form-links/form-page.tsx';
import { RecipientDataPage } from '../features/recipient-data/recipient-data-page.tsx';
import { RecipientDatasPage } from '../features/recipient-data/recipient-datas-page.tsx';
import { MetaDataSetPage } from '../features/meta-data/meta-data-set-page.tsx';
import { MetaDataSetsPage } from '../features/meta-data/meta-data-sets-page.tsx';
import { VerifyPage } from '../features/verify/verify-page.tsx';
import { NothingPage } from './nothing-page.tsx';
import { PostSignOverList, PostSignRoute } from './post-sign-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { AuthenticatedLayout } from './shell/authenticated-layout.tsx';
import { EmbeddedEditorElsewhere, EmbeddedEditorLayout } from './shell/embedded-editor-layout.tsx';
import { isEmbeddedEditor } from './embed/embed-editor-session.ts';

/** A §2 route that is a modal over the documents list: the list, and the modal on top. */
const ListWith = ({ modal }: { modal: ReactNode }) => (
  <>
    <DocumentsPage />
    {modal}
  </>
);

/** The hash routes of spec §2 that exist so far; '#documents' is the default. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/documents" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/sign_up', element: <SignUpPage /> },
      { path: '/forgot_password', element: <ForgotPasswordPage /> },
      { path: '/verify_email/:token', element: <VerifyEmailPage /> },
      { path: '/reset_password/:token', element: <ResetPasswordPage /> },
      { path: '/join/:token', element: <JoinPage /> },
      {
        element: <AuthenticatedLayout />,
        children: [
          { path: '/documents', element: <DocumentsPage /> },
          { path: '/trash', element: <DocumentsPage isTrashView /> },
          { path: '/documents/:id', element: <DocumentPage /> },
          { path: '/documents/:id/:variant', element: <DocumentPage /> },
          { path: '/team/new', element: <CreateWorkspacePage /> },
          { path: '/team/:key', element: <WorkspacePage /> },
          { path: '/team/:key/branding', element: <ThemesListPage /> },
          { path: '/team/:key/branding/:themeKey', element: <ThemeEditorPage /> },
          { path: '/management', element: <ManagementPage /> },
          { path: '/webhooks', element: <WebhooksPage /> },
          { path: '/bulk_sends', element: <BulkSendsPage /> },
          { path: '/bulk_sends/:key', element: <BulkSendPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/recipient_datas', element: <RecipientDatasPage /> },
          { path: '/recipient_datas/:key', element: <RecipientDataPage /> },
          { path: '/meta_data_sets', element: <MetaDataSetsPage /> },
          { path: '/meta_data_sets/:key', element: <MetaDataSetPage /> },
          { path: '/applications', element: <ApplicationsPage /> },
          { path: '/billing', element: <BillingPage /> },
          // §2: #custom_info and #share open their modals over the documents list.
          { path: '/custom_info', element: <ListWith modal={<PricingModal />} /> },
          { path: '/share', element: <ListWith modal={<ShareModal />} /> },
          { path: '/integrations', element: <IntegrationsPage /> },
        ],
      },
      {
        path: '/post_sign',
        element: <PostSignRoute />,
        children: [{ index: true, element: <PostSignOverList /> }],
      },
      { path: '/final_copy/:key', element: <FinalCopyPage /> },
      { path: '/form/:key', element: <FormPage /> },
      { path: '/verify', element: <VerifyPage /> },
      { path: '/verify/:verificationId', element: <VerifyPage /> },
      { path: '*', element: <NothingPage /> },
    ],
  },
];

/** /embed/editor/{pack} in a partner's frame (ADR 0041): that pack's page and nothing else. */
export const embeddedEditorRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <EmbeddedEditorLayout />,
        children: [
          { path: '/documents/:id', element: <DocumentPage /> },
          { path: '/documents/:id/:variant', element: <DocumentPage /> },
          { path: '*', element: <EmbeddedEditorElsewhere /> },
        ],
      },
    ],
  },
];

/**
 * react-router writes '#/documents'; the spec, the server's redirect_url ('/#login') and mail
 * links use '#documents'. Both parse to the same route, so the address bar is put back in the
 * spec's form after each navigation to keep bookmarks and shared links in one shape.
 */
export const specHash = (hash: string): string =>
  hash.startsWith('#/') && hash.length > 2 ? `#${hash.slice(2)}` : hash;

const keepSpecHash = (): void => {
  const wanted = specHash(window.location.hash);
  if (wanted !== window.location.hash)
    window.history.replaceState(window.history.state, '', wanted);
};

/**
 * The server answers every address typed into a browser that it does not know with this app and a
 * 404 (app-not-found.ts on the server); the app itself lives at '/'. Anywhere else, whatever the
 * hash, it is the nothing page. /embed/documents/{key} and /embed/editor/{key} are the same app
 * served for a partner's frame (docs/embedding.md).
 */
export const isUnknownServerPath = (pathname: string): boolean =>
  pathname !== '/' &&
  pathname !== '/index.html' &&
  !/^\/embed\/(documents|editor)\/[^/]+$/.test(pathname);

const nothingRoutes: RouteObject[] = [{ path: '*', element: <NothingPage /> }];

export const createAppRouter = () => {
  const router = createHashRouter(
    isUnknownServerPath(window.location.pathname)
      ? nothingRoutes
      : isEmbeddedEditor()
        ? embeddedEditorRoutes
        : appRoutes,
  );
  keepSpecHash();
  router.subscribe(keepSpecHash);
  return router;
};

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * What react-router/dom's RouterProvider is (this one with react-dom's flushSync), imported from
 * 'react-router' so the router context has one module path: vitest loads react-router/dom's
 * own copy of react-router otherwise, and links then find no router.
 */
export const AppRouterProvider = ({ router }: { router: AppRouter }) => (
  <RouterProvider
    router={router}
    flushSync={(update) => {
      flushSync(update);
    }}
  />
);
