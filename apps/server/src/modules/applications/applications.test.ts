// @postgres: credentials and tokens are resolved by SQL sent as written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  APPLICATION_SECRET_PREFIX,
  APPLICATION_TOKEN_PREFIX,
  HEADERS,
  MESSAGES,
  type ApplicationView,
} from '@quire/domain';
import { applicationTokens, applications } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';
import { pruneApplicationTokens } from './application-repository.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { accountKeyOf, seedCast, seedPack } from '../../../test/seed-documents.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
let teamPack: string;
let carolPersonalPack: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  teamPack = (await seedPack(t.ctx, { createdBy: cast.ann.user_key, accountKey: cast.teamAccount }))
    .key;
  carolPersonalPack = (
    await seedPack(t.ctx, {
      createdBy: cast.carol.user_key,
      accountKey: await accountKeyOf(t.ctx, cast.carol),
    })
  ).key;
});

/** Carol, signed in, with the team workspace selected. */
const inTeam = () => ({
  session: cast.carol,
  headers: { [HEADERS.userAccountKey]: cast.carolMembership },
});

const createApp = async (name = 'Billing sync', as: Parameters<typeof call>[3] = inTeam()) => {
  const r = await call(t.app, 'POST', '/app/applications/', { ...as, body: { data: { name } } });
  expect(r.statusCode, r.body).toBe(200);
  return { secret: r.data.client_secret as string, view: r.data.application as ApplicationView };
};

const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

const accessToken = async (id: string, secret: string) => {
  const r = await token({ grant_type: 'client_credentials' }, { authorization: basic(id, secret) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().access_token as string;
};

const bearer = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  tok: string,
  body?: object,
) =>
  call(t.app, method, url, {
    headers: { authorization: `Bearer ${tok}` },
    ...(body ? { body } : {}),
  });

describe('§7 /app/applications/', () => {
  it('creates an application in the selected workspace, answering its secret once, stored hashed', async () => {
    const { secret, view } = await createApp('Billing sync');
    expect(secret.startsWith(APPLICATION_SECRET_PREFIX)).toBe(true);
    expect(view).toMatchObject({ name: 'Billing sync', client_id: view.key, last_used_at: null });
    expect(secret.startsWith(view.secret_prefix)).toBe(true);
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.key, view.key));
    expect(row).toMatchObject({
      account_key: cast.teamAccount,
      user_account_key: cast.carolMembership,
      client_secret_hash: hashSecret(secret),
    });
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await call(t.app, 'GET', '/app/applications/', inTeam());
    expect(list.data.applications).toContainEqual(view);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(row!.client_secret_hash);
    // Her personal workspace has none of the team's applications.
    const personal = await call(t.app, 'GET', '/app/applications/', { session: cast.carol });
    expect(personal.data.applications).toEqual([]);
  });

  it('refuses a blank or too long name with the message, and writes nothing', async () => {
    const before = (await t.ctx.db.select().from(applications)).length;
    const blank = await call(t.app, 'POST', '/app/applications/', {
      ...inTeam(),
      body: { data: { name: '  ' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.data.message).toBe(APPLICATION_MESSAGES.nameRequired);
    const long = await call(t.app, 'POST', '/app/applications/', {
      ...inTeam(),
      body: { data: { name: 'x'.repeat(81) } },
    });
    expect(long.statusCode).toBe(400);
    expect((await t.ctx.db.select().from(applications)).length).toBe(before);
  });

  it('renames ("Application updated"), and only its maker may change or delete it (404 otherwise)', async () => {
    const { view } = await createApp('Old name');
    const put = await call(t.app, 'PUT', `/app/applications/${view.key}`, {
      ...inTeam(),
      body: { data: { name: 'New name' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.message).toBe(APPLICATION_MESSAGES.updated);
    expect(put.data.application).toMatchObject({ key: view.key, name: 'New name' });
    expect(put.data.client_secret).toBeUndefined();

    // Ann administers the team, Bob is outside it: neither sees or touches Carol's application.
    for (const session of [cast.ann, cast.bob]) {
      const other = { session, body: { data: { name: 'Taken' } } };
      expect((await call(t.app, 'PUT', `/app/applications/${view.key}`, other)).statusCode).toBe(
        404,
      );
      const refresh = await call(
        t.app,
        'PUT',
        `/app/applications/${view.key}?refresh_secret=true`,
        { session },
      );
      expect(refresh.statusCode).toBe(404);
      expect(
        (await call(t.app, 'DELETE', `/app/applications/${view.key}`, { session })).statusCode,
      ).toBe(404);
    }
    const del = await call(t.app, 'DELETE', `/app/applications/${view.key}`, inTeam());
    expect(del.statusCode).toBe(200);
    expect(del.data.message).toBe(APPLICATION_MESSAGES.deleted);
    expect(
      (await call(t.app, 'DELETE', `/app/applications/${view.key}`, inTeam())).statusCode,
    ).toBe(404);
  });

  it('refreshing the secret answers a new one once and stops the old secret and its tokens', async () => {
    const { secret, view } = await createApp();
    const oldToken = await accessToken(view.key, secret);
    const r = await call(
      t.app,
      'PUT',
      `/app/applications/${view.key}?refresh_secret=true`,
      inTeam(),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.message).toBe(APPLICATION_MESSAGES.updated);
    const fresh = r.data.client_secret as string;
    expect(fresh.startsWith(APPLICATION_SECRET_PREFIX)).toBe(true);
    expect(fresh).not.toBe(secret);
    expect((r.data.application as ApplicationView).secret_refreshed_at).not.toBeNull();

    const old = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic(view.key, secret) },
    );
    expect(old.statusCode).toBe(401);
    expect((await bearer('GET', '/app/documents', oldToken)).statusCode).toBe(401);
    expect(
      (await bearer('GET', '/app/documents', await accessToken(view.key, fresh))).statusCode,
    ).toBe(200);
  });

  it('cannot be managed with an API key or an application token', async () => {
    const { secret, view } = await createApp();
    const tok = await accessToken(view.key, secret);
    const made = await bearer('POST', '/app/applications/', tok, { data: { name: 'child' } });
    expect(made.statusCode).toBe(403);
    expect(made.data.message).toBe(APPLICATION_MESSAGES.notWithCredential);
    expect((await bearer('GET', '/app/applications/', tok)).statusCode).toBe(403);
    expect((await bearer('DELETE', `/app/applications/${view.key}`, tok)).statusCode).toBe(403);
    // Nor may a token mint API keys.
    const key = await bearer('POST', '/app/api_keys/', tok, { entity_key: cast.teamAccount });
    expect(key.statusCode).toBe(403);
    const apiKey = await call(t.app, 'POST', '/app/api_keys/', {
      session: cast.carol,
      body: { entity_key: cast.teamAccount },
    });
    const withKey = await bearer('GET', '/app/applications/', apiKey.data.api_key as string);
    expect(withKey.statusCode).toBe(403);
  });
});

describe('POST /api/v1/oauth/token (RFC 6749 §4.4)', () => {
  it('issues a bearer token for HTTP Basic or body credentials, never cached', async () => {
    const { secret, view } = await createApp();
    const viaBasic = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic(view.key, secret) },
    );
    expect(viaBasic.statusCode, viaBasic.body).toBe(200);
    expect(viaBasic.headers['cache-control']).toBe('no-store');
    expect(viaBasic.headers.pragma).toBe('no-cache');
    const answer = viaBasic.json();
    expect(answer).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect(answer.access_token.startsWith(APPLICATION_TOKEN_PREFIX)).toBe(true);

    const viaBody = await token({
      grant_type: 'client_credentials',
      client_id: view.key,
      client_secret: secret,
    });
    expect(viaBody.statusCode, viaBody.body).toBe(200);
    expect(viaBody.json().access_token).not.toBe(answer.access_token);
  });

  it('answers the RFC errors: invalid_client 401, unsupported_grant_type and invalid_request 400', async () => {
    const { secret, view } = await createApp();
    const wrong = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic(view.key, `${secret}x`) },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="Quire API"');
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const unknown = await token({
      grant_type: 'client_credentials',
      client_id: 'nope',
      client_secret: secret,
    });
    expect(unknown.json()).toMatchObject({ error: 'invalid_client' });
    expect(unknown.statusCode).toBe(401);

    const grant = await token({
      grant_type: 'password',
      client_id: view.key,
      client_secret: secret,
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
    const none = await token({ client_id: view.key, client_secret: secret });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('invalid_request');
    const both = await token(
      { grant_type: 'client_credentials', client_id: view.key },
      { authorization: basic(view.key, secret) },
    );
    expect(both.json().error).toBe('invalid_request');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: view.key, client_secret: secret },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('invalid_request');
  });

  it('stops an address guessing secrets with 429 and Retry-After, after 20 failures', async () => {
    const { secret, view } = await createApp();
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=client_credentials&client_id=${view.key}&client_secret=guess`,
      });
    for (let i = 0; i < 20; i += 1) expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right secret from elsewhere is not slowed by someone else's guessing of the address.
    expect(await accessToken(view.key, secret)).toMatch(/^qat_/);
  });
});

describe('Authorization: Bearer <application token>', () => {
  it('acts as its maker in its workspace only, with no xsrf, and records last use', async () => {
    const { secret, view } = await createApp();
    const tok = await accessToken(view.key, secret);
    const list = await bearer('GET', '/app/documents', tok);
    expect(list.statusCode, list.body).toBe(200);
    const keys = (list.data.documents as { key: string }[]).map((d) => d.key);
    expect(keys).toContain(teamPack);
    expect(keys).not.toContain(carolPersonalPack);
    expect((await bearer('GET', `/app/documents/${carolPersonalPack}`, tok)).statusCode).toBe(404);
    const other = await call(t.app, 'GET', '/app/documents', {
      headers: {
        authorization: `Bearer ${tok}`,
        [HEADERS.userAccountKey]: cast.carol.user_account_key,
      },
    });
    expect(other.statusCode).toBe(403);
    expect(other.data.message).toBe(MESSAGES.notWorkspaceMember);
    const post = await bearer('POST', '/app/user/email_signature', tok, {
      data: { job_title: 'Ops' },
    });
    expect(post.statusCode, post.body).toBe(200);
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.key, view.key));
    expect(row!.last_used_at).toBeInstanceOf(Date);
  });

  it('refuses an unknown, expired or deleted application’s token, and a removed maker’s (401)', async () => {
    expect(
      (await bearer('GET', '/app/documents', `${APPLICATION_TOKEN_PREFIX}made-up`)).statusCode,
    ).toBe(401);
    const { secret, view } = await createApp();
    const tok = await accessToken(view.key, secret);
    await t.ctx.db
      .update(applicationTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(applicationTokens.token_hash, hashSecret(tok)));
    const expired = await bearer('GET', '/app/documents', tok);
    expect(expired.statusCode).toBe(401);
    expect(expired.data.message).toBe(APPLICATION_MESSAGES.tokenInvalid);
    // The maintenance job drops it; a live token of the same application stays.
    const live = await accessToken(view.key, secret);
    await pruneApplicationTokens(t.ctx.db, new Date());
    const left = await t.ctx.db
      .select({ token_hash: applicationTokens.token_hash })
      .from(applicationTokens)
      .where(eq(applicationTokens.application_key, view.key));
    expect(left).toEqual([{ token_hash: hashSecret(live) }]);

    const deleted = await createApp();
    const deletedToken = await accessToken(deleted.view.key, deleted.secret);
    await call(t.app, 'DELETE', `/app/applications/${deleted.view.key}`, inTeam());
    expect((await bearer('GET', '/app/documents', deletedToken)).statusCode).toBe(401);

    const kept = await createApp();
    const keptToken = await accessToken(kept.view.key, kept.secret);
    const out = await call(t.app, 'POST', `/app/accounts/${cast.teamAccount}/remove_user_account`, {
      session: cast.ann,
      body: { data: { user_account_key: cast.carolMembership } },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await bearer('GET', '/app/documents', keptToken)).statusCode).toBe(401);
    const again = await token(
      { grant_type: 'client_credentials' },
      { authorization: basic(kept.view.key, kept.secret) },
    );
    expect(again.statusCode).toBe(401);
  });
});
