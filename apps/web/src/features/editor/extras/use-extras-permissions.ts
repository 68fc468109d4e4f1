import { hasPermission, type PermissionPath } from '@quire/domain';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import type { PackDto } from '../../documents/documents-api.ts';

export type ExtrasPermissions = {
  /** Anything at all may be changed: the pack is in setup and not in the trash (spec §4). */
  editable: boolean;
  fieldRules: boolean;
  customControls: boolean;
  formViews: boolean;
  notificationRules: boolean;
  eventSubscriptions: boolean;
  /** §2 API details modal: hidden without the flag. */
  apiDetails: boolean;
  /** §2 template link details modal, and whether its form link switch may be used. */
  templateLinks: boolean;
  reusableLink: boolean;
  /** §3 appendix audience 'team' is offered only to users who can view teams. */
  teamAudience: boolean;
};

/**
 * What the selected workspace lets this user set up around a pack (use-permissions.ts: the
 * defaults until the memberships load; the server refuses whatever is not allowed anyway).
 */
export const useExtrasPermissions = (
  pack: Pick<PackDto, 'status' | 'is_deleted'>,
): ExtrasPermissions => {
  const permissions = usePermissions();
  const allowed = (path: PermissionPath) => hasPermission(permissions, path);
  const editable = pack.status === 'setup' && !pack.is_deleted;
  return {
    editable,
    fieldRules: editable && allowed('document_permissions.can_configure_field_rules'),
    customControls: editable && allowed('document_permissions.can_configure_custom_controls'),
    formViews: allowed('document_permissions.can_set_up_form_views'),
    notificationRules: allowed('document_permissions.can_change_notification_rules'),
    eventSubscriptions: allowed('can_configure_event_actions'),
    apiDetails: allowed('document_permissions.can_view_api_details'),
    templateLinks: allowed('document_permissions.can_view_template_link_details'),
    reusableLink: editable && allowed('document_permissions.can_use_reusable_link'),
    teamAudience: allowed('can_view_teams'),
  };
};
