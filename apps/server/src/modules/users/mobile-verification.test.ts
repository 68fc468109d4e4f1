import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, VERIFICATION_CODE_MESSAGES as M } from '@quire/domain';
import { textMessages, userCodes } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';

const t = useTestApp();
let numberSeq = 0;

/** A user with a saved number of their own (each test its own, so texts do not mix). */
const userWithMobile = async () => {
  const user = await signUpVerifiedUser(t);
  const mobile = `+2782555${String(1000 + numberSeq++).padStart(4, '0')}`;
  const r = await call(t.app, 'POST', '/app/user', {
    session: user,
    body: { data: { mobile_number: mobile } },
  });
  expect(r.statusCode, r.body).toBe(200);
  return { user, mobile };
};

const requestCode = (user: Session, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/app/user/request_otp', {
    session: user,
    body: { otp_type: 'verify_mobile', communication_channel: 'sms', ...body },
  });
const confirm = (user: Session, code: string) =>
  call(t.app, 'POST', '/app/user/verify_mobile', {
    session: user,
    body: { verification_otp: code },
  });

/** The code in the newest text to `mobile` (the outbox provider keeps it). */
const textTo = async (mobile: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.to_number, mobile))
    .orderBy(sql`${textMessages.date_created} desc`)
    .limit(1);
  return { code: /^(\d{6}) is your Quire code/.exec(row!.body)![1]!, channel: row!.channel };
};
const wrongOf = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
/** Moves the user's codes back in time, as if `seconds` had passed. */
const age = (userKey: string, seconds: number) =>
  t.ctx.db
    .update(userCodes)
    .set({ date_created: sql`${userCodes.date_created} - make_interval(secs => ${seconds})` })
    .where(eq(userCodes.user_key, userKey));

describe('mobile verification', () => {
  let ann: Session;
  beforeAll(async () => {
    ann = await signUpVerifiedUser(t);
  });

  it('needs a saved number first', async () => {
    const r = await requestCode(ann);
    expect(r.data).toEqual({ success: false, message: PROFILE_MESSAGES.mobileRequiredForCode });
    const none = await confirm(ann, '123456');
    expect(none.data).toEqual({ success: false, message: PROFILE_MESSAGES.noMobileCode });
  });

  it('texts a code to the saved number, keeps only its hash, and marks the number verified', async () => {
    const { user, mobile } = await userWithMobile();
    const sent = await requestCode(user, { mobile_number: mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.data).toMatchObject({ success: true, resend_after_seconds: 15 });
    expect(sent.data.message).toMatch(/^A verification code has been sent to \+27 /);
    const { code, channel } = await textTo(mobile);
    expect(channel).toBe('sms');
    expect(sent.body).not.toContain(code);
    const [stored] = await t.ctx.db
      .select()
      .from(userCodes)
      .where(and(eq(userCodes.user_key, user.user_key), eq(userCodes.purpose, 'verify_mobile')));
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.destination).toBe(mobile);

    const wrong = await confirm(user, wrongOf(code));
    expect(wrong.data).toEqual({ success: false, message: M.wrong(4) });
    const ok = await confirm(user, code.replace(/^(\d{3})/, '$1 '));
    expect(ok.data).toMatchObject({ success: true, message: PROFILE_MESSAGES.mobileVerified });
    expect(ok.data.user).toMatchObject({ mobile_number: mobile });
    expect(typeof (ok.data.user as { mobile_verified_at: unknown }).mobile_verified_at).toBe(
      'string',
    );
    const again = await confirm(user, code);
    expect(again.data.message).toBe(M.used);
    const asked = await requestCode(user);
    expect(asked.data.message).toBe(PROFILE_MESSAGES.mobileAlreadyVerified);
  });

  it('sends by WhatsApp when asked, and only to the saved number', async () => {
    const { user, mobile } = await userWithMobile();
    const other = await requestCode(user, { mobile_number: '+27825559999' });
    expect(other.data).toEqual({ success: false, message: PROFILE_MESSAGES.mobileNotSaved });
    const sent = await requestCode(user, { communication_channel: 'whatsapp' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await textTo(mobile)).channel).toBe('whatsapp');
  });

  it('waits 15 s between codes and voids the earlier one', async () => {
    const { user, mobile } = await userWithMobile();
    await requestCode(user);
    const first = (await textTo(mobile)).code;
    const soon = await requestCode(user);
    expect(soon.statusCode).toBe(429);
    expect(soon.data.message).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/);
    await age(user.user_key, 20);
    expect((await requestCode(user)).statusCode).toBe(200);
    const second = (await textTo(mobile)).code;
    if (first !== second) expect((await confirm(user, first)).statusCode).toBe(400);
    expect((await confirm(user, second)).statusCode).toBe(200);
  });

  it('locks the code after 5 wrong tries: even the right code is refused then', async () => {
    const { user, mobile } = await userWithMobile();
    await requestCode(user);
    const { code } = await textTo(mobile);
    for (const left of [4, 3, 2, 1]) {
      const r = await confirm(user, wrongOf(code));
      expect(r.data.message).toBe(M.wrong(left));
    }
    const fifth = await confirm(user, wrongOf(code));
    expect(fifth.statusCode).toBe(403);
    expect(fifth.data.message).toBe(M.locked);
    const right = await confirm(user, code);
    expect(right.statusCode).toBe(403);
    expect(right.data.message).toBe(M.locked);
    const me = await call(t.app, 'GET', '/app/user', { session: user });
    expect(me.data.user).toMatchObject({ mobile_verified_at: null });
  });

  it('refuses more than 10 codes an hour', async () => {
    const { user } = await userWithMobile();
    for (let i = 0; i < 10; i++) {
      expect((await requestCode(user)).statusCode).toBe(200);
      await age(user.user_key, 20);
    }
    const eleventh = await requestCode(user);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.data.message).toBe(M.tooManyCodes);
  });

  it('forgets the verification when the number changes, and a code for the old number is void', async () => {
    const { user, mobile } = await userWithMobile();
    await requestCode(user);
    const { code } = await textTo(mobile);
    expect((await confirm(user, code)).statusCode).toBe(200);
    const changed = await call(t.app, 'POST', '/app/user', {
      session: user,
      body: { data: { mobile_number: '+27825550000' } },
    });
    expect(changed.data).toMatchObject({
      user: { mobile_number: '+27825550000', mobile_verified_at: null },
    });

    await age(user.user_key, 20);
    await requestCode(user);
    const next = (await textTo('+27825550000')).code;
    await call(t.app, 'POST', '/app/user', {
      session: user,
      body: { data: { mobile_number: '+27825550001' } },
    });
    const stale = await confirm(user, next);
    expect(stale.data).toEqual({ success: false, message: PROFILE_MESSAGES.mobileChanged });
  });
});
