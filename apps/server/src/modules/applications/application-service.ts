import {
  APPLICATION_MESSAGES,
  APPLICATION_SECRET_PREFIX,
  APPLICATION_SECRET_SHOWN_PREFIX_LENGTH,
  MESSAGES,
  type ApplicationView,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { hashSecret, newKey, newSecret } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  deleteApplication,
  insertApplication,
  listApplicationsOf,
  renameApplication,
  replaceApplicationSecret,
  toApplicationView,
} from './application-repository.ts';

/**
 * The member an application belongs to: the caller's selected membership, from a signed-in
 * browser only. A credential that could mint credentials would outlive its own revocation.
 */
const ownerOf = (auth: Auth): string => {
  if (auth.credential) throw forbidden(APPLICATION_MESSAGES.notWithCredential);
  if (!auth.userAccount) throw forbidden(MESSAGES.notWorkspaceMember);
  return auth.userAccount.key;
};

const newClientSecret = () => {
  const secret = `${APPLICATION_SECRET_PREFIX}${newSecret()}`;
  return {
    secret,
    stored: {
      client_secret_hash: hashSecret(secret),
      secret_prefix: secret.slice(0, APPLICATION_SECRET_SHOWN_PREFIX_LENGTH),
    },
  };
};

export type WithSecret = { application: ApplicationView; client_secret: string };

/** §7 POST /app/applications/: answers the client secret this once. */
export const createApplication = async (
  ctx: AppContext,
  auth: Auth,
  name: string,
): Promise<WithSecret> => {
  const userAccountKey = ownerOf(auth);
  const { secret, stored } = newClientSecret();
  const row = await insertApplication(ctx.db, {
    key: newKey(),
    account_key: auth.userAccount!.account_key,
    user_account_key: userAccountKey,
    name,
    ...stored,
  });
  return { application: toApplicationView(row), client_secret: secret };
};

export const listApplications = async (ctx: AppContext, auth: Auth): Promise<ApplicationView[]> =>
  (await listApplicationsOf(ctx.db, ownerOf(auth))).map(toApplicationView);

/**
 * §7 PUT /app/applications/{key}: a rename, a new secret (answered this once), or both. Another
 * member's application, or another workspace's, is not found.
 */
export const updateApplication = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  change: { name?: string | undefined; refreshSecret: boolean },
): Promise<{ application: ApplicationView; client_secret?: string }> => {
  const userAccountKey = ownerOf(auth);
  let row;
  let clientSecret: string | undefined;
  if (change.refreshSecret) {
    const { secret, stored } = newClientSecret();
    row = await replaceApplicationSecret(ctx.db, userAccountKey, key, stored, change.name);
    clientSecret = secret;
  } else if (change.name !== undefined) {
    row = await renameApplication(ctx.db, userAccountKey, key, change.name);
  } else {
    row = (await listApplicationsOf(ctx.db, userAccountKey)).find((a) => a.key === key);
  }
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  return {
    application: toApplicationView(row),
    ...(clientSecret ? { client_secret: clientSecret } : {}),
  };
};

export const removeApplication = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<void> => {
  if (!(await deleteApplication(ctx.db, ownerOf(auth), key)))
    throw notFound(APPLICATION_MESSAGES.notFound);
};
