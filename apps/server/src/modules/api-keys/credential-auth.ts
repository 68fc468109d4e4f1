import { MESSAGES } from '@quire/domain';
import { forbidden } from '../../lib/app-error.ts';
import type { Auth, BearerCredential } from '../../plugins/request-context.ts';
import { toUserAccount } from '../accounts/account-repository.ts';
import type { SessionRow } from '../auth/session-repository.ts';
import type { UserInWorkspace } from '../auth/user-in-workspace.ts';

/**
 * The caller behind a bearer credential (an API key, ADR 0031, or an application's access token):
 * its user in its workspace only. A `user_account_key` header naming another membership is
 * refused: a credential never acts outside its workspace.
 *
 * The routes read `auth.session` for what a session decides (browsing or signing-link only), so a
 * credential answers a browsing session that exists only for this request and is never stored.
 */
export const authForCredential = (
  found: UserInWorkspace & { membership: NonNullable<UserInWorkspace['membership']> },
  credential: BearerCredential & { token_hash: string; date_created: Date },
  requestedKey: string | undefined,
): Auth => {
  const membership = toUserAccount(found.membership.ua, found.membership.account);
  if (requestedKey && requestedKey !== membership.key) throw forbidden(MESSAGES.notWorkspaceMember);
  const session: SessionRow = {
    key: `${credential.kind}:${credential.key}`,
    token_hash: credential.token_hash,
    xsrf_token_hash: '',
    user_key: found.user.key,
    can_browse: true,
    embed_document_key: null,
    embed_origin: null,
    ip_address: null,
    user_agent: null,
    date_created: credential.date_created,
    last_seen_at: new Date(),
    expires_at: new Date(8.64e15),
    revoked_at: null,
  };
  const { kind, key, account_key } = credential;
  return {
    session,
    user: found.user,
    userAccount: {
      key: membership.key,
      account_key: membership.account_key,
      is_admin: membership.is_admin,
      permissions: membership.permissions,
    },
    // As if the workspace were named on every call: documents of the user's other workspaces
    // are not reachable with this credential (document access does not fall back to them).
    workspaceNamed: true,
    apiKey: kind === 'api_key' ? { key, account_key } : null,
    credential: { kind, key, account_key },
  };
};
