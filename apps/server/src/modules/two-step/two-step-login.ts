import {
  MAX_TWO_STEP_ATTEMPTS,
  TWO_STEP_CHALLENGE_TTL_MS,
  TWO_STEP_MESSAGES as M,
  type TwoStepChallengeAnswer,
  type TwoStepLoginInput,
  type TwoStepLoginMethod,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createSession, type UserRow } from '../auth/session-repository.ts';
import { findUserByKey } from '../auth/user-repository.ts';
import type { LoginResult } from '../auth/session-repository.ts';
import { hasPasskey } from '../passkeys/passkey-repository.ts';
import { checkMethodCode } from './method-checks.ts';
import { sendTwoStepCode } from './sms-codes.ts';
import {
  countWrongAnswer,
  insertChallenge,
  lockChallenge,
  useChallenge,
  type ChallengeRow,
} from './two-step-repository.ts';

type Client = { ip: string; userAgent: string | undefined };

const hasMethod = (user: UserRow) =>
  user.use_two_factor_authentication && user.two_factor_pin_method !== null;

/** The second steps a login offers: the user's method, a passkey, and always a recovery code. */
const methodsOf = async (ctx: AppContext, user: UserRow): Promise<TwoStepLoginMethod[]> => {
  const methods: TwoStepLoginMethod[] = [];
  if (hasMethod(user)) methods.push(user.two_factor_pin_method as TwoStepLoginMethod);
  if (await hasPasskey(ctx.db, user.key)) methods.push('passkey');
  if (methods.length > 0) methods.push('recovery_code');
  return methods;
};

/**
 * After a right password: null when the user has no second step, otherwise a challenge (and, for
 * SMS, a code sent) instead of a session (ADR 0028).
 */
export const startTwoStep = async (
  ctx: AppContext,
  user: UserRow,
  client: Client,
): Promise<TwoStepChallengeAnswer | null> => {
  const methods = await methodsOf(ctx, user);
  if (methods.length === 0) return null;
  return ctx.db.transaction(async (tx) => {
    const challengeToken = await insertChallenge(tx, {
      userKey: user.key,
      ip: client.ip,
      userAgent: client.userAgent,
      expiresAt: new Date(Date.now() + TWO_STEP_CHALLENGE_TTL_MS),
    });
    const destination =
      methods[0] === 'sms_one_time_pin' && user.mobile_number
        ? await sendTwoStepCode(ctx, tx, user, 'login', user.mobile_number, { keepRecent: true })
        : undefined;
    return {
      success: true,
      two_step_required: true,
      challenge_token: challengeToken,
      methods,
      ...(destination ? { destination } : {}),
      message: destination ? M.codeSent(destination) : M.confirmItIsYou,
    };
  });
};

/** A challenge that may still be answered, or the reason it may not. */
const liveChallenge = (row: ChallengeRow | undefined): ChallengeRow => {
  if (!row?.user_key || row.used_at || row.expires_at <= new Date())
    throw unauthorized(M.challengeExpired);
  if (row.attempts >= MAX_TWO_STEP_ATTEMPTS) throw unauthorized(M.challengeLocked);
  return row;
};

/**
 * POST /app/auth/two_step: a right code ends the challenge with a session; a wrong one counts
 * (committed before the refusal is thrown) and the fifth locks the challenge.
 */
export const finishTwoStep = async (
  ctx: AppContext,
  input: TwoStepLoginInput,
  client: Client,
): Promise<LoginResult> => {
  await consumeRateLimit(ctx.db, `two_step:ip:${client.ip}`, {
    limit: 50 * ctx.config.rateLimitPerIpScale,
    windowSeconds: 900,
  });
  const outcome = await ctx.db.transaction(async (tx) => {
    const challenge = liveChallenge(await lockChallenge(tx, input.challenge_token));
    const user = await findUserByKey(tx, challenge.user_key!);
    if (!user) throw unauthorized(M.challengeExpired);
    const check = await checkMethodCode(tx, user, input.method, input.code);
    if (!check.ok) {
      await countWrongAnswer(tx, challenge.token_hash);
      const locked = challenge.attempts + 1 >= MAX_TWO_STEP_ATTEMPTS;
      return { ok: false as const, message: locked ? M.challengeLocked : check.message };
    }
    await useChallenge(tx, challenge.token_hash);
    const session = await createSession(tx, {
      userKey: user.key,
      canBrowse: true,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { ok: true as const, result: { ...session, user } };
  });
  if (!outcome.ok) throw unauthorized(outcome.message);
  return outcome.result;
};

/** POST /app/auth/two_step/resend: a new SMS code for a live challenge (after 15 s). */
export const resendTwoStepCode = async (
  ctx: AppContext,
  challengeToken: string,
): Promise<{ destination: string; message: string }> =>
  ctx.db.transaction(async (tx) => {
    const challenge = liveChallenge(await lockChallenge(tx, challengeToken));
    const user = await findUserByKey(tx, challenge.user_key!);
    if (
      !user ||
      !hasMethod(user) ||
      user.two_factor_pin_method !== 'sms_one_time_pin' ||
      !user.mobile_number
    )
      throw unauthorized(M.methodNotOffered);
    const destination = await sendTwoStepCode(ctx, tx, user, 'login', user.mobile_number);
    return { destination, message: M.codeSent(destination) };
  });
