import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_PREFIX_LENGTH,
  MESSAGES,
  type ApiKeyView,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { hashSecret, newKey, newSecret } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findMembershipOfAccount } from '../accounts/account-repository.ts';
import { insertApiKey, listApiKeysOf, revokeApiKey } from './api-key-repository.ts';

/**
 * Keys are managed only from a signed-in browser session: a key that could mint or revoke keys
 * would let a leaked key outlive its own revocation (ADR 0031).
 */
const requireBrowserSession = (auth: Auth): void => {
  if (auth.credential) throw forbidden(API_KEY_MESSAGES.notWithApiKey);
};

/**
 * §7 POST /app/api_keys/: a key acting as this user in the workspace entity_key names (an
 * account key where they are an active member). Answers the key itself, this once only.
 */
export const createApiKey = async (
  ctx: AppContext,
  auth: Auth,
  input: { entity_key: string; name?: string | undefined },
): Promise<{ api_key: string; key: ApiKeyView }> => {
  requireBrowserSession(auth);
  const found = await findMembershipOfAccount(ctx.db, auth.user.key, input.entity_key);
  if (!found) throw notFound(MESSAGES.notWorkspaceMember);
  const apiKey = `${API_KEY_PREFIX}${newSecret()}`;
  const row = await insertApiKey(ctx.db, {
    key: newKey(),
    user_key: auth.user.key,
    account_key: found.account.key,
    name: input.name ?? `${found.account.name} key`,
    prefix: apiKey.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
    token_hash: hashSecret(apiKey),
  });
  return {
    api_key: apiKey,
    key: {
      key: row.key,
      name: row.name,
      prefix: row.prefix,
      account_key: found.account.key,
      account_name: found.account.name,
      date_created: row.date_created.toISOString(),
      last_used_at: null,
    },
  };
};

export const listApiKeys = (ctx: AppContext, auth: Auth): Promise<ApiKeyView[]> => {
  requireBrowserSession(auth);
  return listApiKeysOf(ctx.db, auth.user.key);
};

/** Another user's key, or one already revoked, is not found: keys of others are not revealed. */
export const deleteApiKey = async (ctx: AppContext, auth: Auth, key: string): Promise<void> => {
  requireBrowserSession(auth);
  if (!(await revokeApiKey(ctx.db, auth.user.key, key))) throw notFound(API_KEY_MESSAGES.notFound);
};
