import type { Catalogue } from './catalogue.ts';
import type { en } from './en.ts';
import { afAuth } from './af-auth.ts';
import { afApp } from './af-app.ts';
import { afDocumentsView } from './af-documents-view.ts';
import { afDocuments } from './af-documents.ts';
import { afCommon } from './af-common.ts';
import { afEditor } from './af-editor.ts';
import { afFieldTypes } from './af-field-types.ts';
import { afPostSign } from './af-post-sign.ts';
import { afProfile } from './af-profile.ts';
import { afServer } from './af-server.ts';
import { afComponents } from './af-components.ts';
import { afFinalCopy } from './af-final-copy.ts';
import { afManage } from './af-manage.ts';
import { afSignature } from './af-signature.ts';
import { afSigner } from './af-signer.ts';
import { afSigning } from './af-signing.ts';
import { afWorkspaces } from './af-workspaces.ts';
import { afBranding } from './af-branding.ts';
import { afBilling } from './af-billing.ts';
import { afShare } from './af-share.ts';
import { afBulkSends } from './af-bulk-sends.ts';
import { afRecipientData } from './af-recipient-data.ts';
import { afFormLinks } from './af-form-links.ts';
import { afApplications } from './af-applications.ts';
import { afWebhooks } from './af-webhooks.ts';
import { afManagement } from './af-management.ts';
import { afMetaData } from './af-meta-data.ts';
import { afNotifications } from './af-notifications.ts';
import { afPackViewExtras } from './af-pack-view-extras.ts';
import { afVerify } from './af-verify.ts';
import { afIntegrations } from './af-integrations.ts';
import { afTours } from './af-tours.ts';

/** Afrikaans. */
export const af: Catalogue<typeof en> = {
  app: afApp,
  auth: afAuth,
  common: afCommon,
  editor: afEditor,
  fieldTypes: afFieldTypes,
  documents: afDocuments,
  documentsView: afDocumentsView,
  signing: afSigning,
  postSign: afPostSign,
  profile: afProfile,
  server: afServer,
  signer: afSigner,
  manage: afManage,
  signature: afSignature,
  finalCopy: afFinalCopy,
  components: afComponents,
  workspaces: afWorkspaces,
  branding: afBranding,
  billing: afBilling,
  share: afShare,
  bulkSends: afBulkSends,
  recipientData: afRecipientData,
  formLinks: afFormLinks,
  applications: afApplications,
  webhooks: afWebhooks,
  management: afManagement,
  metaData: afMetaData,
  notifications: afNotifications,
  packExtras: afPackViewExtras,
  verify: afVerify,
  integrations: afIntegrations,
  tours: afTours,
};
