// @postgres: the user view is SQL sent as written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { sessions, users } from '../../db/schema.ts';
import { call, useTestApp, signUpVerifiedUser, type Session } from '../../../test/test-app.ts';

const t = useTestApp();
let ann: Session & { password: string; email_address: string };

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
});

describe('the current user', () => {
  it('starts without accepted terms, and accepts them', async () => {
    const before = await call(t.app, 'GET', '/app/user', { session: ann });
    expect(before.data).toMatchObject({
      user: { has_accepted_terms: false, request_password: false },
    });
    const r = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { has_accepted_terms: true } },
    });
    expect(r.data).toMatchObject({
      success: true,
      message: MESSAGES.userUpdated,
      user: { has_accepted_terms: true },
    });
  });

  it('changes the name; an empty one is refused', async () => {
    const ok = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { full_name: 'Ann B. Archer' } },
    });
    expect(ok.data).toMatchObject({
      user: { full_name: 'Ann B. Archer', name: 'Ann', last_name: 'B. Archer' },
    });
    const empty = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { full_name: '' } },
    });
    expect(empty.data).toEqual({ success: false, message: MESSAGES.fullNameRequired });
  });

  it('needs the current password to set a new one', async () => {
    const without = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { password: 'new password' } },
    });
    expect(without.statusCode).toBe(400);
    const short = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { password: 'abc', current_password: ann.password } },
    });
    expect(short.data.message).toBe('Please enter a password at least 5 characters long');
    const ok = await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { password: 'new password', current_password: ann.password } },
    });
    expect(ok.statusCode).toBe(200);
    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: ann.email_address, password: 'new password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets a user who was asked for a password set one while accepting the terms', async () => {
    const user = await signUpVerifiedUser(t);
    await t.ctx.db
      .update(users)
      .set({ request_password: true })
      .where(eq(users.key, user.user_key));
    const noPw = await call(t.app, 'POST', '/app/user', {
      session: user,
      body: { data: { has_accepted_terms: true } },
    });
    expect(noPw.data).toEqual({
      success: false,
      message: 'Please choose a password for your account.',
    });
    const r = await call(t.app, 'POST', '/app/user', {
      session: user,
      body: { data: { has_accepted_terms: true, password: 'chosen pw' } },
    });
    expect(r.data).toMatchObject({ user: { has_accepted_terms: true, request_password: false } });
  });

  it('tells a non-browsing (signing-link) session that it may not browse, and refuses it elsewhere', async () => {
    const user = await signUpVerifiedUser(t);
    await t.ctx.db
      .update(sessions)
      .set({ can_browse: false })
      .where(eq(sessions.user_key, user.user_key));
    const me = await call(t.app, 'GET', '/app/user', { session: user });
    expect(me.data).toMatchObject({ success: true, user_can_browse: false });
    const accounts = await call(t.app, 'GET', '/app/user/user_accounts', { session: user });
    expect(accounts.statusCode).toBe(401);
    expect(accounts.data.message).toBe(MESSAGES.notAuthorized);
  });
});
