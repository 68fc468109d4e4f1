import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_MESSAGES, PASSKEY_PROMPT_TIMEOUT_MS, type PasskeyView } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { openCeremony, takeCeremony } from './login-challenge-repository.ts';
import {
  deletePasskey,
  findPasskeyOf,
  insertPasskey,
  listPasskeysOf,
  renamePasskey,
  toPasskeyView,
} from './passkey-repository.ts';
import { relyingPartyOf, signedChallengeOf } from './relying-party.ts';

/** The password asked on removal must not become a way to guess it (cf. login's 10 per 15 min). */
const REMOVE_RATE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

type Client = { ip: string; userAgent: string | undefined };

/** The WebAuthn user handle: the user's key, which a password-less login reads back. */
export const userHandleOf = (userKey: string) => new Uint8Array(Buffer.from(userKey, 'utf8'));

export const passkeyRegistrationOptions = async (ctx: AppContext, auth: Auth, client: Client) => {
  const rp = relyingPartyOf(ctx.config.publicUrl);
  const existing = await listPasskeysOf(ctx.db, auth.user.key);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: auth.user.email_address,
    userDisplayName: auth.user.full_name,
    userID: userHandleOf(auth.user.key),
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    attestationType: 'none',
    // One credential per authenticator: the browser says so instead of making a duplicate.
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    // Discoverable and verified: the same passkey then also serves a password-less login.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await openCeremony(ctx.db, {
    purpose: 'passkey_register',
    challenge: options.challenge,
    userKey: auth.user.key,
    ...client,
  });
  return options;
};

export const addPasskey = async (
  ctx: AppContext,
  auth: Auth,
  input: { response: RegistrationResponseJSON; name: string },
): Promise<PasskeyView> => {
  const challenge = signedChallengeOf(input.response.response.clientDataJSON);
  const ceremony = challenge
    ? await takeCeremony(ctx.db, 'passkey_register', challenge, auth.user.key)
    : undefined;
  if (!ceremony?.webauthn_challenge) throw badRequest(PASSKEY_MESSAGES.ceremonyExpired);
  const rp = relyingPartyOf(ctx.config.publicUrl);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: ceremony.webauthn_challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    ctx.log.info({ err: error }, 'passkey registration refused');
    return null;
  });
  if (!verification?.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
  const { credential } = verification.registrationInfo;
  const row = await insertPasskey(ctx.db, {
    credential_id: credential.id,
    user_key: auth.user.key,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: input.response.response.transports ?? [],
    name: input.name,
  });
  if (!row) throw badRequest(PASSKEY_MESSAGES.alreadyRegistered);
  return toPasskeyView(row);
};

export const listPasskeys = async (ctx: AppContext, auth: Auth): Promise<PasskeyView[]> =>
  (await listPasskeysOf(ctx.db, auth.user.key)).map(toPasskeyView);

export const renameOwnPasskey = async (
  ctx: AppContext,
  auth: Auth,
  credentialId: string,
  name: string,
): Promise<PasskeyView> => {
  const row = await renamePasskey(ctx.db, auth.user.key, credentialId, name);
  if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
  return toPasskeyView(row);
};

/**
 * Removing a passkey takes the account's password, whatever the session's age (ADR 0029): a
 * browser left signed in must not be enough to strip a sign-in method from the account.
 */
export const removePasskey = async (
  ctx: AppContext,
  auth: Auth,
  credentialId: string,
  password: string | undefined,
): Promise<void> => {
  if (!(await findPasskeyOf(ctx.db, auth.user.key, credentialId)))
    throw notFound(PASSKEY_MESSAGES.notFound);
  if (!password) throw badRequest(PASSKEY_MESSAGES.passwordRequired);
  await consumeRateLimit(ctx.db, `passkey_remove:user:${auth.user.key}`, REMOVE_RATE_LIMIT);
  const hash = auth.user.password_hash;
  if (!hash || !(await verifyPassword(hash, password)))
    throw forbidden(PASSKEY_MESSAGES.passwordIncorrect);
  if (!(await deletePasskey(ctx.db, auth.user.key, credentialId)))
    throw notFound(PASSKEY_MESSAGES.notFound);
};
