import { enCommon } from './en-common.ts';
import { enPostSign } from './en-post-sign.ts';
import { enProfile } from './en-profile.ts';
import { enSigning } from './en-signing.ts';
import { enBulkSends } from './en-bulk-sends.ts';
import { enRecipientData } from './en-recipient-data.ts';
import { enFormLinks } from './en-form-links.ts';
import { enApplications } from './en-applications.ts';
import { enWebhooks } from './en-webhooks.ts';
import { enManagement } from './en-management.ts';
import { enMetaData } from './en-meta-data.ts';

/** English, the source catalogue: every other language has exactly its keys. */
export const en = {
  common: enCommon,
  signing: enSigning,
  postSign: enPostSign,
  profile: enProfile,
  bulkSends: enBulkSends,
  recipientData: enRecipientData,
  formLinks: enFormLinks,
  applications: enApplications,
  webhooks: enWebhooks,
  management: enManagement,
  metaData: enMetaData,
};
