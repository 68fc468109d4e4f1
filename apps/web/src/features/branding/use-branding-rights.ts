import { hasPermission } from '@quire/domain';
import { useUserAccounts } from '../../app/session/use-current-user.ts';

export type BrandingRights = {
  /** The user's memberships have loaded (until then nothing is offered). */
  known: boolean;
  canEdit: boolean;
  canSetDefault: boolean;
};

/** What the user may do with the themes of a workspace: their membership of it decides. */
export const useBrandingRights = (accountKey: string): BrandingRights => {
  const accounts = useUserAccounts();
  const membership = accounts.data?.find((account) => account.account_key === accountKey);
  if (!membership) return { known: accounts.isSuccess, canEdit: false, canSetDefault: false };
  return {
    known: true,
    canEdit: hasPermission(membership.permissions, 'can_update_branding'),
    canSetDefault: hasPermission(
      membership.permissions,
      'user_profile_permissions.can_set_default_theme',
    ),
  };
};
