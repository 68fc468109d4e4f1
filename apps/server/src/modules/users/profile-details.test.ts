import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, PROFILE_MESSAGES, withOverride } from '@quire/domain';
import { sessions, users } from '../../db/schema.ts';
import { addMember, setPermissions } from '../../../test/seed-documents.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';

const t = useTestApp();
type Person = Session & { password: string; email_address: string };
let ann: Person;

const post = (who: Session, data: Record<string, unknown>, headers = {}) =>
  call(t.app, 'POST', '/app/user', { session: who, headers, body: { data } });
const rowOf = async (key: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.key, key)))[0]!;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
});

describe('profile details (POST /app/user)', () => {
  it('stores a mobile number typed locally in E.164, read in the chosen dialing code', async () => {
    const r = await post(ann, { dialing_code: '+27', mobile_number: '082 555 1234' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data).toMatchObject({
      message: MESSAGES.userUpdated,
      user: { mobile_number: '+27825551234', dialing_code: '+27', mobile_verified_at: null },
    });
    // A number given with its own country code sets the dialing code from it.
    const uk = await post(ann, { mobile_number: '+44 7911 123456' });
    expect(uk.data).toMatchObject({
      user: { mobile_number: '+447911123456', dialing_code: '+44' },
    });
  });

  it('refuses a number that is not a mobile number and writes nothing', async () => {
    const before = await rowOf(ann.user_key);
    const r = await post(ann, { full_name: 'Ann Changed', mobile_number: '12' });
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message: 'Not a valid mobile' });
    const after = await rowOf(ann.user_key);
    expect([after.full_name, after.mobile_number]).toEqual([
      before.full_name,
      before.mobile_number,
    ]);
  });

  it('removes the number when it is emptied, and refuses an invalid dialing code', async () => {
    const cleared = await post(ann, { mobile_number: '' });
    expect(cleared.data).toMatchObject({ user: { mobile_number: null } });
    const bad = await post(ann, { dialing_code: '27' });
    expect(bad.data).toEqual({ success: false, message: 'Please choose a valid dialing code.' });
  });

  it('switches receive_updates', async () => {
    const r = await post(ann, { receive_updates: true });
    expect(r.data).toMatchObject({ user: { receive_updates: true } });
    expect((await rowOf(ann.user_key)).receive_updates).toBe(true);
  });

  it('chooses the default workspace only among the user’s active memberships', async () => {
    const team = await call(t.app, 'POST', '/app/accounts', {
      session: ann,
      body: { data: { name: 'Archer Ltd' } },
    });
    const teamKey = (team.data.data as { account: { key: string } }).account.key;
    const accounts = await call(t.app, 'GET', '/app/user/user_accounts', { session: ann });
    const teamUa = (accounts.data.user_accounts as { key: string; account_key: string }[]).find(
      (ua) => ua.account_key === teamKey,
    )!;
    const ok = await post(ann, { default_user_account_key: teamUa.key });
    expect(ok.data).toMatchObject({ user: { default_user_account_key: teamUa.key } });

    const bob = await signUpVerifiedUser(t);
    for (const key of [bob.user_account_key, 'no-such-membership']) {
      const r = await post(ann, { default_user_account_key: key });
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(PROFILE_MESSAGES.defaultWorkspaceInvalid);
    }
    expect((await rowOf(ann.user_key)).default_user_account_key).toBe(teamUa.key);
  });

  it('answers everything the profile needs and no secret', async () => {
    const r = await call(t.app, 'GET', '/app/user', { session: ann });
    const user = r.data.user as Record<string, unknown>;
    expect(user).toMatchObject({ has_password: true, mobile_verified_at: null });
    for (const secret of ['password_hash', 'pin_hash', 'totp_secret_sealed', 'totp_last_step'])
      expect(user).not.toHaveProperty(secret);
    expect(r.body).not.toContain('$argon2');
  });
});

describe('password change (POST /app/user)', () => {
  it('needs the right current password and the configured minimum', async () => {
    const user = await signUpVerifiedUser(t);
    const none = await post(user, { password: 'a new password' });
    expect(none.data.message).toBe(PROFILE_MESSAGES.currentPasswordRequired);
    const wrong = await post(user, { password: 'a new password', current_password: 'nope' });
    expect(wrong.data).toEqual({ success: false, message: PROFILE_MESSAGES.currentPasswordWrong });
    const short = await post(user, { password: 'abcd', current_password: user.password });
    expect(short.data.message).toBe('Please enter a password at least 5 characters long');
  });

  it("says 'Password updated' and ends the user's other sessions, not this one", async () => {
    const user = await signUpVerifiedUser(t);
    const other = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: user.password },
    });
    const otherSession = other.data as unknown as Session;
    const r = await post(user, { password: 'a new password', current_password: user.password });
    expect(r.data).toMatchObject({ success: true, message: MESSAGES.passwordUpdated });
    expect((await call(t.app, 'GET', '/app/user', { session: user })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/app/user', { session: otherSession })).statusCode).toBe(401);
    const relog = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: 'a new password' },
    });
    expect(relog.statusCode).toBe(200);
  });

  it('lets an account without a password (made by signing) choose one without another', async () => {
    const user = await signUpVerifiedUser(t);
    await t.ctx.db.update(users).set({ password_hash: null }).where(eq(users.key, user.user_key));
    const me = await call(t.app, 'GET', '/app/user', { session: user });
    expect(me.data).toMatchObject({ user: { has_password: false } });
    const r = await post(user, { password: 'first password' });
    expect(r.data).toMatchObject({
      message: MESSAGES.passwordUpdated,
      user: { has_password: true, request_password: false },
    });
  });
});

describe('user_profile_permissions on the profile', () => {
  let owner: Person;
  let member: Person;
  let memberUa: string;
  const asMember = (data: Record<string, unknown>) =>
    post(member, data, { [HEADERS.userAccountKey]: memberUa });

  beforeAll(async () => {
    owner = await signUpVerifiedUser(t);
    member = await signUpVerifiedUser(t, { full_name: 'Max Member' });
    const team = await call(t.app, 'POST', '/app/accounts', {
      session: owner,
      body: { data: { name: 'Locked team' } },
    });
    const teamKey = (team.data.data as { account: { key: string } }).account.key;
    memberUa = await addMember(t.ctx, member.user_key, teamKey);
  });

  it('refuses every details change without can_update_details, and allows sending back what is stored', async () => {
    await setPermissions(
      t.ctx,
      memberUa,
      withOverride({}, 'user_profile_permissions.can_update_details', false),
    );
    const before = await rowOf(member.user_key);
    for (const data of [
      { full_name: 'Max Renamed' },
      { mobile_number: '+27825551234' },
      { receive_updates: !before.receive_updates },
      { default_user_account_key: memberUa },
    ]) {
      const r = await asMember(data);
      expect(r.statusCode, JSON.stringify(data)).toBe(403);
      expect(r.data.message).toBe(MESSAGES.notAuthorized);
    }
    const otp = await call(t.app, 'POST', '/app/user/request_otp', {
      session: member,
      headers: { [HEADERS.userAccountKey]: memberUa },
      body: { otp_type: 'verify_mobile', communication_channel: 'sms' },
    });
    expect(otp.statusCode).toBe(403);
    const same = await asMember({ full_name: before.full_name, has_accepted_terms: true });
    expect(same.statusCode, same.body).toBe(200);
    const after = await rowOf(member.user_key);
    expect([after.full_name, after.mobile_number, after.receive_updates]).toEqual([
      before.full_name,
      before.mobile_number,
      before.receive_updates,
    ]);
  });

  it('refuses a password change without can_reset_password and keeps the sessions', async () => {
    await setPermissions(
      t.ctx,
      memberUa,
      withOverride({}, 'user_profile_permissions.can_reset_password', false),
    );
    const r = await asMember({ password: 'another one', current_password: member.password });
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(MESSAGES.notAuthorized);
    const live = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_key, member.user_key));
    expect(live.every((s) => s.revoked_at === null)).toBe(true);
    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: member.email_address, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
