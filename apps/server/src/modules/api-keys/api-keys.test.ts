// @postgres: keys are resolved by SQL sent as written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  HEADERS,
  MESSAGES,
  SESSION_COOKIE,
  type ApiKeyView,
} from '@quire/domain';
import { apiKeys } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';
import { call, TEST_VERSION, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, seedCast, seedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
let teamPack: string;
let carolPersonalPack: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  teamPack = (
    await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.teamAccount,
      name: 'Team lease',
    })
  ).key;
  carolPersonalPack = (
    await seedPack(t.ctx, {
      createdBy: cast.carol.user_key,
      accountKey: await accountKeyOf(t.ctx, cast.carol),
      name: 'Carol private',
    })
  ).key;
});

const create = (session: Session, body: object) =>
  call(t.app, 'POST', '/app/api_keys/', { session, body });

const newApiKey = async (session: Session, entity_key: string, name = 'CI') => {
  const r = await create(session, { entity_key, name });
  expect(r.statusCode, r.body).toBe(200);
  return { token: r.data.api_key as string, view: r.data.key as ApiKeyView };
};

/** A call as an integration makes it: the bearer header and nothing else (no xsrf, no cookie). */
const bearer = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  options: { body?: object; headers?: Record<string, string> } = {},
) =>
  call(t.app, method, url, {
    ...options,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });

describe('POST /app/api_keys/', () => {
  it('answers the key once, stores only its hash and shows only its prefix in the list', async () => {
    const { token, view } = await newApiKey(cast.carol, cast.teamAccount, 'Zapier');
    expect(token.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThan(40);
    expect(view).toMatchObject({
      name: 'Zapier',
      account_key: cast.teamAccount,
      account_name: 'Acme',
    });
    expect(token.startsWith(view.prefix)).toBe(true);

    const [row] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.key, view.key));
    expect(row!.token_hash).toBe(hashSecret(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await call(t.app, 'GET', '/app/api_keys/', { session: cast.carol });
    expect(list.statusCode).toBe(200);
    expect(list.data.api_keys).toContainEqual(view);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row!.token_hash);
    // Someone else's list does not show it.
    const bobs = await call(t.app, 'GET', '/app/api_keys/', { session: cast.bob });
    expect(bobs.body).not.toContain(view.key);
  });

  it('refuses a workspace the user is not an active member of, a user key, and a blank name', async () => {
    for (const entity_key of [cast.bobAccount, cast.carol.user_key, 'nope']) {
      const r = await create(cast.carol, { entity_key, name: 'x' });
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.notWorkspaceMember);
    }
    const blank = await create(cast.carol, { entity_key: cast.teamAccount, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.data.message).toContain(API_KEY_MESSAGES.nameRequired);
    const without = await create(cast.carol, { name: 'x' });
    expect(without.statusCode).toBe(400);
  });
});

describe('Authorization: Bearer <api key>', () => {
  it('acts as the user in the key’s workspace only: its documents, not the user’s others', async () => {
    const { token } = await newApiKey(cast.carol, cast.teamAccount);
    const list = await bearer('GET', '/app/documents', token);
    expect(list.statusCode, list.body).toBe(200);
    const names = (list.data.documents as { key: string }[]).map((d) => d.key);
    expect(names).toContain(teamPack);
    expect(names).not.toContain(carolPersonalPack);
    expect((await bearer('GET', `/app/documents/${teamPack}`, token)).statusCode).toBe(200);
    // Carol's own pack in her personal workspace: not reachable with the team's key.
    expect((await bearer('GET', `/app/documents/${carolPersonalPack}`, token)).statusCode).toBe(
      404,
    );
    // Naming another membership of hers does not widen the key.
    const other = await bearer('GET', '/app/documents', token, {
      headers: { [HEADERS.userAccountKey]: cast.carol.user_account_key },
    });
    expect(other.statusCode).toBe(403);
  });

  it('needs no xsrf token, while a cookie call without one is still refused', async () => {
    const { token } = await newApiKey(cast.carol, cast.teamAccount);
    const data = { job_title: 'Counsel' };
    const withKey = await bearer('POST', '/app/user/email_signature', token, { body: { data } });
    expect(withKey.statusCode, withKey.body).toBe(200);

    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/app/user/email_signature',
      headers: { [HEADERS.appVersion]: TEST_VERSION },
      cookies: { [SESSION_COOKIE]: cast.carol.session_token },
      payload: { data },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json().message).toBe(MESSAGES.xsrfInvalid);
  });

  it('records last use at most once a minute', async () => {
    const { token, view } = await newApiKey(cast.carol, cast.teamAccount);
    const lastUsed = async () =>
      (await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.key, view.key)))[0]!.last_used_at;
    expect(await lastUsed()).toBeNull();
    await bearer('GET', '/app/documents', token);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await bearer('GET', '/app/documents', token);
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
  });

  it('refuses an unknown key, a revoked key at once, and the key of a removed member (401)', async () => {
    expect((await bearer('GET', '/app/documents', `${API_KEY_PREFIX}made-up`)).statusCode).toBe(
      401,
    );

    const revoked = await newApiKey(cast.carol, cast.teamAccount);
    expect((await bearer('GET', '/app/documents', revoked.token)).statusCode).toBe(200);
    // Someone else cannot revoke it (not found), its owner can, once.
    const byBob = await call(t.app, 'DELETE', `/app/api_keys/${revoked.view.key}`, {
      session: cast.bob,
    });
    expect(byBob.statusCode).toBe(404);
    const del = await call(t.app, 'DELETE', `/app/api_keys/${revoked.view.key}`, {
      session: cast.carol,
    });
    expect(del.statusCode).toBe(200);
    expect(del.data.message).toBe(API_KEY_MESSAGES.revoked);
    const refused = await bearer('GET', '/app/documents', revoked.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.data.message).toBe(API_KEY_MESSAGES.invalid);
    const again = await call(t.app, 'DELETE', `/app/api_keys/${revoked.view.key}`, {
      session: cast.carol,
    });
    expect(again.statusCode).toBe(404);
    const list = await call(t.app, 'GET', '/app/api_keys/', { session: cast.carol });
    expect(list.body).not.toContain(revoked.view.key);

    const removed = await newApiKey(cast.carol, cast.teamAccount);
    const out = await call(t.app, 'POST', `/app/accounts/${cast.teamAccount}/remove_user_account`, {
      session: cast.ann,
      body: { data: { user_account_key: cast.carolMembership } },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await bearer('GET', '/app/documents', removed.token)).statusCode).toBe(401);
  });

  it('cannot create, list or revoke keys: that needs a signed-in person', async () => {
    const { token, view } = await newApiKey(cast.ann, cast.annAccount);
    const made = await bearer('POST', '/app/api_keys/', token, {
      body: { entity_key: cast.annAccount, name: 'child' },
    });
    expect(made.statusCode).toBe(403);
    expect(made.data.message).toBe(API_KEY_MESSAGES.notWithApiKey);
    expect((await bearer('GET', '/app/api_keys/', token)).statusCode).toBe(403);
    expect((await bearer('DELETE', `/app/api_keys/${view.key}`, token)).statusCode).toBe(403);
    expect((await bearer('GET', '/app/documents', token)).statusCode).toBe(200);
  });
});
