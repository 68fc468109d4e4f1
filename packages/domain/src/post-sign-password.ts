import { z } from 'zod';
import { signerUserEmail } from './audit-identity.ts';
import type { SignatoryStatus } from './status-values.ts';
import { passwordSchema } from './user.ts';

/**
 * The post-signing password (§2 profile modal, §3 User.request_password, ADR 0032): a signer who
 * signed from a link mailed to them may turn their account-less signer user into an account of
 * their own, with the address the link reached, right after signing.
 */

/** How long the thank-you page's offer may be taken up. */
export const POST_SIGN_PASSWORD_TTL_MINUTES = 30;

/**
 * The offer's token travels in this HttpOnly cookie, scoped to the one route that takes it, never
 * in the page's address: a shared computer's history must not hold a way into the account.
 */
export const POST_SIGN_OFFER_COOKIE = 'quire_post_sign_offer';
export const POST_SIGN_PASSWORD_PATH = '/app/auth/post_sign_password';

export const POST_SIGN_PASSWORD_MESSAGES = {
  accountReady: 'Your account is ready. Your documents are here.',
  offerInvalid:
    'This offer has expired or was already used. You can still sign up with your email address.',
  accountExists:
    'You already have a Quire account with this email address. Log in to see your documents.',
  notSigned: 'Your account can be created once you have signed.',
  notMailed: 'Only a signer who received the signing request by email can keep access this way.',
  notSignerUser: 'You already have an account: log in to see your documents.',
} as const;

/** What the rule needs to know about the signer user and the signatory it signed as. */
export type PostSignPasswordFacts = {
  /** The user's address today (the signer user's is signerUserEmail of the signatory). */
  userEmail: string;
  userHasPassword: boolean;
  signatory: {
    uuid: string;
    status: SignatoryStatus;
    email: string | null;
    email_send_count: number;
    sms_send_count: number;
  };
  /** The kinds of signing link ever made for this signatory (email, signing_link, in_person). */
  linkTypes: readonly string[];
  /** Whether some other user already has the signatory's address. */
  addressTaken: boolean;
};

/**
 * Only links Quire mailed could have opened the session: at least one request went by email,
 * none by text message (a text message's link is an 'email' token too), and the owner made no
 * hand-shared or in-person link. Then reaching the signing screen proves the mailbox.
 */
export const mailboxProvenBySigning = (facts: PostSignPasswordFacts): boolean =>
  !!facts.signatory.email &&
  facts.signatory.email_send_count > 0 &&
  facts.signatory.sms_send_count === 0 &&
  facts.linkTypes.every((type) => type === 'email');

/** Why the signer may not keep access this way, or null when they may. */
export const postSignPasswordRefusal = (facts: PostSignPasswordFacts): string | null => {
  if (
    facts.userHasPassword ||
    facts.userEmail.toLowerCase() !== signerUserEmail(facts.signatory.uuid)
  )
    return POST_SIGN_PASSWORD_MESSAGES.notSignerUser;
  if (facts.signatory.status !== 'complete') return POST_SIGN_PASSWORD_MESSAGES.notSigned;
  if (!mailboxProvenBySigning(facts)) return POST_SIGN_PASSWORD_MESSAGES.notMailed;
  if (facts.addressTaken) return POST_SIGN_PASSWORD_MESSAGES.accountExists;
  return null;
};

/** Body of POST /app/auth/post_sign_password (the offer itself is the cookie). */
export const postSignPasswordSchema = (passwordMinLength: number) =>
  z.object({ password: passwordSchema(passwordMinLength) });
export type PostSignPasswordInput = z.infer<ReturnType<typeof postSignPasswordSchema>>;
