import {
  MESSAGES,
  PROFILE_MESSAGES,
  type Permissions,
  type UpdateUserInput,
  type User,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { badRequest } from '../../lib/app-error.ts';
import { revokeOtherSessionsOf } from '../auth/session-repository.ts';
import { updateUser } from '../auth/user-repository.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { mergeMailNotifications } from './mail-notification-repository.ts';
import {
  choosesFirstPassword,
  detailChanges,
  passwordChanges,
  type UserChanges,
} from './profile-changes.ts';
import { updateTwoStep } from '../two-step/two-step-settings.ts';
import { getUser } from './user-view.ts';

export type UpdateOwnUserInput = UpdateUserInput & { current_password?: string | undefined };

const DETAIL_FIELDS = [
  'full_name',
  'mobile_number',
  'dialing_code',
  'receive_updates',
  'default_user_account_key',
] as const;

/**
 * POST /app/user: a user changes their details, accepts the terms, sets or changes their password
 * or switches mail notifications. Details need user_profile_permissions.can_update_details and a
 * password change can_reset_password (both refused before anything is written, ADR 0021); the
 * first password of an account made for the user (request_password) is joining, not a reset.
 * Changing the password ends the user's other sessions.
 */
export const updateOwnUser = async (
  ctx: AppContext,
  auth: Auth,
  input: UpdateOwnUserInput,
  permissions: Permissions,
): Promise<{ user: User; message: string }> => {
  const row = auth.user;
  // Two-step changes come alone and answer for themselves (modules/two-step, ADR 0028).
  const twoStep = await updateTwoStep(ctx, row, input);
  if (twoStep) return { user: twoStep, message: MESSAGES.userUpdated };
  const choosing = input.password !== undefined && choosesFirstPassword(row);
  if (input.password !== undefined && !choosing)
    requirePermission(permissions, 'user_profile_permissions.can_reset_password');
  if (row.request_password && input.has_accepted_terms && input.password === undefined)
    throw badRequest(PROFILE_MESSAGES.choosePassword);

  const updated = await ctx.db.transaction(async (tx) => {
    const details = await detailChanges(ctx, tx, row, input);
    // Only a real change needs the flag: a form that sends back what is stored is not an edit.
    if (DETAIL_FIELDS.some((field) => field in details))
      requirePermission(permissions, 'user_profile_permissions.can_update_details');
    const changes: UserChanges = { ...details };
    if (input.has_accepted_terms) changes.has_accepted_terms = true;
    // A preference of the user's own, like mail_notifications: no profile flag governs it.
    if (input.locale !== undefined) changes.locale = input.locale;
    if (input.password !== undefined)
      Object.assign(changes, await passwordChanges(row, input.password, input.current_password));

    let written = row;
    if (Object.keys(changes).length > 0) written = await updateUser(tx, row.key, changes);
    if (input.mail_notifications)
      written = await mergeMailNotifications(tx, row.key, input.mail_notifications);
    if (input.password !== undefined) await revokeOtherSessionsOf(tx, row.key, auth.session.key);
    return written;
  });
  const message = input.password !== undefined ? MESSAGES.passwordUpdated : MESSAGES.userUpdated;
  return { user: await getUser(ctx, updated), message };
};
