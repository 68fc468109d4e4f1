import { WEBHOOK_MESSAGES } from '@quire/domain';
import { forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';

/**
 * The workspace whose webhooks the caller manages: the selected membership's, and only for its
 * admins (ADR 0043): an endpoint receives every subscribed event of the whole workspace,
 * signer names and addresses included, and its secret is revealed to whoever manages it.
 */
export const webhookWorkspaceOf = (auth: Auth): { accountKey: string; auth: Auth } => {
  const membership = auth.userAccount;
  if (!membership?.is_admin) throw forbidden(WEBHOOK_MESSAGES.adminsOnly);
  return { accountKey: membership.account_key, auth };
};
