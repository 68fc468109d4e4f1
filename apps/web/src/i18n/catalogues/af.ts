import type { Catalogue } from './catalogue.ts';
import type { en } from './en.ts';
import { afCommon } from './af-common.ts';
import { afPostSign } from './af-post-sign.ts';
import { afProfile } from './af-profile.ts';
import { afSigning } from './af-signing.ts';
import { afWorkspaces } from './af-workspaces.ts';
import { afBranding } from './af-branding.ts';
import { afBilling } from './af-billing.ts';
import { afShare } from './af-share.ts';

/** Afrikaans. */
export const af: Catalogue<typeof en> = {
  common: afCommon,
  signing: afSigning,
  postSign: afPostSign,
  profile: afProfile,
  workspaces: afWorkspaces,
  branding: afBranding,
  billing: afBilling,
  share: afShare,
};
