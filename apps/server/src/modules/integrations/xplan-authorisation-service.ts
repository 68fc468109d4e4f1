import { INTEGRATION_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findMembershipOfAccount } from '../accounts/account-repository.ts';
import { hashState, markIntegrationDeleted, redirectUriOf } from './integration-config-service.ts';
import { findIntegrationByState } from './integration-repository.ts';
import { unsealToken } from './token-sealing.ts';
import { requestTokens } from './xplan-http.ts';
import { siteOf, storeTokens } from './xplan-session.ts';

export type CallbackQuery = { code?: string; state?: string; error?: string };
export type CallbackOutcome = { success: boolean; message: string };

/**
 * XPLAN sent the authorisation window back to Quire (§7). The `state` names the pending
 * configuration; the signed-in user must be an admin of its workspace, so nobody can attach
 * their own XPLAN grant to someone else's workspace by sending them a link. A refusal by XPLAN
 * or a failed code exchange is §8 'Error during integration setup.', which deletes the
 * configuration; the Integrations screen, checking every second, then says so.
 */
export const completeAuthorisation = async (
  ctx: AppContext,
  auth: Auth | null,
  query: CallbackQuery,
): Promise<CallbackOutcome> => {
  const failed = { success: false, message: INTEGRATION_MESSAGES.setupFailed };
  if (!query.state) return failed;
  const row = await findIntegrationByState(ctx.db, hashState(query.state));
  if (!row || !row.oauth_state_expires_at) return failed;
  const found = auth && (await findMembershipOfAccount(ctx.db, auth.user.key, row.account_key));
  if (!found || !found.membership.is_admin) return failed;
  if (row.oauth_state_expires_at.getTime() < Date.now() || query.error || !query.code) {
    await markIntegrationDeleted(ctx, row.key);
    return failed;
  }
  try {
    const tokens = await requestTokens(
      { ...siteOf(ctx, row), clientSecret: await unsealToken(ctx, row.client_secret_sealed) },
      { grant_type: 'authorization_code', code: query.code, redirect_uri: redirectUriOf(ctx) },
    );
    await storeTokens(ctx, row, tokens, {
      is_active: true,
      oauth_state_hash: null,
      oauth_state_expires_at: null,
    });
    return { success: true, message: INTEGRATION_MESSAGES.authenticated };
  } catch (error) {
    ctx.log.warn({ err: error, integration: row.key }, 'XPLAN authorisation failed');
    await markIntegrationDeleted(ctx, row.key);
    return failed;
  }
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page left in the authorisation window; the Integrations screen closes it when it sees the result. */
export const callbackPage = (outcome: CallbackOutcome): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>XPLAN · Quire</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1a1b1e}
main{max-width:28rem;padding:1.5rem;text-align:center}h1{font-size:1.25rem}p{color:#495057}</style></head>
<body><main><h1 role="${outcome.success ? 'status' : 'alert'}">${escapeHtml(outcome.message)}</h1>
<p>You can close this window and return to Quire.</p></main></body></html>`;
