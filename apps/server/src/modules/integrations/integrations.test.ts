import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS,
  INTEGRATION_MESSAGES,
  XPLAN_FRAGMENTS,
  type IntegrationConfigurationView,
} from '@quire/domain';
import { integrationConfigurations } from '../../db/schema.ts';
import { call, createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import {
  startXplanProtocolServer,
  type XplanProtocolServer,
} from '../../../test/xplan-protocol-server.ts';

let xplan: XplanProtocolServer;
let t: TestApp;
let ann: Session;
let bob: Session;
let carol: Session;
let carolMembership: string;
/** Every answer Quire gave in this file: none may carry a token or the app secret. */
const answers: string[] = [];

beforeAll(async () => {
  xplan = await startXplanProtocolServer();
  t = await createTestApp({
    env: { XPLAN_EXTRA_SITE_HOSTS: xplan.host, XPLAN_TIMEOUT_SECONDS: '3' },
  });
  ({ ann, bob, carol, carolMembership } = await seedCast(t, 'Planning team'));
});
afterAll(async () => {
  await t.close();
  await xplan.close();
});

type Method = 'GET' | 'POST';
const api = async (session: Session, method: Method, url: string, body?: unknown, headers = {}) => {
  const answer = await call(t.app, method, url, { session, body, headers });
  answers.push(answer.body);
  return answer;
};
const setUp = (session: Session, data: Record<string, unknown>, headers = {}) =>
  api(session, 'POST', '/app/integrations/set_up_integration_configuration', { data }, headers);
const change = (session: Session, data: Record<string, unknown>) =>
  api(session, 'POST', '/app/integration_configuration/add_update_delete_configured_integration', {
    data,
  });
const configured = async (session: Session) =>
  (await api(session, 'GET', '/app/integration_configuration/get_configured_integrations')).data
    .integrations as IntegrationConfigurationView[];
const search = (session: Session, term: string) =>
  api(
    session,
    'GET',
    `/app/integrations/xplan/get_available_clients?search_term=${encodeURIComponent(term)}`,
  );
const clientData = (session: Session, body: Record<string, unknown>) =>
  api(session, 'POST', '/app/integrations/xplan/get_client_data', body);

const goodSetup = () => ({
  name: 'Head office XPLAN',
  site_url: xplan.url,
  client_id: xplan.appId,
  client_secret: xplan.appSecret,
});

/** What the browser does in the authorisation window: XPLAN's page, a decision, back to Quire. */
const authorise = async (session: Session, authorisationUrl: string, decision: 'yes' | 'no') => {
  const page = await fetch(authorisationUrl);
  expect(page.status).toBe(200);
  const params = new URL(authorisationUrl).searchParams;
  const decided = await fetch(`${xplan.url}/oauth2/auth/decide`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: params.get('client_id')!,
      redirect_uri: params.get('redirect_uri')!,
      state: params.get('state')!,
      decision,
    }).toString(),
  });
  const back = new URL(decided.headers.get('location')!);
  expect(back.origin).toBe(t.ctx.config.publicUrl);
  const path = back.pathname + back.search;
  return Object.assign(await api(session, 'GET', path), { path });
};

const connect = async (session: Session) => {
  const made = await setUp(session, goodSetup());
  expect(made.statusCode).toBe(200);
  const page = await authorise(session, made.data.authorisation_url as string, 'yes');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(INTEGRATION_MESSAGES.authenticated);
  return (made.data.integration as IntegrationConfigurationView).integration_configuration_id;
};

describe('integration configurations', () => {
  it('refuses a site url off the provider host with the §5 message, writing nothing', async () => {
    for (const site_url of ['https://evil.example', 'ftp://acme.xplan.iress.com.au', 'nonsense']) {
      const answer = await setUp(ann, { ...goodSetup(), site_url });
      expect(answer.statusCode).toBe(400);
      expect(answer.data.message).toBe(INTEGRATION_MESSAGES.siteUrlInvalid);
    }
    expect(await t.ctx.db.select().from(integrationConfigurations)).toEqual([]);
  });

  it('is for workspace admins only', async () => {
    const asCarol = { [HEADERS.userAccountKey]: carolMembership };
    expect((await setUp(carol, goodSetup(), asCarol)).statusCode).toBe(403);
    const listed = await api(
      carol,
      'GET',
      '/app/integration_configuration/get_configured_integrations',
      undefined,
      asCarol,
    );
    expect(listed.statusCode).toBe(403);
    expect(listed.data.message).toBe(INTEGRATION_MESSAGES.notAdmin);
  });

  it('sets up XPLAN through the authorisation-code flow and keeps every secret sealed', async () => {
    const made = await setUp(ann, goodSetup());
    const pending = made.data.integration as IntegrationConfigurationView;
    expect(pending).toMatchObject({
      is_active: false,
      delete: false,
      authentication_type: 'oauth2',
    });
    const authUrl = new URL(made.data.authorisation_url as string);
    expect(authUrl.origin + authUrl.pathname).toBe(`${xplan.url}/oauth2/auth`);
    expect(authUrl.searchParams.get('response_type')).toBe('code');
    expect(authUrl.searchParams.get('client_id')).toBe(xplan.appId);

    const page = await authorise(ann, authUrl.toString(), 'yes');
    expect(page.body).toContain(INTEGRATION_MESSAGES.authenticated);
    // The window stays the opener's to close (the app's own pages allow only their popups that).
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const [listed] = await configured(ann);
    expect(listed).toMatchObject({
      integration_configuration_id: pending.key,
      name: 'Head office XPLAN',
      site_url: xplan.url,
      domain: xplan.host,
      is_active: true,
    });
    expect(Object.keys(listed!)).not.toContain('access_token');

    const [row] = await t.ctx.db
      .select()
      .from(integrationConfigurations)
      .where(eq(integrationConfigurations.key, pending.key));
    expect(row!.client_secret_sealed).not.toContain(xplan.appSecret);
    expect(row!.access_token_sealed).toMatch(/^v1\./);
    // The code is single use: replaying the callback does not connect anything again.
    expect((await api(ann, 'GET', page.path)).statusCode).toBe(400);
  });

  it("marks the configuration deleted when XPLAN's authorisation is refused (§8)", async () => {
    const made = await setUp(ann, { ...goodSetup(), name: 'Refused' });
    const page = await authorise(ann, made.data.authorisation_url as string, 'no');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(INTEGRATION_MESSAGES.setupFailed);
    expect((await configured(ann)).map((c) => c.name)).not.toContain('Refused');
    const key = (made.data.integration as IntegrationConfigurationView).key;
    const [row] = await t.ctx.db
      .select()
      .from(integrationConfigurations)
      .where(eq(integrationConfigurations.key, key));
    expect(row!.deleted_at).not.toBeNull();
  });

  it("does not let another signed-in user complete someone else's authorisation", async () => {
    const made = await setUp(ann, { ...goodSetup(), name: 'Hijack attempt' });
    const page = await authorise(bob, made.data.authorisation_url as string, 'yes');
    expect(page.statusCode).toBe(400);
    expect((await configured(ann)).find((c) => c.name === 'Hijack attempt')?.is_active).toBe(false);
  });
});

describe('XPLAN client calls', () => {
  let configurationId: string;
  beforeAll(async () => {
    for (const c of await configured(ann))
      await change(ann, { integration_configuration_id: c.key, delete: true });
    configurationId = await connect(ann);
  });

  it('answers client types and subtypes', async () => {
    const answer = await api(ann, 'GET', '/app/integration/get_xplan_client_categories');
    expect(answer.data.data).toMatchObject({
      types: expect.arrayContaining([{ id: 'individual', name: 'Individual' }]),
      subtypes: expect.arrayContaining([{ id: 'family', name: 'Family trust', type_id: 'trust' }]),
    });
  });

  it('searches by name, by id (a number), and needs 2 characters', async () => {
    expect((await search(ann, 'moko')).data.data).toEqual([
      { entity_id: 4021, name: 'Thandi Mokoena' },
      { entity_id: 5100, name: 'Mokoena Family Trust' },
    ]);
    expect((await search(ann, '4022')).data.data).toEqual([
      { entity_id: 4022, name: 'Pieter van der Merwe' },
    ]);
    expect((await search(ann, '9999')).data.data).toEqual([]);
    const short = await search(ann, 'm');
    expect(short.statusCode).toBe(400);
    expect(short.data.message).toBe(INTEGRATION_MESSAGES.searchTooShort);
    const byName = xplan.calls.findLast((c) => c.path.includes('quicksearch'))!;
    expect(byName.path).toContain('fields.0=entity_id');
  });

  it('answers each §7 fragment with data and glue', async () => {
    const answer = await clientData(ann, { client_id: 4021, fragments: [...XPLAN_FRAGMENTS] });
    expect(answer.statusCode).toBe(200);
    const data = answer.data.data as Record<string, unknown[]>;
    for (const fragment of XPLAN_FRAGMENTS)
      expect(data[fragment], fragment).toHaveLength(1 + Number(fragment === 'Contact'));
    expect(answer.data.glue).toMatchObject({
      'client.first_name': 'Thandi',
      'client.entity_id': '4021',
      'address.0.city': 'Cape Town',
      'contact.0.value': 'thandi.mokoena@example.com',
      'portfolio_position.0.code': 'STX40',
      'retirement_income.0.amount._val': '25000',
    });
    const some = await clientData(ann, { client_id: '4022', fragments: ['Contact'] });
    expect(Object.keys(some.data.data as object).sort()).toEqual(['Contact', 'client']);
    expect((await clientData(ann, { client_id: 4021, fragments: ['Nope'] })).statusCode).toBe(400);
    const missing = await clientData(ann, { client_id: 77 });
    expect(missing.statusCode).toBe(404);
  });

  it('refreshes an access token that expired mid-session, and one XPLAN refused early', async () => {
    xplan.expireAccessTokens();
    expect((await search(ann, 'Pieter')).data.data).toHaveLength(1);
    xplan.failNext(401);
    expect((await search(ann, 'Thandi')).data.data).toHaveLength(1);
    const refreshes = xplan.calls.filter((c) => c.path === '/oauth2/token');
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
  });

  it('answers §8 on XPLAN failures: 500, timeout, and a revoked grant', async () => {
    xplan.failNext(500);
    const failed = await clientData(ann, { client_id: 4021, fragments: ['Asset'] });
    expect([failed.statusCode, failed.data.message]).toEqual([
      502,
      INTEGRATION_MESSAGES.clientDataFailed,
    ]);
    xplan.delayNext(6_000);
    const slow = await search(ann, 'Thandi');
    expect([slow.statusCode, slow.data.message]).toEqual([
      504,
      INTEGRATION_MESSAGES.clientDataFailed,
    ]);

    xplan.revokeRefreshTokens();
    xplan.expireAccessTokens();
    const revoked = await api(ann, 'GET', '/app/integration/get_xplan_client_categories');
    expect([revoked.statusCode, revoked.data.message]).toEqual([
      502,
      INTEGRATION_MESSAGES.clientDataFailed,
    ]);
    expect(revoked.data.reconnect).toBe(true);
    expect((await configured(ann))[0]!.is_active).toBe(false);
    const inactive = await search(ann, 'Thandi');
    expect([inactive.statusCode, inactive.data.message]).toEqual([
      409,
      INTEGRATION_MESSAGES.notActive,
    ]);
    // Switching on a configuration without a grant is §8 'Error updating integration.'.
    const on = await change(ann, {
      integration_configuration_id: configurationId,
      is_active: true,
    });
    expect([on.statusCode, on.data.message]).toEqual([409, INTEGRATION_MESSAGES.updateFailed]);
    await change(ann, { integration_configuration_id: configurationId, delete: true });
    configurationId = await connect(ann);
  });

  it('renames, switches off and on, and unlinks', async () => {
    const renamed = await change(ann, {
      integration_configuration_id: configurationId,
      name: 'Advice',
    });
    expect(renamed.data.integration).toMatchObject({ name: 'Advice', is_active: true });
    await change(ann, { integration_configuration_id: configurationId, is_active: false });
    expect((await search(ann, 'Thandi')).statusCode).toBe(409);
    await change(ann, { integration_configuration_id: configurationId, is_active: true });
    expect((await search(ann, 'Thandi')).statusCode).toBe(200);
    const unlinked = await change(ann, {
      integration_configuration_id: configurationId,
      delete: true,
    });
    expect(unlinked.data).toMatchObject({
      message: INTEGRATION_MESSAGES.deleted,
      integration: { delete: true },
    });
    const [row] = await t.ctx.db
      .select()
      .from(integrationConfigurations)
      .where(eq(integrationConfigurations.key, configurationId));
    expect([row!.access_token_sealed, row!.refresh_token_sealed]).toEqual([null, null]);
    expect((await search(ann, 'Thandi')).statusCode).toBe(404);
    configurationId = await connect(ann);
  });

  it('does not let another workspace see or use a configuration (404)', async () => {
    const asBob = (url: string, method: Method = 'GET', body?: unknown) =>
      api(bob, method, url, body);
    expect(
      (await change(bob, { integration_configuration_id: configurationId, name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await change(bob, { integration_configuration_id: configurationId, delete: true }))
        .statusCode,
    ).toBe(404);
    expect(await configured(bob)).toEqual([]);
    const q = `integration_configuration_id=${configurationId}`;
    expect((await asBob(`/app/integration/get_xplan_client_categories?${q}`)).statusCode).toBe(404);
    expect(
      (await asBob(`/app/integrations/xplan/get_available_clients?search_term=Thandi&${q}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await asBob('/app/integrations/xplan/get_client_data', 'POST', {
          client_id: 4021,
          integration_configuration_id: configurationId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asBob('/app/integrations/xplan/get_available_clients?search_term=Thandi')).statusCode,
    ).toBe(404);
  });

  it('never answers a token or the app secret', () => {
    const secrets = new Set<string>([xplan.appSecret]);
    for (const c of xplan.calls) if (c.bearer) secrets.add(c.bearer);
    expect(secrets.size).toBeGreaterThan(3);
    expect(answers.length).toBeGreaterThan(30);
    for (const body of answers) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});
