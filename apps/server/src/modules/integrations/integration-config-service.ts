import { createHash, randomBytes } from 'node:crypto';
import {
  AUTHENTICATION_TIMEOUT_MS,
  INTEGRATION_MESSAGES,
  normaliseXplanSiteUrl,
  type IntegrationConfigurationView,
  type SetUpIntegrationRequest,
  type UpdateIntegrationRequest,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  findIntegration,
  insertIntegration,
  listIntegrationsOf,
  toIntegrationView,
  updateIntegration,
  type IntegrationRow,
} from './integration-repository.ts';
import { sealToken } from './token-sealing.ts';
import { authorisationUrl } from './xplan-http.ts';

/**
 * A pending authorisation stays usable a little past the browser's §9 120 s wait, never longer:
 * an approval arriving after the screen said 'Authentication Timed Out.' must not connect.
 */
export const AUTHORISATION_STATE_TTL_MS = AUTHENTICATION_TIMEOUT_MS + 30_000;

export const OAUTH_CALLBACK_PATH = '/app/integrations/xplan/oauth_callback';

export const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/** Configurations are the workspace admins' business, from a signed-in browser only. */
export const adminWorkspaceOf = (auth: Auth): string => {
  if (auth.credential || !auth.userAccount) throw forbidden(INTEGRATION_MESSAGES.notAdmin);
  if (!auth.userAccount.is_admin) throw forbidden(INTEGRATION_MESSAGES.notAdmin);
  return auth.userAccount.account_key;
};

export const redirectUriOf = (ctx: AppContext) => `${ctx.config.publicUrl}${OAUTH_CALLBACK_PATH}`;

const siteUrlOrRefuse = (ctx: AppContext, input: string): string => {
  const site = normaliseXplanSiteUrl(input, ctx.config.integrations.xplanExtraSiteHosts);
  if (!site) throw badRequest(INTEGRATION_MESSAGES.siteUrlInvalid);
  return site;
};

export type SetUpAnswer = {
  integration: IntegrationConfigurationView;
  /** Opened by the browser in a new window (§7); it carries no secret, only the app ID. */
  authorisation_url: string;
};

/** §7 set_up_integration_configuration: a pending (inactive) configuration and where to authorise it. */
export const setUpIntegration = async (
  ctx: AppContext,
  auth: Auth,
  data: SetUpIntegrationRequest,
): Promise<SetUpAnswer> => {
  const accountKey = adminWorkspaceOf(auth);
  const siteUrl = siteUrlOrRefuse(ctx, data.site_url);
  const state = randomBytes(32).toString('base64url');
  const row = await insertIntegration(ctx.db, {
    key: newKey(),
    account_key: accountKey,
    created_by: auth.userAccount!.key,
    integration_id: data.integration_id,
    name: data.name,
    authentication_type: data.authentication_type,
    site_url: siteUrl,
    client_id: data.client_id,
    client_secret_sealed: await sealToken(ctx, data.client_secret),
    oauth_state_hash: hashState(state),
    oauth_state_expires_at: new Date(Date.now() + AUTHORISATION_STATE_TTL_MS),
    is_active: false,
  });
  return {
    integration: toIntegrationView(row),
    authorisation_url: authorisationUrl(siteUrl, data.client_id, redirectUriOf(ctx), state),
  };
};

/** §7 get_configured_integrations: the workspace's live configurations (§3 fields only). */
export const listIntegrations = async (
  ctx: AppContext,
  auth: Auth,
): Promise<IntegrationConfigurationView[]> =>
  (await listIntegrationsOf(ctx.db, adminWorkspaceOf(auth))).map(toIntegrationView);

const wipedSecrets = {
  access_token_sealed: null,
  refresh_token_sealed: null,
  access_token_expires_at: null,
  oauth_state_hash: null,
  oauth_state_expires_at: null,
} satisfies Partial<IntegrationRow>;

/** Marks a configuration deleted (§3 `delete`), forgetting its tokens at once. */
export const markIntegrationDeleted = (ctx: AppContext, key: string) =>
  updateIntegration(ctx.db, key, { ...wipedSecrets, is_active: false, deleted_at: new Date() });

/**
 * §7 add_update_delete_configured_integration: rename, switch on or off, or delete (unlink). A
 * configuration that was never authorised (or whose grant XPLAN revoked) cannot be switched on:
 * §8 'Error updating integration.'.
 */
export const changeIntegration = async (
  ctx: AppContext,
  auth: Auth,
  data: UpdateIntegrationRequest,
): Promise<{ integration: IntegrationConfigurationView; message: string }> => {
  const accountKey = adminWorkspaceOf(auth);
  const row = await findIntegration(ctx.db, accountKey, data.integration_configuration_id);
  if (!row) throw notFound(INTEGRATION_MESSAGES.notFound);
  if (data.delete) {
    const deleted = await markIntegrationDeleted(ctx, row.key);
    return { integration: toIntegrationView(deleted!), message: INTEGRATION_MESSAGES.deleted };
  }
  if (data.is_active === true && !row.refresh_token_sealed && !row.access_token_sealed)
    throw new AppError(409, INTEGRATION_MESSAGES.updateFailed);
  const updated = await updateIntegration(ctx.db, row.key, {
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.is_active !== undefined ? { is_active: data.is_active } : {}),
  });
  return { integration: toIntegrationView(updated!), message: INTEGRATION_MESSAGES.updated };
};
