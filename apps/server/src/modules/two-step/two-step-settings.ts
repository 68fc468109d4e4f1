import {
  TWO_STEP_MESSAGES as M,
  normalisePhoneNumber,
  maskDestination,
  type TwoFactorMethod,
  type TwoStepStatus,
  type TwoStepUserInput,
  type User,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { findUserByKey, updateUser } from '../auth/user-repository.ts';
import { getUser } from '../users/user-view.ts';
import { checkSentCode, checkTotp } from './method-checks.ts';
import { sealSecret, unsealSecret } from './secret-sealing.ts';
import { sendTwoStepCode } from './sms-codes.ts';
import { newTotpSecret, totpLink } from './totp.ts';
import { hashRecoveryCode, newRecoveryCodes } from './two-step-codes.ts';
import { hasPasskey } from '../passkeys/passkey-repository.ts';
import { countLiveRecoveryCodes, replaceRecoveryCodes } from './two-step-repository.ts';

type Input = TwoStepUserInput & { current_password?: string | undefined };

export const hasTwoStepMethod = (user: UserRow): boolean =>
  user.use_two_factor_authentication && user.two_factor_pin_method !== null;

/** Changing or removing an active second step needs the password: a session alone may not. */
const requirePassword = async (user: UserRow, password: string | undefined) => {
  if (!password) throw badRequest(M.passwordRequired);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password)))
    throw badRequest(M.passwordWrong);
};

const SECRETS_CLEARED = {
  pin_hash: null,
  totp_secret_sealed: null,
  totp_pending_secret_sealed: null,
  totp_last_step: null,
} as const;

/** Proves the new method before anything is written; answers the columns that turn it on. */
const proveMethod = async (
  ctx: AppContext,
  user: UserRow,
  method: TwoFactorMethod,
  input: Input,
): Promise<Partial<UserRow>> => {
  if (method === 'pin') {
    if (!input.pin) throw badRequest(M.pinTooShort);
    return { ...SECRETS_CLEARED, pin_hash: await hashPassword(input.pin) };
  }
  if (!input.verification_otp) throw badRequest(M.codeRequired);
  if (method === 'time_one_time_pin') {
    const pending = user.totp_pending_secret_sealed;
    if (!pending) throw badRequest(M.totpSetUpFirst);
    // A new secret starts its own replay record.
    const check = await checkTotp(
      ctx.db,
      { ...user, totp_last_step: null },
      pending,
      input.verification_otp,
    );
    if (!check.ok) throw badRequest(check.message);
    const { totp_last_step } = (await findUserByKey(ctx.db, user.key))!;
    return { ...SECRETS_CLEARED, totp_secret_sealed: pending, totp_last_step };
  }
  const check = await checkSentCode(ctx.db, user, 'enable_sms', input.verification_otp);
  if (!check.ok) throw badRequest(check.message);
  const number = normalisePhoneNumber(check.destination!, ctx.config.defaultDialingCode);
  return {
    ...SECRETS_CLEARED,
    mobile_number: check.destination!,
    ...('dialing_code' in number ? { dialing_code: number.dialing_code } : {}),
    // The code reached the number, which proves it.
    mobile_verified_at: new Date(),
  };
};

/**
 * The two-step fields of POST /app/user (called from user-service): turn two-step on with a
 * proven method, switch methods, or turn it off. Null when the input has none of them. The
 * answer of the call that first turns it on carries the recovery codes, once.
 */
export const updateTwoStep = async (
  ctx: AppContext,
  row: UserRow,
  input: Input,
): Promise<User | null> => {
  if (
    input.use_two_factor_authentication === undefined &&
    input.two_factor_pin_method === undefined &&
    input.pin === undefined
  )
    return null;
  const settings = ctx.config.twoStep;
  const active = hasTwoStepMethod(row);
  if (input.use_two_factor_authentication === false) {
    if (!active) return getUser(ctx, row);
    await requirePassword(row, input.current_password);
    const passkey = await hasPasskey(ctx.db, row.key);
    if (settings.is_mandatory && !passkey) throw badRequest(M.mandatory);
    const off = await ctx.db.transaction(async (tx) => {
      // A passkey is still a second step: its recovery codes stay good.
      if (!passkey) await replaceRecoveryCodes(tx, row.key, []);
      return updateUser(tx, row.key, {
        ...SECRETS_CLEARED,
        use_two_factor_authentication: false,
        two_factor_pin_method: null,
      });
    });
    return getUser(ctx, off);
  }
  const method =
    input.two_factor_pin_method ??
    (active ? (row.two_factor_pin_method as TwoFactorMethod) : settings.default);
  if (!settings.options.includes(method)) throw badRequest(M.methodNotOffered);
  if (active) await requirePassword(row, input.current_password);
  const changes = await proveMethod(ctx, row, method, input);
  const codes = newRecoveryCodes();
  const { user, issued } = await ctx.db.transaction(async (tx) => {
    const fresh = (await countLiveRecoveryCodes(tx, row.key)) === 0;
    if (fresh)
      await replaceRecoveryCodes(
        tx,
        row.key,
        await Promise.all(codes.map((c) => hashRecoveryCode(tx, row.key, c))),
      );
    const written = await updateUser(tx, row.key, {
      ...changes,
      use_two_factor_authentication: true,
      two_factor_pin_method: method,
    });
    return { user: written, issued: fresh };
  });
  const answer = await getUser(ctx, user);
  return issued ? { ...answer, recovery_codes: codes } : answer;
};

/**
 * §7 get_create_totp_secret: an authenticator secret waiting for its first code (kept sealed as
 * totp_pending_secret_sealed). Replacing an authenticator in use needs one of its codes first
 * (require_otp); the link is the only place the secret ever leaves the server.
 */
export const getCreateTotpSecret = async (
  ctx: AppContext,
  row: UserRow,
  input: { verification_otp?: string | undefined; request_new_otp?: boolean | undefined },
) => {
  if (!ctx.config.twoStep.options.includes('time_one_time_pin'))
    throw badRequest(M.methodNotOffered);
  const inUse = hasTwoStepMethod(row) && row.two_factor_pin_method === 'time_one_time_pin';
  if (inUse) {
    if (!input.verification_otp)
      return { totp_link: null, require_otp: true, message: M.totpNeedsCurrentCode };
    await consumeRateLimit(ctx.db, `totp_secret:user:${row.key}`, {
      limit: 10,
      windowSeconds: 900,
    });
    const check = await checkTotp(ctx.db, row, row.totp_secret_sealed, input.verification_otp);
    if (!check.ok) throw badRequest(check.message);
  }
  let secret: string;
  if (row.totp_pending_secret_sealed && !input.request_new_otp && !inUse) {
    secret = await unsealSecret(ctx.db, row.totp_pending_secret_sealed);
  } else {
    secret = newTotpSecret();
    await updateUser(ctx.db, row.key, {
      totp_pending_secret_sealed: await sealSecret(ctx.db, secret),
    });
  }
  return {
    totp_link: totpLink(secret, row.email_address),
    require_otp: false,
    message: M.totpScan,
  };
};

/** Sends the code that proves the number SMS codes will go to (enabling SMS two-step). */
export const sendSmsSetupCode = async (
  ctx: AppContext,
  row: UserRow,
  input: { mobile_number?: string | undefined },
) => {
  if (!ctx.config.twoStep.options.includes('sms_one_time_pin'))
    throw badRequest(M.methodNotOffered);
  const raw = input.mobile_number || row.mobile_number;
  if (!raw) throw badRequest(M.mobileRequired);
  const number = normalisePhoneNumber(raw, ctx.config.defaultDialingCode);
  if ('error' in number) throw badRequest(number.error);
  const destination = await ctx.db.transaction((tx) =>
    sendTwoStepCode(ctx, tx, row, 'enable_sms', number.e164),
  );
  return { destination, message: M.codeSent(destination) };
};

/** New recovery codes (the old ones stop working); needs the password. */
export const regenerateRecoveryCodes = async (
  ctx: AppContext,
  row: UserRow,
  password: string | undefined,
): Promise<string[]> => {
  if (!hasTwoStepMethod(row) && !(await hasPasskey(ctx.db, row.key)))
    throw badRequest(M.methodRequired);
  await requirePassword(row, password);
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) =>
    replaceRecoveryCodes(
      tx,
      row.key,
      await Promise.all(codes.map((c) => hashRecoveryCode(tx, row.key, c))),
    ),
  );
  return codes;
};

/** §6: mandatory two-step and the user has neither a method nor a passkey. */
export const isTwoStepSetupRequired = async (ctx: AppContext, row: UserRow): Promise<boolean> =>
  ctx.config.twoStep.is_mandatory && !hasTwoStepMethod(row) && !(await hasPasskey(ctx.db, row.key));

export const getTwoStepStatus = async (ctx: AppContext, row: UserRow): Promise<TwoStepStatus> => {
  const passkey = await hasPasskey(ctx.db, row.key);
  const enabled = hasTwoStepMethod(row);
  return {
    settings: ctx.config.twoStep,
    enabled,
    method: enabled ? (row.two_factor_pin_method as TwoFactorMethod) : null,
    has_passkey: passkey,
    recovery_codes_left: await countLiveRecoveryCodes(ctx.db, row.key),
    sms_destination: row.mobile_number ? maskDestination('sms', row.mobile_number) : null,
    setup_required: ctx.config.twoStep.is_mandatory && !enabled && !passkey,
  };
};
