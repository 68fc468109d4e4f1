import { LOGIN_URL, MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';

/**
 * Who may use /app/management/* (ADR 0023): a browsing session of a verified user whose address
 * QUIRE_OPERATORS lists. Verification matters: anyone could sign up with a listed address that
 * has no account yet, but only its owner can open the verification mail.
 */
export const isOperator = (ctx: AppContext, auth: Auth | null): auth is Auth =>
  auth !== null &&
  auth.session.can_browse &&
  // An API key or application never opens the management screen: only a person at a browser
  // may (ADR 0031).
  !auth.credential &&
  auth.user.verified &&
  ctx.config.operators.has(auth.user.email_address.toLowerCase());

/**
 * Spec §8: the management area answers 401 to everyone else, with the login page as `redirect`
 * (and `redirect_url`, which the web client follows) when nobody is logged in.
 */
export const requireOperator = (ctx: AppContext, auth: Auth | null): Auth => {
  if (auth === null)
    throw unauthorized(MESSAGES.loginRequired, { redirect: LOGIN_URL, redirect_url: LOGIN_URL });
  if (!isOperator(ctx, auth)) throw unauthorized(MESSAGES.notAuthorized, { redirect: null });
  return auth;
};
