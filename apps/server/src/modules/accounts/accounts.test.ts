// @postgres: memberships are read by SQL sent as written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, SPEC_DEFAULT_TRUE, type UserAccount } from '@quire/domain';
import { userAccounts } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp, signUpVerifiedUser, type Session } from '../../../test/test-app.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  bob = await signUpVerifiedUser(t, { full_name: 'Bob Baker' });
});

const accountsOf = async (s: Session) =>
  (await call(t.app, 'GET', '/app/user/user_accounts', { session: s })).data
    .user_accounts as UserAccount[];

describe('workspaces', () => {
  it('creates a personal account at sign-up with the spec §6 permission defaults', async () => {
    const [personal, ...rest] = await accountsOf(ann);
    expect(rest).toEqual([]);
    expect(personal).toMatchObject({
      key: ann.user_account_key,
      is_admin: true,
      is_personal_account: true,
      account_name: 'Ann Archer (personal)',
    });
    const p = personal!.permissions;
    for (const flag of SPEC_DEFAULT_TRUE) {
      const value =
        flag in p
          ? (p as unknown as Record<string, boolean>)[flag]
          : (p.document_permissions as Record<string, boolean>)[flag];
      expect(value, flag).toBe(true);
    }
    expect(p.document_permissions.can_use_whatsapp).toBe(false);
    expect(p.user_profile_permissions.can_update_details).toBe(true);

    const me = await call(t.app, 'GET', '/app/user', { session: ann });
    expect(me.data).toMatchObject({
      user: { default_user_account_key: ann.user_account_key, number_of_teams: 0 },
      user_account_key: ann.user_account_key,
    });
  });

  it('creates a team workspace with the creator as admin, and selects it by header', async () => {
    const created = await call(t.app, 'POST', '/app/accounts/', {
      session: ann,
      body: { data: { name: 'Archer & Co' } },
    });
    expect(created.statusCode).toBe(200);
    const { account, user_account } = created.data.data as {
      account: { key: string };
      user_account: UserAccount;
    };
    expect(account).toMatchObject({ name: 'Archer & Co', is_personal_account: false });
    expect(user_account).toMatchObject({
      account_key: account.key,
      is_admin: true,
      account_name: 'Archer & Co',
    });

    expect((await accountsOf(ann)).map((a) => a.account_name)).toEqual([
      'Ann Archer (personal)',
      'Archer & Co',
    ]);
    const me = await call(t.app, 'GET', '/app/user', {
      session: ann,
      headers: { [HEADERS.userAccountKey]: user_account.key },
    });
    expect(me.data).toMatchObject({
      user_account_key: user_account.key,
      user: { number_of_teams: 1 },
    });

    const got = await call(t.app, 'GET', `/app/accounts/${account.key}`, { session: ann });
    expect(got.data).toMatchObject({
      success: true,
      data: {
        account: {
          key: account.key,
          account_user_accounts: [{ full_name: 'Ann Archer', is_admin: true }],
        },
      },
    });
    const members = await call(t.app, 'GET', `/app/accounts/${account.key}/user_accounts`, {
      session: ann,
    });
    expect(members.data.user_accounts).toHaveLength(1);

    const renamed = await call(t.app, 'POST', `/app/accounts/${account.key}`, {
      session: ann,
      body: { data: { name: 'Archer Ltd' } },
    });
    expect(renamed.data).toMatchObject({
      success: true,
      data: { account: { name: 'Archer Ltd' } },
    });
  });

  it('refuses an empty workspace name', async () => {
    const r = await call(t.app, 'POST', '/app/accounts', {
      session: ann,
      body: { data: { name: '   ' } },
    });
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message: MESSAGES.workspaceNameRequired });
  });

  it('shows another user nothing of a workspace, whatever key they send', async () => {
    const key = (await accountsOf(ann))[0]!.account_key;
    const paths = [
      ['GET', `/app/accounts/${key}`],
      ['GET', `/app/accounts/${key}/user_accounts`],
      ['POST', `/app/accounts/${key}`],
    ] as const;
    for (const [method, url] of paths) {
      const r = await call(t.app, method, url, {
        session: bob,
        body: method === 'POST' ? { data: { name: 'Taken over' } } : undefined,
      });
      expect(r.statusCode, url).toBe(404);
      expect(r.data).toEqual({ success: false, message: MESSAGES.workspaceNotFound });
    }
    expect((await accountsOf(ann))[0]!.account_name).toBe('Ann Archer (personal)');
  });

  it('lets only admins rename a workspace', async () => {
    const team = await call(t.app, 'POST', '/app/accounts', {
      session: ann,
      body: { data: { name: 'Admins only' } },
    });
    const accountKey = (team.data.data as { account: { key: string } }).account.key;
    await t.ctx.db
      .insert(userAccounts)
      .values({ key: newKey(), user_key: bob.user_key, account_key: accountKey, is_admin: false });

    const seen = await call(t.app, 'GET', `/app/accounts/${accountKey}`, { session: bob });
    expect(seen.statusCode).toBe(200);
    const rename = await call(t.app, 'POST', `/app/accounts/${accountKey}`, {
      session: bob,
      body: { data: { name: 'Mine now' } },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.data).toEqual({ success: false, message: MESSAGES.onlyAdminsMayUpdate });
  });

  it('refuses to create a workspace without can_create_teams', async () => {
    const user = await signUpVerifiedUser(t);
    await t.ctx.db
      .update(userAccounts)
      .set({ permissions: { can_create_teams: false } })
      .where(eq(userAccounts.key, user.user_account_key));
    const r = await call(t.app, 'POST', '/app/accounts', {
      session: user,
      body: { data: { name: 'Nope' } },
    });
    expect(r.statusCode).toBe(403);
    expect(r.data).toEqual({ success: false, message: MESSAGES.mayNotCreateTeams });
  });
});
