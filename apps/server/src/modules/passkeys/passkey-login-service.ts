import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { MAX_TWO_STEP_ATTEMPTS, PASSKEY_MESSAGES, PASSKEY_PROMPT_TIMEOUT_MS } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import type { LoginResult } from '../auth/session-repository.ts';
import { createSession } from '../auth/session-repository.ts';
import { findUserByKey } from '../auth/user-repository.ts';
import {
  closeTwoStepChallenge,
  findTwoStepChallenge,
  openCeremony,
  setTwoStepWebauthnChallenge,
  takeCeremony,
  takeTwoStepWebauthnChallenge,
  type LoginChallengeRow,
} from './login-challenge-repository.ts';
import {
  findPasskey,
  listPasskeysOf,
  recordPasskeyUse,
  type PasskeyRow,
} from './passkey-repository.ts';
import { countWrongAnswer } from '../two-step/two-step-repository.ts';
import { relyingPartyOf, signedChallengeOf } from './relying-party.ts';

type Client = { ip: string; userAgent: string | undefined };

/** Ceremonies are opened without a session: as many per address as password login attempts. */
const OPTIONS_PER_IP = { limit: 50, windowSeconds: 15 * 60 };

/**
 * Request options for a passkey login. With a challenge_token it is the second step of a login
 * whose password was right: only that user's passkeys are offered. Without one it is a
 * password-less login: any discoverable passkey of this site, and the person must be verified
 * on the authenticator (PIN, fingerprint, face), because the passkey is then the whole login.
 */
export const passkeyLoginOptions = async (
  ctx: AppContext,
  challengeToken: string | undefined,
  client: Client,
) => {
  await consumeRateLimit(ctx.db, `passkey_options:ip:${client.ip}`, {
    ...OPTIONS_PER_IP,
    limit: OPTIONS_PER_IP.limit * ctx.config.rateLimitPerIpScale,
  });
  const rp = relyingPartyOf(ctx.config.publicUrl);
  if (challengeToken) {
    const login = await liveTwoStep(ctx, challengeToken);
    const own = await listPasskeysOf(ctx.db, login.user_key!);
    if (own.length === 0) throw unauthorized(PASSKEY_MESSAGES.unknownCredential);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: PASSKEY_PROMPT_TIMEOUT_MS,
      allowCredentials: own.map((p) => ({ id: p.credential_id, transports: p.transports })),
      userVerification: 'preferred',
    });
    await setTwoStepWebauthnChallenge(ctx.db, login.token_hash, options.challenge);
    return options;
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    userVerification: 'required',
  });
  await openCeremony(ctx.db, {
    purpose: 'passkey_login',
    challenge: options.challenge,
    userKey: null,
    ...client,
  });
  return options;
};

const liveTwoStep = async (ctx: AppContext, challengeToken: string) => {
  const login = await findTwoStepChallenge(ctx.db, challengeToken);
  if (!login?.user_key) throw unauthorized(PASSKEY_MESSAGES.ceremonyExpired);
  return login;
};

/** Checks the assertion against the stored public key; a refusal of any kind is one answer. */
const verifyAssertion = async (
  ctx: AppContext,
  passkey: PasskeyRow,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<number | null> => {
  const rp = relyingPartyOf(ctx.config.publicUrl);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification,
    credential: {
      id: passkey.credential_id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch((error: unknown) => {
    ctx.log.info({ err: error, credential: passkey.credential_id }, 'passkey login refused');
    return null;
  });
  return result?.verified ? result.authenticationInfo.newCounter : null;
};

/** Verifies a passkey login and opens a session exactly as a password login does. */
export const verifyPasskeyLogin = async (
  ctx: AppContext,
  input: { challenge_token?: string | undefined; response: AuthenticationResponseJSON },
  client: Client,
): Promise<LoginResult> => {
  const challenge = signedChallengeOf(input.response.response.clientDataJSON);
  if (!challenge) throw unauthorized(PASSKEY_MESSAGES.notVerified);
  const userKey = input.challenge_token
    ? await verifySecondStep(ctx, input.challenge_token, challenge, input.response)
    : await verifyPasswordless(ctx, challenge, input.response);
  const user = await findUserByKey(ctx.db, userKey);
  if (!user) throw unauthorized(PASSKEY_MESSAGES.unknownCredential);
  const session = await createSession(ctx.db, {
    userKey: user.key,
    canBrowse: true,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { ...session, user };
};

const verifyPasswordless = async (
  ctx: AppContext,
  challenge: string,
  response: AuthenticationResponseJSON,
): Promise<string> => {
  const ceremony = await takeCeremony(ctx.db, 'passkey_login', challenge, null);
  if (!ceremony) throw unauthorized(PASSKEY_MESSAGES.ceremonyExpired);
  const passkey = await findPasskey(ctx.db, response.id);
  if (!passkey) throw unauthorized(PASSKEY_MESSAGES.unknownCredential);
  // The authenticator names the account it holds the passkey for: it must be the passkey's owner.
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromUTF8String(passkey.user_key))
    throw unauthorized(PASSKEY_MESSAGES.notVerified);
  const counter = await verifyAssertion(ctx, passkey, response, challenge, true);
  if (counter === null) throw unauthorized(PASSKEY_MESSAGES.notVerified);
  await recordPasskeyUse(ctx.db, passkey.credential_id, counter);
  return passkey.user_key;
};

const verifySecondStep = async (
  ctx: AppContext,
  challengeToken: string,
  challenge: string,
  response: AuthenticationResponseJSON,
): Promise<string> => {
  const login = await takeTwoStepWebauthnChallenge(ctx.db, challengeToken, challenge);
  if (!login?.user_key) throw unauthorized(PASSKEY_MESSAGES.ceremonyExpired);
  const passkey = await findPasskey(ctx.db, response.id);
  // Another user's passkey proves nothing about this login: a wrong answer like any other.
  const counter =
    passkey && passkey.user_key === login.user_key
      ? await verifyAssertion(ctx, passkey, response, challenge, false)
      : null;
  if (counter === null || !passkey) return refuse(ctx, login, passkey);
  if (!(await closeTwoStepChallenge(ctx.db, login.token_hash)))
    throw unauthorized(PASSKEY_MESSAGES.ceremonyExpired);
  await recordPasskeyUse(ctx.db, passkey.credential_id, counter);
  return login.user_key;
};

const refuse = async (
  ctx: AppContext,
  login: LoginChallengeRow,
  passkey: PasskeyRow | undefined,
): Promise<never> => {
  await countWrongAnswer(ctx.db, login.token_hash);
  throw unauthorized(
    login.attempts + 1 >= MAX_TWO_STEP_ATTEMPTS
      ? PASSKEY_MESSAGES.loginLocked
      : passkey
        ? PASSKEY_MESSAGES.notVerified
        : PASSKEY_MESSAGES.unknownCredential,
  );
};
