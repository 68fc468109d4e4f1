import {
  POST_SIGN_PASSWORD_MESSAGES,
  POST_SIGN_PASSWORD_TTL_MINUTES,
  maskEmail,
  postSignPasswordRefusal,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { expireAuthTokensOf, issueAuthToken } from '../auth/auth-token-repository.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { postSignPasswordCaseOf } from './post-sign-password-facts.ts';

/** What the thank-you page may offer a signer whose session is ending (ADR 0032). */
export type PostSignPasswordOffer =
  { kind: 'choose_password'; token: string; maskedEmail: string } | { kind: 'log_in' };

/**
 * Made while the signer session still stands, as /post_sign_logout ends it: a single-use,
 * short-lived token that can do one thing, turn this signer user into an account. A signer whose
 * address already has an account is told to log in instead; anyone else is offered nothing.
 */
export const offerPostSignPassword = async (
  ctx: AppContext,
  user: UserRow,
): Promise<PostSignPasswordOffer | null> => {
  const found = await postSignPasswordCaseOf(ctx.db, user);
  if (!found?.signatory.email) return null;
  const refusal = postSignPasswordRefusal(found.facts);
  if (refusal === POST_SIGN_PASSWORD_MESSAGES.accountExists) return { kind: 'log_in' };
  if (refusal) return null;
  const token = await ctx.db.transaction(async (tx) => {
    await expireAuthTokensOf(tx, user.key, 'post_sign_password');
    return issueAuthToken(
      tx,
      user.key,
      'post_sign_password',
      POST_SIGN_PASSWORD_TTL_MINUTES * 60_000,
    );
  });
  return { kind: 'choose_password', token, maskedEmail: maskEmail(found.signatory.email) };
};

/** The offer as the #post_sign page reads it from its query (the token goes in a cookie). */
export const postSignPasswordParams = (offer: PostSignPasswordOffer | null): [string, string][] =>
  offer === null
    ? []
    : offer.kind === 'log_in'
      ? [['has_account', 'true']]
      : [
          ['password_offer', 'true'],
          ['password_for', offer.maskedEmail],
        ];
