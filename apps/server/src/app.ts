import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { bulkSendRoutes } from './modules/bulk-sends/bulk-send-routes.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { apiKeyRoutes } from './modules/api-keys/api-key-routes.ts';
import { apiDetailsRoutes } from './modules/api-details/api-details-routes.ts';
import { applicationRoutes } from './modules/applications/application-routes.ts';
import { oauthTokenRoutes } from './modules/applications/oauth-token-routes.ts';
import { webhookRoutes } from './modules/webhooks/webhook-routes.ts';
import { billingRoutes } from './modules/billing/billing-routes.ts';
import { emailSignatureRoutes } from './modules/email-signature/email-signature-routes.ts';
import { brandingRoutes } from './modules/branding/branding-routes.ts';
import { instanceRoutes } from './modules/instance/instance-routes.ts';
import { memberRoutes } from './modules/accounts/member-routes.ts';
import { auditTrailRoutes } from './modules/audit-trail/audit-trail-routes.ts';
import { conversionRoutes } from './modules/conversion/conversion-routes.ts';
import { contactRoutes } from './modules/contacts/contact-routes.ts';
import { signatoryRoutes } from './modules/signatories/signatory-routes.ts';
import { signingRequestRoutes } from './modules/signing-requests/signing-request-routes.ts';
import { postSignLogoutRoutes } from './modules/signing-requests/post-sign-logout-routes.ts';
import { finalCopyRoutes } from './modules/final-copies/final-copy-routes.ts';
import { imageBlobRoutes } from './modules/profile-signatures/image-blob-routes.ts';
import { savedSignatureRoutes } from './modules/saved-signatures/saved-signature-routes.ts';
import { productTourRoutes } from './modules/product-tours/product-tour-routes.ts';
import { signerUploadRoutes } from './modules/signer-uploads/signer-upload-routes.ts';
import { signingRoutes } from './modules/signing/signing-routes.ts';
import { localeRoutes } from './modules/locales/locale-routes.ts';
import { signingDraftRoutes } from './modules/signing-drafts/signing-draft-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { passkeyRoutes } from './modules/passkeys/passkey-routes.ts';
import { documentRoutes } from './modules/documents/document-routes.ts';
import { documentExtrasRoutes } from './modules/document-extras/document-extras-routes.ts';
import { dataFieldRoutes } from './modules/data-fields/data-field-routes.ts';
import { signerNoteRoutes } from './modules/signer-notes/signer-note-routes.ts';
import { managementRoutes } from './modules/management/management-routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox-routes.ts';
import { textMessageStatusRoutes } from './modules/text-messages/text-message-status-routes.ts';
import { signingExpiryRoutes } from './modules/signing-expiry/signing-expiry-routes.ts';
import { notificationRoutes } from './modules/notifications/notification-routes.ts';
import { userRoutes } from './modules/users/user-routes.ts';
import { uploadRoutes } from './modules/uploads/upload-routes.ts';
import { recipientDataRoutes } from './modules/recipient-data/recipient-data-routes.ts';
import { mappingRoutes } from './modules/mappings/mapping-routes.ts';
import { integrationRoutes } from './modules/integrations/integration-routes.ts';
import { treeRoutes } from './modules/trees/tree-routes.ts';
import { metaDataRoutes } from './modules/meta-data/meta-data-routes.ts';
import { publicApiPlugin } from './modules/public-api/public-api-plugin.ts';
import { formLinkRoutes } from './modules/form-links/form-link-routes.ts';
import { appNotFoundPage } from './modules/web/app-not-found.ts';
import { verificationRoutes } from './modules/verification/verification-routes.ts';
import { webDistFolder, webRoutes } from './modules/web/web-routes.ts';
import { verificationCodeRoutes } from './modules/verification-codes/verification-code-routes.ts';
import { appVersionPlugin } from './plugins/app-version.ts';
import { framingPlugin } from './plugins/framing.ts';
import { embedOriginRoutes } from './modules/embed/embed-origin-routes.ts';
import { embedPageRoutes } from './modules/embed/embed-page-routes.ts';
import { embedEditorPageRoutes } from './modules/embed/embed-editor-page-routes.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { sessionPlugin } from './plugins/session.ts';
import { twoStepGatePlugin } from './modules/two-step/two-step-gate.ts';
import { twoStepRoutes } from './modules/two-step/two-step-routes.ts';
import './plugins/request-context.ts';

/** Builds the HTTP app without listening: the server listens, tests call `inject`. */
export const buildApp = async (ctx: AppContext): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: ctx.log,
    // Request lines only when debugging: at info level the log says what happened, not every GET.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('quire', ctx);

  await app.register(errorHandlerPlugin, { notFoundPage: appNotFoundPage(webDistFolder()) });
  await app.register(appVersionPlugin, { version: ctx.config.appVersion });
  await app.register(securityHeadersPlugin);
  await app.register(framingPlugin);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin);
  await app.register(twoStepGatePlugin);
  await app.register(auditTrailRoutes);

  await app.register(instanceRoutes);
  await app.register(authRoutes);
  await app.register(passkeyRoutes);
  await app.register(userRoutes);
  await app.register(twoStepRoutes);
  await app.register(emailSignatureRoutes);
  await app.register(apiKeyRoutes);
  await app.register(applicationRoutes);
  await app.register(oauthTokenRoutes);
  await app.register(apiDetailsRoutes);
  await app.register(webhookRoutes);
  await app.register(billingRoutes);
  await app.register(accountRoutes);
  await app.register(brandingRoutes);
  await app.register(memberRoutes);
  await app.register(notificationRoutes);
  await app.register(managementRoutes);
  await app.register(bulkSendRoutes);
  await app.register(documentRoutes);
  await app.register(signatoryRoutes);
  await app.register(signingRequestRoutes);
  await app.register(postSignLogoutRoutes);
  await app.register(finalCopyRoutes);
  await app.register(signerUploadRoutes);
  await app.register(savedSignatureRoutes);
  await app.register(productTourRoutes);
  await app.register(imageBlobRoutes);
  await app.register(signingRoutes);
  await app.register(localeRoutes);
  await app.register(signingDraftRoutes);
  await app.register(verificationCodeRoutes);
  await app.register(contactRoutes);
  await app.register(documentExtrasRoutes);
  await app.register(dataFieldRoutes);
  await app.register(signerNoteRoutes);
  await app.register(uploadRoutes);
  await app.register(recipientDataRoutes);
  await app.register(mappingRoutes);
  await app.register(integrationRoutes);
  await app.register(treeRoutes);
  await app.register(metaDataRoutes);
  await app.register(publicApiPlugin);
  await app.register(formLinkRoutes);
  await app.register(verificationRoutes);
  await app.register(conversionRoutes);
  await app.register(embedOriginRoutes);
  await app.register(embedPageRoutes);
  await app.register(embedEditorPageRoutes);
  await app.register(mailboxRoutes);
  await app.register(textMessageStatusRoutes);
  await app.register(signingExpiryRoutes);
  await app.register(webRoutes);
  return app;
};
