import {
  MESSAGES,
  mailNotificationSettings,
  splitFullName,
  type Permissions,
  type UpdateUserInput,
  type User,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { badRequest } from '../../lib/app-error.ts';
import { countTeamsOf } from '../accounts/account-repository.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { updateUser } from '../auth/user-repository.ts';
import { mergeMailNotifications } from './mail-notification-repository.ts';
import { updateTwoStep } from '../two-step/two-step-settings.ts';

export const toUser = (row: UserRow, numberOfTeams: number): User => ({
  key: row.key,
  full_name: row.full_name,
  ...splitFullName(row.full_name),
  email_address: row.email_address,
  mobile_number: row.mobile_number,
  dialing_code: row.dialing_code,
  verified: row.verified,
  has_accepted_terms: row.has_accepted_terms,
  request_password: row.request_password,
  receive_updates: row.receive_updates,
  default_user_account_key: row.default_user_account_key,
  number_of_teams: numberOfTeams,
  use_two_factor_authentication: row.use_two_factor_authentication,
  two_factor_pin_method: row.use_two_factor_authentication
    ? (row.two_factor_pin_method as User['two_factor_pin_method'])
    : null,
  mail_notifications: mailNotificationSettings(row.mail_notifications),
  date_created: row.date_created.toISOString(),
});

export const getUser = async (ctx: AppContext, row: UserRow): Promise<User> =>
  toUser(row, await countTeamsOf(ctx.db, row.key));

/**
 * A user changes their own name, accepts the terms, sets a password or switches mail
 * notifications. Setting a password needs
 * the current one, except when the account was created for them and asks for one
 * (request_password, spec §2 accept-terms dialog).
 */
export const updateOwnUser = async (
  ctx: AppContext,
  row: UserRow,
  input: UpdateUserInput & { current_password?: string | undefined },
  permissions: Permissions,
): Promise<User> => {
  // Two-step changes come alone and answer for themselves (modules/two-step, ADR 0027).
  const twoStep = await updateTwoStep(ctx, row, input);
  if (twoStep) return twoStep;
  // Refused before anything is written (ADR 0021). Choosing the first password of an account
  // made for the user (request_password) is joining, not a reset.
  if (input.full_name !== undefined && input.full_name !== row.full_name)
    requirePermission(permissions, 'user_profile_permissions.can_update_details');
  if (input.password !== undefined && !row.request_password)
    requirePermission(permissions, 'user_profile_permissions.can_reset_password');
  const changes: Parameters<typeof updateUser>[2] = {};
  if (input.full_name !== undefined) changes.full_name = input.full_name;
  if (input.receive_updates !== undefined) changes.receive_updates = input.receive_updates;
  if (input.has_accepted_terms) changes.has_accepted_terms = true;
  if (input.password !== undefined) {
    if (!row.request_password) {
      const ok =
        row.password_hash &&
        input.current_password &&
        (await verifyPassword(row.password_hash, input.current_password));
      if (!ok) throw badRequest('Please enter your current password to set a new one.');
    }
    changes.password_hash = await hashPassword(input.password);
    changes.request_password = false;
  } else if (row.request_password && input.has_accepted_terms) {
    throw badRequest('Please choose a password for your account.');
  }
  const notifications = input.mail_notifications;
  if (Object.keys(changes).length === 0 && !notifications) return getUser(ctx, row);
  const updated = await ctx.db.transaction(async (tx) => {
    let written = row;
    if (Object.keys(changes).length > 0) written = await updateUser(tx, row.key, changes);
    if (notifications) written = await mergeMailNotifications(tx, row.key, notifications);
    return written;
  });
  return getUser(ctx, updated);
};

export const userUpdatedMessage = MESSAGES.userUpdated;
