import { jsonRowReader } from '../../db/json-rows.ts';
import { accounts, userAccounts, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
type UserAccountRow = typeof userAccounts.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;
type Json = Record<string, unknown>;

/**
 * Who a credential (a session or an API key) speaks for: its user and the workspace membership in
 * force; null when it is not one of theirs or is only an invitation (an 'invited' membership is
 * never usable until it is accepted).
 */
export type UserInWorkspace = {
  user: UserRow;
  membership: { ua: UserAccountRow; account: AccountRow } | null;
};

/**
 * The select list a credential's one-round-trip lookup ends with: the user as `u`, the active
 * membership as `ua` and its workspace as `a`, each a JSON row (read back by readUserInWorkspace).
 */
export const USER_IN_WORKSPACE_COLUMNS = `row_to_json(u) as "user", row_to_json(ua) as ua,
      row_to_json(a) as account`;

export type UserInWorkspaceJson = { user: Json; ua: Json | null; account: Json | null };

const readUser = jsonRowReader(users);
const readUserAccount = jsonRowReader(userAccounts);
const readAccount = jsonRowReader(accounts);

export const readUserInWorkspace = (row: UserInWorkspaceJson): UserInWorkspace => ({
  user: readUser(row.user),
  membership:
    row.ua && row.account
      ? { ua: readUserAccount(row.ua), account: readAccount(row.account) }
      : null,
});

/**
 * How many teams (active memberships of workspaces that are not personal) the user `userKeySql`
 * names is in: a scalar select, run alone or as a column of the session lookup.
 */
export const TEAM_COUNT_OF_USER = (userKeySql: string) => `select count(*)::int
      from user_accounts tua join accounts ta on ta.key = tua.account_key
      where tua.user_key = ${userKeySql} and tua.status = 'active' and not ta.is_personal_account`;
