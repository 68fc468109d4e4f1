import { mailNotificationSettings, splitFullName, type User } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { countTeamsOf } from '../accounts/account-repository.ts';
import type { UserRow } from '../auth/session-repository.ts';

/** The user as GET /app/user answers it: never a hash, secret or code. */
export const toUser = (row: UserRow, numberOfTeams: number): User => ({
  key: row.key,
  full_name: row.full_name,
  ...splitFullName(row.full_name),
  email_address: row.email_address,
  mobile_number: row.mobile_number,
  dialing_code: row.dialing_code,
  mobile_verified_at: row.mobile_verified_at?.toISOString() ?? null,
  verified: row.verified,
  has_accepted_terms: row.has_accepted_terms,
  request_password: row.request_password,
  has_password: Boolean(row.password_hash),
  receive_updates: row.receive_updates,
  default_user_account_key: row.default_user_account_key,
  number_of_teams: numberOfTeams,
  use_two_factor_authentication: row.use_two_factor_authentication,
  two_factor_pin_method: row.use_two_factor_authentication
    ? (row.two_factor_pin_method as User['two_factor_pin_method'])
    : null,
  mail_notifications: mailNotificationSettings(row.mail_notifications),
  locale: row.locale,
  date_created: row.date_created.toISOString(),
});

/** The user as answered; `numberOfTeams` when the session lookup already counted them. */
export const getUser = async (
  ctx: AppContext,
  row: UserRow,
  numberOfTeams?: number,
): Promise<User> => toUser(row, numberOfTeams ?? (await countTeamsOf(ctx.database, row.key)));
