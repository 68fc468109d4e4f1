import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startReceiver, type Receiver } from './webhook-test-receiver.ts';
import { EXTRAS_MESSAGES, HEADERS, WEBHOOK_MESSAGES, type WebhookEndpoint } from '@quire/domain';
import { documents, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, setPermissions } from '../../../test/seed-documents.ts';
import { statusFixtures } from '../request-signatures/status-fixtures.ts';

// Loopback receivers are allowed for the deliveries; the save checks turn that off.
const t = useTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
let ann: Session;
let bob: Session;
let carol: Session;
let annAccount: string;
let carolMembership: string;
const { request, revert, readyPack } = statusFixtures(t, () => ({ ann, annAccount }));
const asCarol = () => ({ session: carol, headers: { [HEADERS.userAccountKey]: carolMembership } });
/** A public address written as a literal: saving it needs no name server. */
const PUBLIC_URL = 'https://93.184.215.14/quire-hooks';

const create = (session: Session, body: object) =>
  call(t.app, 'POST', '/app/webhooks', { session, body });

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  ({ ann, bob, carol, annAccount, carolMembership } = await seedCast(t, 'Hooks team'));
});
afterAll(() => receiver.close());

describe('webhook endpoints', () => {
  it('adds, lists, updates, reveals and rolls the secret of, and deletes an endpoint', async () => {
    const made = await create(ann, { url: PUBLIC_URL, description: 'CRM sync' });
    expect(made.statusCode).toBe(200);
    expect(made.data).toMatchObject({
      success: true,
      message: WEBHOOK_MESSAGES.created,
      endpoint: { url: PUBLIC_URL, description: 'CRM sync', enabled: true },
    });
    const secret = made.data.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const key = (made.data.endpoint as WebhookEndpoint).key;
    const [stored] = await t.ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.key, key));
    expect(stored!.secret_sealed).not.toContain(secret.slice(6));

    const listed = await call(t.app, 'GET', '/app/webhooks', { session: ann });
    expect((listed.data.endpoints as WebhookEndpoint[]).map((e) => e.key)).toEqual([key]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const revealed = await call(t.app, 'GET', `/app/webhooks/${key}/secret`, { session: ann });
    expect(revealed.data.secret).toBe(secret);
    const rolled = await call(t.app, 'POST', `/app/webhooks/${key}/roll_secret`, { session: ann });
    expect(rolled.data.secret).not.toBe(secret);
    expect(
      (await call(t.app, 'GET', `/app/webhooks/${key}/secret`, { session: ann })).data.secret,
    ).toBe(rolled.data.secret);

    const off = await call(t.app, 'POST', `/app/webhooks/${key}`, {
      session: ann,
      body: { enabled: false, description: 'Paused' },
    });
    expect(off.data).toMatchObject({
      message: WEBHOOK_MESSAGES.updated,
      endpoint: { enabled: false, description: 'Paused', url: PUBLIC_URL },
    });
    const gone = await call(t.app, 'DELETE', `/app/webhooks/${key}`, { session: ann });
    expect(gone.data).toEqual({ success: true, message: WEBHOOK_MESSAGES.deleted });
    expect((await call(t.app, 'GET', '/app/webhooks', { session: ann })).data.endpoints).toEqual(
      [],
    );
  });

  it.each([
    [
      'http://127.0.0.1/hook',
      'Webhooks cannot be sent to 127.0.0.1: it is a loopback address (this server).',
    ],
    [
      'http://10.0.0.1/hook',
      'Webhooks cannot be sent to 10.0.0.1: it is a private network address.',
    ],
    [
      'http://169.254.169.254/latest/meta-data/',
      'Webhooks cannot be sent to 169.254.169.254: it is a link-local or cloud metadata address.',
    ],
    [
      'http://[::1]:8080/hook',
      'Webhooks cannot be sent to [::1]: it is a loopback address (this server).',
    ],
    [
      'http://localhost:8080/hook',
      'Webhooks cannot be sent to 127.0.0.1: it is a loopback address (this server).',
    ],
    [
      'http://[::ffff:a9fe:a9fe]/',
      'Webhooks cannot be sent to [::ffff:a9fe:a9fe]: it is a link-local or cloud metadata address.',
    ],
    [
      'http://2130706433/',
      'Webhooks cannot be sent to 127.0.0.1: it is a loopback address (this server).',
    ],
    [
      'http://100.64.0.1/',
      'Webhooks cannot be sent to 100.64.0.1: it is a carrier-grade NAT address.',
    ],
    ['ftp://93.184.215.14/', WEBHOOK_MESSAGES.badScheme],
    ['https://user:pw@93.184.215.14/', WEBHOOK_MESSAGES.credentialsInUrl],
    ['not a url', WEBHOOK_MESSAGES.invalidUrl],
    ['https://no-such-host.invalid/hook', WEBHOOK_MESSAGES.hostNotFound],
  ])('refuses %s at save, and on update', async (url, message) => {
    t.ctx.config.webhooks.allowLoopback = false;
    onTestFinished(() => {
      t.ctx.config.webhooks.allowLoopback = true;
    });
    const before = await t.ctx.db.select().from(webhookEndpoints);
    const r = await create(ann, { url });
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message });
    const made = await create(ann, { url: PUBLIC_URL });
    const key = (made.data.endpoint as WebhookEndpoint).key;
    const u = await call(t.app, 'POST', `/app/webhooks/${key}`, { session: ann, body: { url } });
    expect(u.statusCode).toBe(400);
    expect(u.data.message).toBe(message);
    await call(t.app, 'DELETE', `/app/webhooks/${key}`, { session: ann });
    expect(await t.ctx.db.select().from(webhookEndpoints)).toEqual(before);
  });

  it('is for workspace admins only, and another workspace finds nothing', async () => {
    const made = await create(ann, { url: PUBLIC_URL });
    const key = (made.data.endpoint as WebhookEndpoint).key;
    const member = await call(t.app, 'GET', '/app/webhooks', asCarol());
    expect(member.statusCode).toBe(403);
    expect(member.data.message).toBe(WEBHOOK_MESSAGES.adminsOnly);
    expect(
      (await call(t.app, 'POST', '/app/webhooks', { ...asCarol(), body: { url: PUBLIC_URL } }))
        .statusCode,
    ).toBe(403);
    for (const [method, path] of [
      ['GET', `/app/webhooks/${key}/secret`],
      ['POST', `/app/webhooks/${key}/roll_secret`],
      ['POST', `/app/webhooks/${key}/test`],
      ['DELETE', `/app/webhooks/${key}`],
    ] as const) {
      const r = await call(t.app, method, path, { session: bob });
      expect(r.statusCode, path).toBe(404);
      expect(r.data.message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    expect((await call(t.app, 'GET', '/app/webhooks', { session: bob })).data.endpoints).toEqual(
      [],
    );
    await call(t.app, 'DELETE', `/app/webhooks/${key}`, { session: ann });
  });
});

describe('workspace-wide events', () => {
  it('sets the events every pack announces; needs can_configure_event_actions', async () => {
    const r = await call(t.app, 'POST', '/app/webhooks/events', {
      session: ann,
      body: { keys: ['document_completed', 'document_sent', 'document_sent'] },
    });
    expect(r.data.message).toBe(WEBHOOK_MESSAGES.eventsUpdated);
    const on = (r.data.events as { key: string; subscribed: boolean }[]).filter(
      (e) => e.subscribed,
    );
    expect(on.map((e) => e.key)).toEqual(['document_sent', 'document_completed']);
    const bad = await call(t.app, 'POST', '/app/webhooks/events', {
      session: ann,
      body: { keys: ['document_teleported'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe('Unknown event: document_teleported');
    await setPermissions(t.ctx, ann.user_account_key, { can_configure_event_actions: false });
    const refused = await call(t.app, 'POST', '/app/webhooks/events', {
      session: ann,
      body: { keys: [] },
    });
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(EXTRAS_MESSAGES.eventActionsNotAllowed);
    const listed = await call(t.app, 'GET', '/app/webhooks', { session: ann });
    expect(
      (listed.data.events as { key: string; subscribed: boolean }[]).filter((e) => e.subscribed)
        .length,
    ).toBe(2);
  });

  it('writes one delivery per enabled endpoint in the transaction of the change, and none for a refused one', async () => {
    const hook = await create(ann, { url: receiver.url, description: 'on' });
    await create(ann, { url: `${receiver.url}/off`, enabled: false });
    const pack = await readyPack({ name: 'Webhook lease' });
    expect((await request(pack.key)).data.status).toBe('awaiting_signatures');
    const rows = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.document_key, pack.key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint_key: (hook.data.endpoint as WebhookEndpoint).key,
      event_type: 'document_sent',
    });
    expect(JSON.parse(rows[0]!.body)).toMatchObject({
      id: rows[0]!.event_id,
      type: 'document_sent',
      account_key: annAccount,
      data: { document: { key: pack.key, name: 'Webhook lease', template_key: null } },
    });
    // Reverting is not subscribed workspace-wide: nothing until the pack subscribes itself.
    await revert(pack.key);
    expect(
      await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.document_key, pack.key)),
    ).toHaveLength(1);

    // A send the §5 checks refuse changes nothing, so announces nothing.
    const blocked = await readyPack({
      name: 'No signer',
      signatories: [],
      children: [{ fields: [] }],
    });
    expect((await request(blocked.key)).statusCode).toBe(400);
    expect(
      await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.document_key, blocked.key)),
    ).toEqual([]);
  });

  it('announces what the pack itself or the template it was made from subscribes to', async () => {
    await call(t.app, 'POST', '/app/webhooks/events', { session: ann, body: { keys: [] } });
    const template = await readyPack({ name: 'Lease template', documentType: 'template' });
    const fromTemplate = await readyPack({ name: 'From the template' });
    await t.ctx.db
      .update(documents)
      .set({ from_template_key: template.key })
      .where(eq(documents.key, fromTemplate.key));
    const own = await readyPack({ name: 'Own subscription' });
    const plain = await readyPack({ name: 'Nobody listens' });
    for (const [key, keys] of [
      [template.key, ['document_sent']],
      [own.key, ['document_sent']],
    ] as const) {
      const r = await call(t.app, 'POST', `/app/event_subscriptions/${key}`, {
        session: ann,
        body: { keys },
      });
      expect(r.statusCode).toBe(200);
    }
    for (const pack of [fromTemplate, own, plain]) await request(pack.key);
    const types = async (key: string) =>
      (
        await t.ctx.db
          .select({ type: webhookDeliveries.event_type })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.document_key, key))
      ).map((r) => r.type);
    expect(await types(fromTemplate.key)).toEqual(['document_sent']);
    expect(await types(own.key)).toEqual(['document_sent']);
    expect(await types(plain.key)).toEqual([]);
    const [row] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.document_key, fromTemplate.key));
    expect(JSON.parse(row!.body).data.document.template_key).toBe(template.key);
  });
});
