import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import { MESSAGES } from './messages.ts';
import type { MemberStatus } from './members.ts';
import type { Permissions } from './permissions.ts';

/** Account (workspace) of spec §3. */
export type Account = {
  key: string;
  name: string;
  is_personal_account: boolean;
  date_created: string;
};

/** UserAccount of spec §3: a user's membership of an account, with its permissions in force. */
export type UserAccount = {
  key: string;
  account_key: string;
  user_key: string;
  is_admin: boolean;
  permissions: Permissions;
  account_name: string;
  is_personal_account: boolean;
};

/** A member as the workspace page lists them; 'invited' until they accept the invitation. */
export type AccountMember = UserAccount & {
  full_name: string;
  email_address: string;
  status: MemberStatus;
};

/** GET /app/invitations/{token}: what the join screen shows before anyone logs in. */
export type InvitationSummary = {
  email_address: string;
  full_name: string;
  /** The workspaces waiting for this address (an address can be invited to several). */
  account_names: string[];
  invited_by_name: string | null;
  /** True when the address has a proven account: the join screen offers login, else sign-up. */
  has_account: boolean;
};

/** The word the product uses for a team account in headings ('Setup {workspace word}'). */
export const WORKSPACE_WORD = 'workspace';

export const workspaceNameSchema = z
  .string({ error: MESSAGES.workspaceNameRequired })
  .trim()
  .min(1, { error: MESSAGES.workspaceNameRequired })
  .max(100, { error: SCHEMA_MESSAGES.workspaceNameTooLong });

/** POST /app/accounts/{key or empty}: body `data`. */
export const saveAccountSchema = z.object({
  data: z.object({ name: workspaceNameSchema }),
});

/** The name given to the personal account created at sign-up. */
export const personalAccountName = (fullName: string): string => `${fullName.trim()} (personal)`;

/** §2 #team/{key}: 'Update {name}' for an existing workspace, 'Setup {workspace word}' for new. */
export const teamPageHeading = (account: Pick<Account, 'name'> | null): string =>
  account ? `Update ${account.name}` : `Setup ${WORKSPACE_WORD}`;

/** Only admins change a workspace, and a personal account belongs to its one member. */
export const canUpdateAccount = (membership: Pick<UserAccount, 'is_admin'>): boolean =>
  membership.is_admin;
