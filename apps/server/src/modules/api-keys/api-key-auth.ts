import { API_KEY_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findLiveApiKey, touchApiKey } from './api-key-repository.ts';
import { authForCredential } from './credential-auth.ts';

/**
 * The caller behind `Authorization: Bearer <api key>` (ADR 0031): the key's user, in the key's
 * workspace only, re-checked on every call (a revoked key, or a member removed from the
 * workspace, is refused with 401 at once).
 */
export const authFromApiKey = async (
  ctx: Pick<AppContext, 'db' | 'database'>,
  token: string,
  requestedKey: string | undefined,
): Promise<Auth> => {
  const found = await findLiveApiKey(ctx.database, token);
  const membership = found?.membership;
  if (!found || !membership || !found.apiKey.account_key)
    throw unauthorized(API_KEY_MESSAGES.invalid);
  const { apiKey } = found;
  const auth = authForCredential(
    { ...found, membership },
    {
      kind: 'api_key',
      key: apiKey.key,
      account_key: membership.account.key,
      token_hash: apiKey.token_hash,
      date_created: apiKey.date_created,
    },
    requestedKey,
  );
  await touchApiKey(ctx.db, apiKey);
  return auth;
};
