import { enCommon } from './en-common.ts';
import { enPostSign } from './en-post-sign.ts';
import { enProfile } from './en-profile.ts';
import { enSigning } from './en-signing.ts';
import { enWorkspaces } from './en-workspaces.ts';
import { enBranding } from './en-branding.ts';
import { enBilling } from './en-billing.ts';
import { enShare } from './en-share.ts';

/** English, the source catalogue: every other language has exactly its keys. */
export const en = {
  common: enCommon,
  signing: enSigning,
  postSign: enPostSign,
  profile: enProfile,
  workspaces: enWorkspaces,
  branding: enBranding,
  billing: enBilling,
  share: enShare,
};
