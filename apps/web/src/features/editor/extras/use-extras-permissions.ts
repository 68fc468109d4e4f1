import type { DocumentPermissions, TeamPermissions } from '@quire/domain';
import { useCurrentUser, useUserAccounts } from '../../../app/session/use-current-user.ts';
import { useSession } from '../../../app/session/use-session.ts';
import type { PackDto } from '../../documents/documents-api.ts';

export type ExtrasPermissions = {
  /** Anything at all may be changed: the pack is in setup and not in the trash (spec §4). */
  editable: boolean;
  fieldRules: boolean;
  customControls: boolean;
  formViews: boolean;
  notificationRules: boolean;
  eventSubscriptions: boolean;
  /** §3 appendix audience 'team' is offered only to users who can view teams. */
  teamAudience: boolean;
};

type Flags = Partial<DocumentPermissions> & Partial<TeamPermissions>;

/**
 * What the selected workspace lets this user set up around a pack. Until the memberships load
 * the server's defaults are assumed; the server refuses whatever is not allowed anyway.
 */
export const useExtrasPermissions = (
  pack: Pick<PackDto, 'status' | 'is_deleted'>,
): ExtrasPermissions => {
  const session = useSession();
  const currentUser = useCurrentUser();
  const accounts = useUserAccounts();
  const accountKey = session.userAccountKey ?? currentUser.data?.user_account_key ?? null;
  const permissions = accounts.data?.find((account) => account.key === accountKey)?.permissions;
  const flags: Flags = { ...permissions, ...permissions?.document_permissions };
  const allowed = (flag: keyof Flags, fallback = true) => (flags[flag] ?? fallback) !== false;
  const editable = pack.status === 'setup' && !pack.is_deleted;
  return {
    editable,
    fieldRules: editable && allowed('can_configure_field_rules'),
    customControls: editable && allowed('can_configure_custom_controls'),
    formViews: allowed('can_set_up_form_views'),
    notificationRules: allowed('can_change_notification_rules'),
    eventSubscriptions: allowed('can_configure_event_actions'),
    teamAudience: allowed('can_view_teams', false),
  };
};
