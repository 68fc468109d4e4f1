import type { AppContext } from '../src/app-context.ts';
import { newKey } from '../src/lib/ids.ts';
import {
  insertIntegration,
  type IntegrationRow,
} from '../src/modules/integrations/integration-repository.ts';
import { sealToken } from '../src/modules/integrations/token-sealing.ts';
import type { XplanProtocolServer } from './xplan-protocol-server.ts';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * A workspace's active XPLAN configuration, as an admin's authorisation leaves it, without the
 * browser round trip (integrations.test.ts proves that one): the local site's consent and token
 * endpoints give a real grant, sealed as Quire seals it.
 */
export const connectXplan = async (
  ctx: AppContext,
  xplan: XplanProtocolServer,
  accountKey: string,
  name = 'Local XPLAN',
): Promise<IntegrationRow> => {
  const redirectUri = `${ctx.config.publicUrl}/app/integrations/xplan/oauth_callback`;
  const decided = await fetch(
    `${xplan.url}/oauth2/auth/decide`,
    form({ client_id: xplan.appId, redirect_uri: redirectUri, state: 'test', decision: 'yes' }),
  );
  const code = new URL(decided.headers.get('location')!).searchParams.get('code')!;
  const answer = await fetch(
    `${xplan.url}/oauth2/token`,
    form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: xplan.appId,
      client_secret: xplan.appSecret,
    }),
  );
  const tokens = (await answer.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
  };
  return insertIntegration(ctx.db, {
    key: newKey(),
    account_key: accountKey,
    integration_id: 'xplan',
    name,
    authentication_type: 'oauth2',
    site_url: xplan.url,
    client_id: xplan.appId,
    client_secret_sealed: await sealToken(ctx, xplan.appSecret),
    access_token_sealed: await sealToken(ctx, tokens.access_token),
    refresh_token_sealed: await sealToken(ctx, tokens.refresh_token),
    access_token_expires_at: new Date(Date.now() + tokens.expires_in * 1000),
    is_active: true,
  });
};
