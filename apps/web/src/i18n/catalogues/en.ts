import { enAuth } from './en-auth.ts';
import { enApp } from './en-app.ts';
import { enDocumentsView } from './en-documents-view.ts';
import { enDocuments } from './en-documents.ts';
import { enCommon } from './en-common.ts';
import { enEditor } from './en-editor.ts';
import { enFieldTypes } from './en-field-types.ts';
import { enPostSign } from './en-post-sign.ts';
import { enProfile } from './en-profile.ts';
import { enServer } from './en-server.ts';
import { enComponents } from './en-components.ts';
import { enFinalCopy } from './en-final-copy.ts';
import { enManage } from './en-manage.ts';
import { enSignature } from './en-signature.ts';
import { enSigner } from './en-signer.ts';
import { enSigning } from './en-signing.ts';
import { enWorkspaces } from './en-workspaces.ts';
import { enBranding } from './en-branding.ts';
import { enBilling } from './en-billing.ts';
import { enShare } from './en-share.ts';
import { enBulkSends } from './en-bulk-sends.ts';
import { enRecipientData } from './en-recipient-data.ts';
import { enFormLinks } from './en-form-links.ts';
import { enApplications } from './en-applications.ts';
import { enWebhooks } from './en-webhooks.ts';
import { enManagement } from './en-management.ts';
import { enMetaData } from './en-meta-data.ts';
import { enNotifications } from './en-notifications.ts';
import { enPackViewExtras } from './en-pack-view-extras.ts';
import { enVerify } from './en-verify.ts';
import { enIntegrations } from './en-integrations.ts';
import { enTours } from './en-tours.ts';

/** English, the source catalogue: every other language has exactly its keys. */
export const en = {
  app: enApp,
  auth: enAuth,
  common: enCommon,
  editor: enEditor,
  fieldTypes: enFieldTypes,
  documents: enDocuments,
  documentsView: enDocumentsView,
  signing: enSigning,
  postSign: enPostSign,
  profile: enProfile,
  server: enServer,
  signer: enSigner,
  manage: enManage,
  signature: enSignature,
  finalCopy: enFinalCopy,
  components: enComponents,
  workspaces: enWorkspaces,
  branding: enBranding,
  billing: enBilling,
  share: enShare,
  bulkSends: enBulkSends,
  recipientData: enRecipientData,
  formLinks: enFormLinks,
  applications: enApplications,
  webhooks: enWebhooks,
  management: enManagement,
  metaData: enMetaData,
  notifications: enNotifications,
  packExtras: enPackViewExtras,
  verify: enVerify,
  integrations: enIntegrations,
  tours: enTours,
};
