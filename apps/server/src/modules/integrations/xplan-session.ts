import type { AppContext } from '../../app-context.ts';
import { updateIntegration, type IntegrationRow } from './integration-repository.ts';
import { sealToken, unsealToken } from './token-sealing.ts';
import { requestTokens, XplanError, type XplanTokens } from './xplan-http.ts';

/** Refresh a little early so a token does not lapse between the check and XPLAN reading it. */
const EXPIRY_MARGIN_MS = 30_000;

export type XplanSite = { siteUrl: string; clientId: string; timeoutMs: number };

export const siteOf = (ctx: AppContext, row: IntegrationRow): XplanSite => ({
  siteUrl: row.site_url,
  clientId: row.client_id,
  timeoutMs: ctx.config.integrations.xplanTimeoutMs,
});

/** Seals and stores a fresh token pair; the answer's refresh token replaces the old one if given. */
export const storeTokens = async (
  ctx: AppContext,
  row: IntegrationRow,
  tokens: XplanTokens,
  extra: Partial<IntegrationRow> = {},
): Promise<IntegrationRow> =>
  (await updateIntegration(ctx.db, row.key, {
    access_token_sealed: await sealToken(ctx, tokens.accessToken),
    refresh_token_sealed: tokens.refreshToken
      ? await sealToken(ctx, tokens.refreshToken)
      : row.refresh_token_sealed,
    access_token_expires_at: tokens.expiresAt,
    ...extra,
  }))!;

const refresh = async (ctx: AppContext, row: IntegrationRow): Promise<string> => {
  if (!row.refresh_token_sealed)
    throw new XplanError('unauthorized', null, 'No refresh token to renew the access token with');
  try {
    const tokens = await requestTokens(
      { ...siteOf(ctx, row), clientSecret: await unsealToken(ctx, row.client_secret_sealed) },
      {
        grant_type: 'refresh_token',
        refresh_token: await unsealToken(ctx, row.refresh_token_sealed),
      },
    );
    await storeTokens(ctx, row, tokens);
    return tokens.accessToken;
  } catch (error) {
    // A refused refresh means the grant is gone (revoked in XPLAN): the admin must connect again.
    if (error instanceof XplanError && error.kind === 'unauthorized')
      await updateIntegration(ctx.db, row.key, {
        is_active: false,
        access_token_sealed: null,
        refresh_token_sealed: null,
        access_token_expires_at: null,
      });
    throw error;
  }
};

/**
 * Runs one XPLAN call with a live access token: refreshed first when it has expired, and once
 * more if XPLAN answers 401 mid-session (a token revoked or expired early on its side).
 */
export const withXplanToken = async <T>(
  ctx: AppContext,
  row: IntegrationRow,
  call: (site: XplanSite, accessToken: string) => Promise<T>,
): Promise<T> => {
  const site = siteOf(ctx, row);
  const expired =
    !row.access_token_sealed ||
    !row.access_token_expires_at ||
    row.access_token_expires_at.getTime() - EXPIRY_MARGIN_MS <= Date.now();
  const token = expired
    ? await refresh(ctx, row)
    : await unsealToken(ctx, row.access_token_sealed!);
  try {
    return await call(site, token);
  } catch (error) {
    if (!(error instanceof XplanError) || error.kind !== 'unauthorized' || expired) throw error;
    return call(site, await refresh(ctx, row));
  }
};
