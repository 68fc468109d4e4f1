import {
  PROFILE_MESSAGES,
  isPhoneNumberError,
  normalisePhoneNumber,
  type UpdateUserInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { listUserAccountsOf } from '../accounts/account-repository.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';

export type UserChanges = Partial<Omit<UserRow, 'key' | 'date_created'>>;

type DetailsInput = Pick<
  UpdateUserInput,
  'full_name' | 'mobile_number' | 'dialing_code' | 'receive_updates' | 'default_user_account_key'
>;

/**
 * The details fields that differ from what is stored, checked and normalised: the number in
 * E.164 read in the chosen (else saved, else deployment) dialing code, the default workspace
 * among the user's active memberships. A new number is not verified yet.
 */
export const detailChanges = async (
  ctx: AppContext,
  db: Db,
  row: UserRow,
  input: DetailsInput,
): Promise<UserChanges> => {
  const changes: UserChanges = {};
  if (input.full_name !== undefined && input.full_name !== row.full_name)
    changes.full_name = input.full_name;
  if (input.receive_updates !== undefined && input.receive_updates !== row.receive_updates)
    changes.receive_updates = input.receive_updates;
  const dialing = input.dialing_code ?? row.dialing_code ?? ctx.config.defaultDialingCode;
  if (input.dialing_code !== undefined && input.dialing_code !== row.dialing_code)
    changes.dialing_code = input.dialing_code;
  if (input.mobile_number !== undefined) {
    const raw = input.mobile_number?.trim() ?? '';
    let mobile: string | null = null;
    if (raw) {
      const parsed = normalisePhoneNumber(raw, dialing);
      if (isPhoneNumberError(parsed)) throw badRequest(parsed.error);
      mobile = parsed.e164;
      if (parsed.dialing_code !== (changes.dialing_code ?? row.dialing_code))
        changes.dialing_code = parsed.dialing_code;
    }
    if (mobile !== row.mobile_number) {
      changes.mobile_number = mobile;
      changes.mobile_verified_at = null;
    }
  }
  if (
    input.default_user_account_key !== undefined &&
    input.default_user_account_key !== row.default_user_account_key
  ) {
    const memberships = await listUserAccountsOf(db, row.key);
    if (!memberships.some((m) => m.key === input.default_user_account_key))
      throw badRequest(PROFILE_MESSAGES.defaultWorkspaceInvalid);
    changes.default_user_account_key = input.default_user_account_key;
  }
  return changes;
};

/** Whether the user may choose a password without knowing one (§2 post-signing password). */
export const choosesFirstPassword = (row: UserRow): boolean =>
  row.request_password || !row.password_hash;

/**
 * A new password: the current one is needed unless the user is choosing their first (an account
 * made for them by signing or an invitation, request_password).
 */
export const passwordChanges = async (
  row: UserRow,
  password: string,
  currentPassword: string | undefined,
): Promise<UserChanges> => {
  if (!choosesFirstPassword(row)) {
    if (!currentPassword) throw badRequest(PROFILE_MESSAGES.currentPasswordRequired);
    if (!(await verifyPassword(row.password_hash!, currentPassword)))
      throw badRequest(PROFILE_MESSAGES.currentPasswordWrong);
  }
  return { password_hash: await hashPassword(password), request_password: false };
};
