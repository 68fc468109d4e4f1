import { API_KEY_MESSAGES, MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { toUserAccount } from '../accounts/account-repository.ts';
import type { SessionRow } from '../auth/session-repository.ts';
import { findLiveApiKey, touchApiKey } from './api-key-repository.ts';

/**
 * The caller behind `Authorization: Bearer <api key>` (ADR 0031): the key's user, in the key's
 * workspace only, re-checked on every call (a revoked key, or a member removed from the
 * workspace, is refused with 401 at once). A `user_account_key` header naming another membership
 * is refused: a key never acts outside its workspace.
 *
 * The routes read `auth.session` for what a session decides (browsing or signing-link only), so a
 * key answers a browsing session that exists only for this request and is never stored.
 */
export const authFromApiKey = async (
  ctx: Pick<AppContext, 'db' | 'database'>,
  token: string,
  requestedKey: string | undefined,
): Promise<Auth> => {
  const found = await findLiveApiKey(ctx.database, token);
  if (!found?.membership || !found.apiKey.account_key) throw unauthorized(API_KEY_MESSAGES.invalid);
  const membership = toUserAccount(found.membership.ua, found.membership.account);
  if (requestedKey && requestedKey !== membership.key) throw forbidden(MESSAGES.notWorkspaceMember);
  await touchApiKey(ctx.db, found.apiKey);
  const { apiKey, user } = found;
  const session: SessionRow = {
    key: `api_key:${apiKey.key}`,
    token_hash: apiKey.token_hash,
    xsrf_token_hash: '',
    user_key: user.key,
    can_browse: true,
    ip_address: null,
    user_agent: null,
    date_created: apiKey.date_created,
    last_seen_at: new Date(),
    expires_at: new Date(8.64e15),
    revoked_at: null,
  };
  return {
    session,
    user,
    userAccount: {
      key: membership.key,
      account_key: membership.account_key,
      is_admin: membership.is_admin,
      permissions: membership.permissions,
    },
    // As if the workspace were named on every call: documents of the user's other workspaces
    // are not reachable with this key (document access does not fall back to them).
    workspaceNamed: true,
    apiKey: { key: apiKey.key, account_key: membership.account_key },
  };
};
