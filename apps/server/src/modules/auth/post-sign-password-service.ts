import { POST_SIGN_PASSWORD_MESSAGES, postSignPasswordRefusal } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { ensurePersonalAccount } from '../accounts/invitation-service.ts';
import {
  addPackViewer,
  postSignPasswordCaseOf,
} from '../signing-requests/post-sign-password-facts.ts';
import { RATE_LIMITS, isUniqueViolation, perIp } from './auth-service.ts';
import type { LoginResult } from './session-repository.ts';
import { consumeAuthToken, expireAuthTokensOf, findAuthToken } from './auth-token-repository.ts';
import { hashPassword } from './passwords.ts';
import { createSession, revokeAllSessionsOf } from './session-repository.ts';
import { findUserByKey, updateUser } from './user-repository.ts';

const accountExists = () => new AppError(409, POST_SIGN_PASSWORD_MESSAGES.accountExists);

/**
 * POST /app/auth/post_sign_password (ADR 0032): the thank-you page's offer token (its cookie) and
 * a password
 * turn the signer's account-less signer user into their own account, with the address the
 * signing request was mailed to, verified by that mail; then a browsing session. The token is
 * single-use and every rule is checked again here, so a replay or a stale page creates nothing.
 * Like sign-up, the terms are accepted in the #documents gate and a personal workspace is made.
 */
export const keepAccessAfterSigning = async (
  ctx: AppContext,
  input: { token: string | undefined; password: string },
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResult> => {
  await consumeRateLimit(
    ctx.db,
    `post_sign_password:ip:${client.ip}`,
    perIp(ctx, RATE_LIMITS.signUpPerIp),
  );
  const row = input.token
    ? await findAuthToken(ctx.db, input.token, 'post_sign_password')
    : undefined;
  if (!row) throw badRequest(POST_SIGN_PASSWORD_MESSAGES.offerInvalid);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Used first: two submissions at once create one account; a refusal below undoes this.
      if (!(await consumeAuthToken(tx, row.token_hash)))
        throw badRequest(POST_SIGN_PASSWORD_MESSAGES.offerInvalid);
      const signer = await findUserByKey(tx, row.user_key);
      const found = signer ? await postSignPasswordCaseOf(tx, signer) : null;
      if (!signer || !found?.signatory.email)
        throw badRequest(POST_SIGN_PASSWORD_MESSAGES.offerInvalid);
      const refusal = postSignPasswordRefusal(found.facts);
      if (refusal === POST_SIGN_PASSWORD_MESSAGES.accountExists) throw accountExists();
      if (refusal) throw forbidden(refusal);

      const user = await updateUser(tx, signer.key, {
        email_address: found.signatory.email.trim().toLowerCase(),
        password_hash: passwordHash,
        verified: true,
        request_password: false,
      });
      await ensurePersonalAccount(tx, user);
      await addPackViewer(tx, found.signatory.document_key, user.key);
      await expireAuthTokensOf(tx, user.key, 'post_sign_password');
      // The signer sessions of the signing link end: from here on this is a login.
      await revokeAllSessionsOf(tx, user.key);
      const session = await createSession(tx, {
        userKey: user.key,
        canBrowse: true,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      const updated = (await findUserByKey(tx, user.key)) ?? user;
      return { ...session, user: updated };
    });
  } catch (error) {
    // Someone signed up with the address in the meantime: theirs stays theirs.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
};

/**
 * DELETE /app/auth/post_sign_password: "No thanks". The offer's token is used up, so nobody at the
 * same browser can take it up later (the page cannot delete an HttpOnly cookie itself).
 */
export const declineKeepAccess = async (ctx: AppContext, token: string | undefined) => {
  const row = token ? await findAuthToken(ctx.db, token, 'post_sign_password') : undefined;
  if (row) await consumeAuthToken(ctx.db, row.token_hash);
};
