import { APPLICATION_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { authForCredential } from '../api-keys/credential-auth.ts';
import { findLiveApplicationToken, touchApplication } from './application-credential-repository.ts';

/**
 * The caller behind `Authorization: Bearer qat_…`: the application's maker, in the application's
 * workspace, with the maker's permissions there, re-checked on every call. An expired token, a
 * token of a deleted application or of one whose secret was refreshed, and a maker no longer an
 * active member are all 401.
 */
export const authFromApplicationToken = async (
  ctx: Pick<AppContext, 'db' | 'database'>,
  token: string,
  requestedKey: string | undefined,
): Promise<Auth> => {
  const found = await findLiveApplicationToken(ctx.database, token);
  const membership = found?.membership;
  if (!found || !membership || membership.account.key !== found.application.account_key)
    throw unauthorized(APPLICATION_MESSAGES.tokenInvalid);
  const { application } = found;
  const auth = authForCredential(
    { ...found, membership },
    {
      kind: 'application',
      key: application.key,
      account_key: application.account_key,
      token_hash: hashSecret(token),
      date_created: application.date_created,
    },
    requestedKey,
  );
  await touchApplication(ctx.db, application);
  return auth;
};
