import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS,
  LOGIN_URL,
  MANAGEMENT_MESSAGES,
  MESSAGES,
  type ManagedPermissions,
  type PermissionChange,
} from '@quire/domain';
import { permissionChanges, userAccounts } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';

const OPERATOR = 'ops@example.com';
const UNVERIFIED_OPERATOR = 'new-ops@example.com';
const t = useTestApp({ env: { QUIRE_OPERATORS: `${OPERATOR}, ${UNVERIFIED_OPERATOR}` } });

let ops: Session;
let ann: Session & { email_address: string };
let bob: Session & { email_address: string };
let teamMembershipOfAnn: string;

beforeAll(async () => {
  ops = await signUpVerifiedUser(t, { full_name: 'Olive Ops', email_address: OPERATOR });
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  bob = await signUpVerifiedUser(t, { full_name: 'Bob Baker' });
  // Ann also belongs to a team Bob made (the members routes are another module's business).
  const team = await call(t.app, 'POST', '/app/accounts/', {
    session: bob,
    body: { data: { name: 'Baker & Co' } },
  });
  const accountKey = (team.data.data as { account: { key: string } }).account.key;
  teamMembershipOfAnn = newKey();
  await t.ctx.db.insert(userAccounts).values({
    key: teamMembershipOfAnn,
    user_key: ann.user_key,
    account_key: accountKey,
  });
});

const permissionsOf = async (emails: string, session: Session | null = ops) =>
  call(t.app, 'GET', `/app/management/get_all_permissions?email_address=${emails}`, { session });

const update = (emails: string, data: unknown, session: Session | null = ops) =>
  call(t.app, 'POST', `/app/management/update_permissions?email_address=${emails}`, {
    session,
    body: { data },
  });

const dataOf = (r: { data: Record<string, unknown> }) => r.data.data as ManagedPermissions;

const overridesOf = async (userAccountKey: string) =>
  (await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.key, userAccountKey)))[0]!
    .permissions;

describe('who may use /app/management', () => {
  it('ensure_logged_in: login redirect when logged out, 401 for others, success for operators', async () => {
    const loggedOut = await call(t.app, 'GET', '/app/management/ensure_logged_in');
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.data).toMatchObject({
      success: false,
      redirect: LOGIN_URL,
      redirect_url: LOGIN_URL,
    });

    const member = await call(t.app, 'GET', '/app/management/ensure_logged_in', { session: ann });
    expect(member.statusCode).toBe(401);
    expect(member.data).toMatchObject({
      success: false,
      message: MESSAGES.notAuthorized,
      redirect: null,
    });
    expect(member.data.redirect_url).toBeUndefined();

    const operator = await call(t.app, 'GET', '/app/management/ensure_logged_in', { session: ops });
    expect(operator.statusCode).toBe(200);
    expect(operator.data).toMatchObject({ success: true, redirect: null });
  });

  it('tells the web app who is an operator, so that only they see the menu entry', async () => {
    const asOps = await call(t.app, 'GET', '/app/user', { session: ops });
    expect(asOps.data.user_is_operator).toBe(true);
    const asAnn = await call(t.app, 'GET', '/app/user', { session: ann });
    expect(asAnn.data.user_is_operator).toBe(false);
  });

  it('refuses a listed address until its owner has verified it', async () => {
    await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Impostor', email_address: UNVERIFIED_OPERATOR, password: 'abcdef' },
    });
    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: UNVERIFIED_OPERATOR, password: 'abcdef' },
    });
    const impostor = login.data as unknown as Session;
    const r = await call(t.app, 'GET', '/app/management/ensure_logged_in', { session: impostor });
    expect(r.statusCode).toBe(401);
    expect(r.data.message).toBe(MESSAGES.notAuthorized);
  });

  it('answers 401 on every route to a member, before looking at the request', async () => {
    const calls = [
      permissionsOf(bob.email_address, ann),
      permissionsOf('not-an-address', ann),
      update(bob.email_address, { permissions: { can_move_documents: false } }, ann),
      update('x', { permissions: { nonsense: 1 } }, ann),
      call(t.app, 'GET', `/app/management/permission_changes?email_address=${ann.email_address}`, {
        session: ann,
      }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.statusCode).toBe(401);
      expect(r.data.message).toBe(MESSAGES.notAuthorized);
    }
    expect(await overridesOf(bob.user_account_key)).toEqual({});
  });

  it('sends the logged-out to the login page on every route', async () => {
    const r = await permissionsOf(ann.email_address, null);
    expect(r.statusCode).toBe(401);
    expect(r.data.redirect_url).toBe(LOGIN_URL);
  });

  it("works whichever of the operator's workspaces is selected", async () => {
    const team = await call(t.app, 'POST', '/app/accounts/', {
      session: ops,
      body: { data: { name: 'Operations' } },
    });
    const opsTeamKey = (team.data.data as { user_account: { key: string } }).user_account.key;
    const r = await call(
      t.app,
      'GET',
      `/app/management/get_all_permissions?email_address=${ann.email_address}`,
      { session: ops, headers: { [HEADERS.userAccountKey]: opsTeamKey } },
    );
    expect(r.statusCode).toBe(200);
    expect(dataOf(r).users[0]!.email_address).toBe(ann.email_address);
  });
});

describe('get_all_permissions', () => {
  it("answers one user's memberships with the permissions in force", async () => {
    const r = await permissionsOf(ann.email_address.toUpperCase());
    expect(r.statusCode).toBe(200);
    expect(r.data).toMatchObject({ success: true, redirect: null });
    const data = dataOf(r);
    expect(data.email_addresses).toEqual([ann.email_address]);
    expect(data.not_found).toEqual([]);
    const [user] = data.users;
    expect(user).toMatchObject({ user_key: ann.user_key, full_name: 'Ann Archer' });
    expect(user!.memberships.map((m) => [m.user_account_key, m.is_admin])).toEqual([
      [ann.user_account_key, true],
      [teamMembershipOfAnn, false],
    ]);
    expect(user!.memberships[1]).toMatchObject({
      account_name: 'Baker & Co',
      is_personal_account: false,
      status: 'active',
    });
    expect(user!.memberships[0]!.permissions.can_delete_documents).toBe(true);
    expect(user!.memberships[0]!.permissions.document_permissions.can_use_whatsapp).toBe(false);
  });

  it('answers several users in the order given, and names the unknown addresses', async () => {
    const r = await permissionsOf(
      `${bob.email_address}, nobody@example.com ,${ann.email_address},${bob.email_address}`,
    );
    const data = dataOf(r);
    expect(data.email_addresses).toEqual([
      bob.email_address,
      'nobody@example.com',
      ann.email_address,
    ]);
    expect(data.users.map((u) => u.email_address)).toEqual([bob.email_address, ann.email_address]);
    expect(data.not_found).toEqual(['nobody@example.com']);
  });

  it('refuses a malformed address with the spec message', async () => {
    const r = await permissionsOf(`${ann.email_address},not-an-address`);
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(`${MESSAGES.validEmailRequired}: not-an-address`);
    expect((await permissionsOf('')).statusCode).toBe(400);
  });
});

describe('update_permissions', () => {
  it('writes only the changed flags, to the one membership asked for, and records them', async () => {
    const r = await update(ann.email_address, {
      user_account_key: ann.user_account_key,
      permissions: {
        can_delete_documents: false,
        'document_permissions.can_use_whatsapp': true,
        // Already true: neither pinned nor recorded.
        can_move_documents: true,
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.data).toMatchObject({ success: true, message: MESSAGES.permissionsUpdated });
    expect(r.data.data).toEqual({ changed: 2 });
    expect(await overridesOf(ann.user_account_key)).toEqual({
      can_delete_documents: false,
      document_permissions: { can_use_whatsapp: true },
    });
    expect(await overridesOf(teamMembershipOfAnn)).toEqual({});

    const rows = await t.ctx.db
      .select()
      .from(permissionChanges)
      .where(eq(permissionChanges.user_account_key, ann.user_account_key));
    expect(
      rows.map((c) => [c.flag, c.old_value, c.new_value, c.operator_email, c.user_email]).sort(),
    ).toEqual([
      ['can_delete_documents', true, false, OPERATOR, ann.email_address],
      ['document_permissions.can_use_whatsapp', false, true, OPERATOR, ann.email_address],
    ]);
    expect(rows[0]!.account_name).toBe('Ann Archer (personal)');

    const again = await update(ann.email_address, {
      user_account_key: ann.user_account_key,
      permissions: { can_delete_documents: false },
    });
    expect(again.data.data).toEqual({ changed: 0 });
  });

  it("takes effect on the member's next request: a delete is refused", async () => {
    const [personal] = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.key, ann.user_account_key));
    const pack = await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: personal!.account_key,
      name: 'Lease',
    });
    const r = await call(t.app, 'GET', `/app/documents/${pack.key}/delete_document`, {
      session: ann,
    });
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(MESSAGES.mayNotDelete);
  });

  it('applies to every membership of every listed user without a user_account_key', async () => {
    const r = await update(`${ann.email_address},${bob.email_address}`, {
      permissions: { 'user_profile_permissions.can_set_default_theme': false },
    });
    // Ann: personal and team; Bob: personal and his team.
    expect(r.data.data).toEqual({ changed: 4 });
    for (const key of [ann.user_account_key, teamMembershipOfAnn, bob.user_account_key]) {
      const overrides = await overridesOf(key);
      expect(overrides.user_profile_permissions?.can_set_default_theme, key).toBe(false);
    }
  });

  it('refuses unknown flags, non-booleans and an empty change with 400, writing nothing', async () => {
    const before = await overridesOf(bob.user_account_key);
    const unknown = await update(bob.email_address, {
      permissions: { can_move_documents: false, can_fly: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.message).toBe(MANAGEMENT_MESSAGES.unknownFlag('can_fly'));

    const notBoolean = await update(bob.email_address, {
      permissions: { can_move_documents: 'no' },
    });
    expect(notBoolean.statusCode).toBe(400);

    const empty = await update(bob.email_address, { permissions: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.message).toBe(MANAGEMENT_MESSAGES.noChanges);
    expect(await overridesOf(bob.user_account_key)).toEqual(before);
  });

  it('refuses an unknown address or a membership of someone else with 404, writing nothing', async () => {
    const before = await overridesOf(bob.user_account_key);
    const unknown = await update(`${bob.email_address},ghost@example.com`, {
      permissions: { can_move_documents: false },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toBe(MANAGEMENT_MESSAGES.unknownUsers(['ghost@example.com']));

    const elsewhere = await update(bob.email_address, {
      user_account_key: ann.user_account_key,
      permissions: { can_move_documents: false },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.data.message).toBe(MANAGEMENT_MESSAGES.membershipNotFound);
    expect(await overridesOf(bob.user_account_key)).toEqual(before);
    expect(await overridesOf(ann.user_account_key)).not.toHaveProperty('can_move_documents');
  });
});

describe('permission_changes', () => {
  it('lists the newest changes to the given users, with who made them', async () => {
    const r = await call(
      t.app,
      'GET',
      `/app/management/permission_changes?email_address=${ann.email_address}&limit=3`,
      { session: ops },
    );
    expect(r.statusCode).toBe(200);
    const changes = r.data.permission_changes as PermissionChange[];
    expect(changes).toHaveLength(3);
    // The newest save (can_set_default_theme, on both of Ann's memberships) comes first.
    expect(changes.slice(0, 2).map((c) => [c.flag, c.account_name])).toEqual([
      ['user_profile_permissions.can_set_default_theme', 'Ann Archer (personal)'],
      ['user_profile_permissions.can_set_default_theme', 'Baker & Co'],
    ]);
    expect(changes[0]).toMatchObject({
      operator_email: OPERATOR,
      user_email: ann.email_address,
      old_value: true,
      new_value: false,
    });
    expect(new Date(changes[0]!.date_created).getTime()).toBeGreaterThan(
      new Date(changes[2]!.date_created).getTime(),
    );

    const nobody = await call(
      t.app,
      'GET',
      '/app/management/permission_changes?email_address=nobody@example.com',
      { session: ops },
    );
    expect(nobody.data.permission_changes).toEqual([]);
  });
});
