import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TWO_STEP_MESSAGES as M } from '@quire/domain';
import { passkeys, recoveryCodes, userCodes, users } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import {
  logInWithPassword,
  secondStep,
  secretOf,
  setUser,
  textedCode,
  totpCode,
} from './two-step-test-helpers.ts';

const t = useTestApp();
type Person = Session & { email_address: string; password: string };
/** Every answer a test saw: no secret may ever be in one. */
const seen: string[] = [];
const remember = <T extends { body: string }>(r: T): T => (seen.push(r.body), r);

describe('personal PIN', () => {
  let pia: Person;
  let recovery: string[];
  beforeAll(async () => {
    pia = await signUpVerifiedUser(t, { full_name: 'Pia Pin' });
  });

  it('refuses a short PIN with the spec message, then turns on and shows recovery codes once', async () => {
    const short = await setUser(t, pia, {
      use_two_factor_authentication: true,
      two_factor_pin_method: 'pin',
      pin: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.data.message).toBe('Pin must be at least 4 digits');
    const on = remember(
      await setUser(t, pia, {
        use_two_factor_authentication: true,
        two_factor_pin_method: 'pin',
        pin: '4821',
      }),
    );
    expect(on.data).toMatchObject({
      success: true,
      user: { use_two_factor_authentication: true, two_factor_pin_method: 'pin' },
    });
    recovery = (on.data.user as { recovery_codes: string[] }).recovery_codes;
    expect(recovery).toHaveLength(10);
    const again = remember(await call(t.app, 'GET', '/app/user', { session: pia }));
    expect(again.body).not.toContain('recovery_codes');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.key, pia.user_key));
    expect(row!.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('asks for the second step at login and gives no session before it', async () => {
    const login = remember(await logInWithPassword(t, pia));
    expect(login.data).toMatchObject({
      success: true,
      two_step_required: true,
      methods: ['pin', 'recovery_code'],
    });
    expect(login.data).not.toHaveProperty('session_token');
    expect(login.headers['set-cookie']).toBeUndefined();
    const done = remember(await secondStep(t, login.data.challenge_token as string, 'pin', '4821'));
    expect(done.data).toMatchObject({ success: true, message: 'Authenticated successfully.' });
    const me = await call(t.app, 'GET', '/app/user', { session: done.data as unknown as Session });
    expect(me.statusCode).toBe(200);
  });

  it('locks the challenge after five wrong PINs, even against the right one', async () => {
    const token = (await logInWithPassword(t, pia)).data.challenge_token as string;
    for (let i = 0; i < 4; i++) {
      const wrong = await secondStep(t, token, 'pin', '0000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.data.message).toBe(M.codeWrong);
    }
    const fifth = await secondStep(t, token, 'pin', '0000');
    expect(fifth.data.message).toBe(M.challengeLocked);
    const right = await secondStep(t, token, 'pin', '4821');
    expect(right.statusCode).toBe(401);
    expect(right.data.message).toBe(M.challengeLocked);
  });

  it('takes a recovery code once', async () => {
    const first = (await logInWithPassword(t, pia)).data.challenge_token as string;
    const ok = await secondStep(t, first, 'recovery_code', recovery[0]!.toUpperCase());
    expect(ok.data.success).toBe(true);
    const second = (await logInWithPassword(t, pia)).data.challenge_token as string;
    const reused = await secondStep(t, second, 'recovery_code', recovery[0]!);
    expect(reused.statusCode).toBe(401);
    const rows = await t.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.user_key, pia.user_key));
    expect(rows.filter((r) => r.used_at)).toHaveLength(1);
  });

  it('regenerates recovery codes with the password; the old ones stop working', async () => {
    const noPassword = await call(t.app, 'POST', '/app/user/two_step/recovery_codes', {
      session: pia,
      body: {},
    });
    expect(noPassword.data.message).toBe(M.passwordRequired);
    const fresh = await call(t.app, 'POST', '/app/user/two_step/recovery_codes', {
      session: pia,
      body: { current_password: pia.password },
    });
    expect(fresh.data.recovery_codes).toHaveLength(10);
    const token = (await logInWithPassword(t, pia)).data.challenge_token as string;
    expect((await secondStep(t, token, 'recovery_code', recovery[1]!)).statusCode).toBe(401);
  });

  it('turns off only with the current password', async () => {
    const without = await setUser(t, pia, { use_two_factor_authentication: false });
    expect(without.data.message).toBe(M.passwordRequired);
    const wrong = await setUser(t, pia, {
      use_two_factor_authentication: false,
      current_password: 'not it',
    });
    expect(wrong.data.message).toBe(M.passwordWrong);
    const off = await setUser(t, pia, {
      use_two_factor_authentication: false,
      current_password: pia.password,
    });
    expect(off.data.user).toMatchObject({
      use_two_factor_authentication: false,
      two_factor_pin_method: null,
    });
    const login = await logInWithPassword(t, pia);
    expect(login.data.session_token).toEqual(expect.any(String));
  });
});

describe('a code method beside a passkey', () => {
  it('turning the code method off keeps the recovery codes: the passkey is still a second step', async () => {
    const pat = await signUpVerifiedUser(t, { full_name: 'Pat Passkey' });
    const on = await setUser(t, pat, {
      use_two_factor_authentication: true,
      two_factor_pin_method: 'pin',
      pin: '4821',
    });
    const codes = (on.data.user as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    // The passkey itself is the passkeys module's (passkeys.test.ts): here only that one exists.
    await t.ctx.db.insert(passkeys).values({
      credential_id: `cred-${pat.user_key}`,
      user_key: pat.user_key,
      public_key: 'unused-here',
      name: 'Laptop',
    });
    const off = await setUser(t, pat, {
      use_two_factor_authentication: false,
      current_password: pat.password,
    });
    expect(off.statusCode).toBe(200);
    const status = await call(t.app, 'GET', '/app/user/two_step', { session: pat });
    expect(status.data.two_step).toMatchObject({
      enabled: false,
      has_passkey: true,
      recovery_codes_left: 10,
    });
    const token = (await logInWithPassword(t, pat)).data.challenge_token as string;
    expect((await secondStep(t, token, 'recovery_code', codes[0]!)).statusCode).toBe(200);
  });
});

describe('authenticator (TOTP)', () => {
  let tom: Person;
  let secret: string;
  beforeAll(async () => {
    tom = await signUpVerifiedUser(t, { full_name: 'Tom Totp' });
  });

  it('offers an otpauth link and keeps the same pending secret until a new one is asked for', async () => {
    const first = remember(
      await call(t.app, 'POST', '/app/user/get_create_totp_secret', { session: tom, body: {} }),
    );
    expect(first.data).toMatchObject({ success: true, require_otp: false, message: M.totpScan });
    const link = first.data.totp_link as string;
    expect(link).toMatch(/^otpauth:\/\/totp\/Quire/);
    secret = secretOf(link);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.key, tom.user_key));
    expect(row!.totp_pending_secret_sealed).not.toContain(secret);
    const same = await call(t.app, 'POST', '/app/user/get_create_totp_secret', {
      session: tom,
      body: {},
    });
    expect(secretOf(same.data.totp_link as string)).toBe(secret);
  });

  it('turns on only with a right code', async () => {
    const wrong = await setUser(t, tom, {
      use_two_factor_authentication: true,
      two_factor_pin_method: 'time_one_time_pin',
      verification_otp: '000000',
    });
    expect(wrong.data.message).toBe(M.codeWrong);
    const on = remember(
      await setUser(t, tom, {
        use_two_factor_authentication: true,
        two_factor_pin_method: 'time_one_time_pin',
        verification_otp: await totpCode(secret),
      }),
    );
    expect(on.data.user).toMatchObject({ two_factor_pin_method: 'time_one_time_pin' });
  });

  it('never shows the secret again: a new one needs a current code', async () => {
    const again = remember(
      await call(t.app, 'POST', '/app/user/get_create_totp_secret', { session: tom, body: {} }),
    );
    expect(again.data).toMatchObject({ totp_link: null, require_otp: true });
    remember(await call(t.app, 'GET', '/app/user/two_step', { session: tom }));
    for (const body of seen.slice(-2)) expect(body).not.toContain(secret);
  });

  it('logs in with a code and refuses the same code again', async () => {
    // The code that turned it on belongs to this step: at login the next one is needed.
    const used = await totpCode(secret);
    const token = (await logInWithPassword(t, tom)).data.challenge_token as string;
    const replay = await secondStep(t, token, 'time_one_time_pin', used);
    expect(replay.data.message).toBe(M.codeReplayed);
    const next = await totpCode(secret, 1);
    const ok = await secondStep(t, token, 'time_one_time_pin', next);
    expect(ok.data).toMatchObject({ success: true, message: 'Authenticated successfully.' });
    const token2 = (await logInWithPassword(t, tom)).data.challenge_token as string;
    const again = await secondStep(t, token2, 'time_one_time_pin', next);
    expect(again.statusCode).toBe(401);
    expect(again.data.message).toBe(M.codeReplayed);
  });
});

describe('SMS codes', () => {
  let sam: Person;
  const number = '+27825559876';
  beforeAll(async () => {
    sam = await signUpVerifiedUser(t, { full_name: 'Sam Sms' });
  });

  it('proves the number with a texted code, then turns on', async () => {
    const sent = await call(t.app, 'POST', '/app/user/two_step/send_code', {
      session: sam,
      body: { mobile_number: '+27 82 555 9876' },
    });
    expect(sent.data).toMatchObject({ success: true });
    expect(sent.body).not.toContain('9876 is');
    const code = await textedCode(t, number);
    expect(sent.body).not.toContain(code);
    const on = await setUser(t, sam, {
      use_two_factor_authentication: true,
      two_factor_pin_method: 'sms_one_time_pin',
      verification_otp: code,
    });
    expect(on.data.user).toMatchObject({
      two_factor_pin_method: 'sms_one_time_pin',
      mobile_number: number,
    });
  });

  it('texts a code at login, waits 15 s to resend, and takes the code once', async () => {
    const login = remember(await logInWithPassword(t, sam));
    expect(login.data).toMatchObject({
      two_step_required: true,
      methods: ['sms_one_time_pin', 'recovery_code'],
      destination: expect.stringContaining('76'),
    });
    const token = login.data.challenge_token as string;
    const code = await textedCode(t, number);
    expect(login.body).not.toContain(code);
    const soon = await call(t.app, 'POST', '/app/auth/two_step/resend', {
      body: { challenge_token: token },
    });
    expect(soon.statusCode).toBe(429);
    const ok = remember(await secondStep(t, token, 'sms_one_time_pin', code));
    expect(ok.data.success).toBe(true);
    const token2 = (await logInWithPassword(t, sam)).data.challenge_token as string;
    // Single use: within 15 s no new code is sent, and the used one does not work again.
    expect((await secondStep(t, token2, 'sms_one_time_pin', code)).statusCode).toBe(401);
  });

  it('resends after 15 s; the earlier code is then void', async () => {
    // Time passes: the codes sent so far are older than the 15-s hold.
    const later = () =>
      t.ctx.db
        .update(userCodes)
        .set({ date_created: new Date(Date.now() - 60_000) })
        .where(eq(userCodes.user_key, sam.user_key));
    await later();
    const token = (await logInWithPassword(t, sam)).data.challenge_token as string;
    const before = await textedCode(t, number);
    await later();
    const resent = remember(
      await call(t.app, 'POST', '/app/auth/two_step/resend', { body: { challenge_token: token } }),
    );
    expect(resent.data).toMatchObject({
      success: true,
      destination: expect.stringContaining('76'),
    });
    const after = await textedCode(t, number);
    expect(after).not.toBe(before);
    expect(resent.body).not.toContain(after);
    expect((await secondStep(t, token, 'sms_one_time_pin', before)).statusCode).toBe(401);
    expect((await secondStep(t, token, 'sms_one_time_pin', after)).data.success).toBe(true);
  });

  it('a method the challenge does not offer is refused', async () => {
    const token = (await logInWithPassword(t, sam)).data.challenge_token as string;
    const r = await secondStep(t, token, 'pin', '1234');
    expect(r.data.message).toBe(M.methodNotOffered);
  });
});

describe('answers', () => {
  it('never carry a PIN hash, a sealed secret or a code hash', () => {
    for (const body of seen) {
      expect(body).not.toMatch(/pin_hash|totp_secret|sealed|code_hash|\$argon2/);
    }
  });

  it('an unknown challenge is refused', async () => {
    const r = await secondStep(t, 'nope', 'pin', '1234');
    expect(r.statusCode).toBe(401);
    expect(r.data.message).toBe(M.challengeExpired);
    expect(MESSAGES.loggedIn).toBe('Logged in.');
  });
});
