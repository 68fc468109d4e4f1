import type { FastifyReply } from 'fastify';
import { MESSAGES, SESSION_COOKIE, SESSION_TTL_DAYS, SIGNER_XSRF_COOKIE } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { LoginResult } from './session-repository.ts';

/**
 * What every finished way in answers (a password alone, its second step, a passkey): the session
 * cookie for page loads and the tokens the API client sends, in one shape.
 */
export const answerWithSession = (
  ctx: AppContext,
  reply: FastifyReply,
  result: LoginResult,
  message: string = MESSAGES.loggedIn,
) => {
  void reply.setCookie(SESSION_COOKIE, result.sessionToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_DAYS * 86_400,
  });
  // A signer cookie left from a signing link would make the web app act as that signer
  // (ADR 0010); a login is a browsing session, so it goes.
  void reply.clearCookie(SIGNER_XSRF_COOKIE, { path: '/' });
  return {
    success: true,
    message,
    session_token: result.sessionToken,
    xsrf_token: result.xsrfToken,
    user_key: result.user.key,
    user_account_key: result.user.default_user_account_key,
  };
};
