import type { Catalogue } from './catalogue.ts';
import type { en } from './en.ts';
import { afCommon } from './af-common.ts';
import { afPostSign } from './af-post-sign.ts';
import { afProfile } from './af-profile.ts';
import { afSigning } from './af-signing.ts';
import { afBulkSends } from './af-bulk-sends.ts';
import { afRecipientData } from './af-recipient-data.ts';
import { afFormLinks } from './af-form-links.ts';
import { afApplications } from './af-applications.ts';
import { afWebhooks } from './af-webhooks.ts';
import { afManagement } from './af-management.ts';
import { afMetaData } from './af-meta-data.ts';

/** Afrikaans. */
export const af: Catalogue<typeof en> = {
  common: afCommon,
  signing: afSigning,
  postSign: afPostSign,
  profile: afProfile,
  bulkSends: afBulkSends,
  recipientData: afRecipientData,
  formLinks: afFormLinks,
  applications: afApplications,
  webhooks: afWebhooks,
  management: afManagement,
  metaData: afMetaData,
};
