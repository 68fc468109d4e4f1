import {
  MANAGEMENT_MESSAGES,
  effectivePermissions,
  hasPermission,
  withOverride,
  type ManagedPermissions,
  type ManagedUser,
  type PermissionChange,
  type PermissionPath,
  type UpdatePermissionsInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  findUsersByEmails,
  insertPermissionChanges,
  listMembershipsOf,
  listPermissionChanges,
  lockMembershipsOf,
  saveOverrides,
  type NewPermissionChange,
  type UserRowLite,
} from './management-repository.ts';

const byEmail = (found: readonly UserRowLite[], emails: readonly string[]) => {
  const map = new Map(found.map((u) => [u.email_address.toLowerCase(), u]));
  const users = emails.flatMap((e) => map.get(e) ?? []);
  const notFoundEmails = emails.filter((e) => !map.has(e));
  return { users, notFoundEmails };
};

/** GET /app/management/get_all_permissions: every membership of every address found. */
export const getAllPermissions = async (
  ctx: AppContext,
  emails: readonly string[],
): Promise<ManagedPermissions> => {
  const { users, notFoundEmails } = byEmail(await findUsersByEmails(ctx.db, emails), emails);
  const memberships = await listMembershipsOf(
    ctx.db,
    users.map((u) => u.key),
  );
  const managed: ManagedUser[] = users.map((u) => ({
    user_key: u.key,
    email_address: u.email_address,
    full_name: u.full_name,
    memberships: memberships
      .filter((m) => m.user_key === u.key)
      .map((m) => ({
        user_account_key: m.key,
        account_key: m.account_key,
        account_name: m.account_name,
        is_personal_account: m.is_personal_account,
        is_admin: m.is_admin,
        status: m.status,
        permissions: effectivePermissions(m.overrides),
      })),
  }));
  return { email_addresses: [...emails], users: managed, not_found: notFoundEmails };
};

/**
 * POST /app/management/update_permissions: writes the changed flags as overrides of the chosen
 * membership, or of every membership of every listed user, in one transaction, and records each
 * flag whose value in force changes. A flag already at the asked value is left as it is (neither
 * pinned as an override nor recorded). Answers how many flags changed.
 */
export const updatePermissions = async (
  ctx: AppContext,
  operator: Auth,
  emails: readonly string[],
  input: UpdatePermissionsInput,
): Promise<number> => {
  const { users, notFoundEmails } = byEmail(await findUsersByEmails(ctx.db, emails), emails);
  // Nothing is written when an address is unknown: the operator would otherwise not know who
  // got the change and who did not.
  if (notFoundEmails.length > 0) throw notFound(MANAGEMENT_MESSAGES.unknownUsers(notFoundEmails));
  const emailOf = new Map(users.map((u) => [u.key, u.email_address]));
  const flags = Object.entries(input.permissions) as [PermissionPath, boolean][];

  return ctx.db.transaction(async (tx) => {
    const all = await lockMembershipsOf(tx, [...emailOf.keys()]);
    const targets =
      input.user_account_key === undefined
        ? all
        : all.filter((m) => m.key === input.user_account_key);
    if (targets.length === 0) throw notFound(MANAGEMENT_MESSAGES.membershipNotFound);

    const changes: NewPermissionChange[] = [];
    for (const membership of targets) {
      const inForce = effectivePermissions(membership.overrides);
      let overrides = membership.overrides;
      for (const [flag, value] of flags) {
        const before = hasPermission(inForce, flag);
        if (before === value) continue;
        overrides = withOverride(overrides, flag, value);
        changes.push({
          operator_user_key: operator.user.key,
          operator_email: operator.user.email_address,
          user_account_key: membership.key,
          user_email: emailOf.get(membership.user_key) ?? '',
          account_name: membership.account_name,
          flag,
          old_value: before,
          new_value: value,
        });
      }
      if (overrides !== membership.overrides) await saveOverrides(tx, membership.key, overrides);
    }
    await insertPermissionChanges(tx, changes);
    return changes.length;
  });
};

/** GET /app/management/permission_changes: the newest changes to these users' memberships. */
export const getPermissionChanges = (
  ctx: AppContext,
  emails: readonly string[],
  limit: number,
): Promise<PermissionChange[]> => listPermissionChanges(ctx.db, emails, limit);
