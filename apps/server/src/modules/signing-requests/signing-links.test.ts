import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HEADERS, MESSAGES, SIGNING_REQUEST_MESSAGES } from '@quire/domain';
import { signingTokens, textMessages } from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { setPermissions } from '../../../test/seed-documents.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';

let s: SigningTestApp;
let t: SigningTestApp['t'];
let f: SigningTestApp['f'];
let ann: SigningTestApp['ann'];
let bob: SigningTestApp['bob'];
let twilio: SigningTestApp['twilio'];

beforeAll(async () => {
  s = await startSigningTestApp();
  ({ t, f, ann, bob, twilio } = s);
});
afterAll(async () => {
  await s?.close();
});

const mailsTo = (to: string) => s.mailsTo(to);
const handlerRun = (key: string) => s.runSendJob(key);
const waitUntil = (check: () => Promise<boolean>) => s.waitUntil(check);

describe('signature request channels, resends and links', () => {
  it('sends SMS and WhatsApp requests through the provider, and email_or_sms by what there is', async () => {
    const pack = await f.readyPack([
      { name: 'Sam Sms', email: null },
      { name: 'Wanda Whatsapp', email: null },
      { name: 'Either', email: null },
    ]);
    const [sam, wanda, either] = pack.signatoryUuids as [string, string, string];
    await f.setSignatory(sam, {
      primary_communication_channel: 'sms',
      mobile_number: '+27821110001',
    });
    await f.setSignatory(wanda, {
      primary_communication_channel: 'whatsapp',
      mobile_number: '+27821110002',
    });
    await f.setSignatory(either, {
      primary_communication_channel: 'email_or_sms',
      email_is_optional: true,
      mobile_number: '+27821110003',
    });
    const r = await f.request(pack.key);
    expect(r.statusCode, r.body).toBe(200);
    await waitUntil(
      async () => twilio.received.filter((m) => m.form.Body?.includes(pack.key)).length === 3,
    );
    const sent = twilio.received.filter((m) => m.form.Body?.includes(pack.key));
    expect(sent.map((m) => m.form.To).sort()).toEqual([
      '+27821110001',
      '+27821110003',
      'whatsapp:+27821110002',
    ]);
    expect(sent[0]!.form.Body).toMatch(
      new RegExp(
        `Ann Archer has sent you "Lease agreement" to sign: http://localhost:3000/app/documents/${pack.key}/switch_user/`,
      ),
    );
    await waitUntil(async () => {
      const rows = await t.ctx.db.select().from(textMessages);
      return rows.filter((m) => m.body.includes(pack.key) && m.status === 'sent').length === 3;
    });
    expect((await f.signatoryRow(sam)).sms_send_count).toBe(1);
    expect((await f.signatoryRow(sam)).email_send_count).toBe(0);
  });

  it('skips signers who may not be notified, and resend says why', async () => {
    const pack = await f.readyPack([
      { name: 'Quiet', email: 'quiet@example.com' },
      { name: 'Loud', email: 'loud@example.com' },
    ]);
    const [quiet, loud] = pack.signatoryUuids as [string, string];
    const resend = (uuid: string, body: object = {}) =>
      call(t.app, 'POST', `/app/documents/${pack.key}/resend_document_notification/${uuid}`, {
        session: ann,
        body,
      });
    expect((await resend(loud)).statusCode).toBe(409);
    await f.setSignatory(quiet, { can_receive_signing_notifications: false });
    await f.request(pack.key);
    await f.mailedLink('loud@example.com');
    await handlerRun(pack.key);
    expect(await mailsTo('quiet@example.com')).toHaveLength(0);

    const off = await resend(quiet, { communication_channel_ui: 'email' });
    expect(off.statusCode).toBe(400);
    expect(off.data.message).toBe(
      'Signature requests to this user are disabled. Generate a signing link or use the api to create signing links',
    );
    const again = await resend(loud, { communication_channel_ui: 'email' });
    expect(again.data).toEqual({ success: true, message: SIGNING_REQUEST_MESSAGES.resent });
    await waitUntil(async () => (await mailsTo('loud@example.com')).length === 2);
    expect((await f.signatoryRow(loud)).email_send_count).toBe(2);
    const bySms = await resend(loud, { communication_channel_ui: 'sms' });
    expect(bySms.statusCode).toBe(400);
    expect(bySms.data.message).toBe(SIGNING_REQUEST_MESSAGES.noMobileNumber);
  });

  it('generates a signing link with can_generate_signing_link, and it opens a session', async () => {
    const pack = await f.readyPack([{ name: 'Linda Link', email: 'linda@example.com' }]);
    const uuid = pack.signatoryUuids[0]!;
    const generate = () =>
      call(
        t.app,
        'POST',
        `/app/documents/${pack.key}/generate_signing_link_for_signatory/${uuid}`,
        {
          session: ann,
          body: { token_type: 'signing_link' },
        },
      );
    expect((await generate()).data.message).toBe(SIGNING_REQUEST_MESSAGES.linkOnlyWhileAwaiting);
    await f.request(pack.key);
    const r = await generate();
    expect(r.statusCode).toBe(200);
    const link = r.data.signing_link as string;
    expect(link).toMatch(
      new RegExp(
        `^http://localhost:3000/app/documents/${pack.key}/switch_user/${uuid}\\?session_token=[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect((await f.open(link.replace('http://localhost:3000', ''))).response.statusCode).toBe(302);
    const [row] = await t.ctx.db
      .select()
      .from(signingTokens)
      .where(
        and(eq(signingTokens.document_key, pack.key), eq(signingTokens.token_type, 'signing_link')),
      );
    expect(row).toMatchObject({ created_by: ann.user_key });

    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_generate_signing_link: false },
    });
    const refused = await generate();
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(refused.statusCode).toBe(403);
  });

  it('lets the owner sign in person as the next signer, once per link', async () => {
    const pack = await f.readyPack(
      [
        { name: 'Ina Person', email: 'ina@example.com' },
        { name: 'Later', email: 'later@example.com' },
      ],
      true,
    );
    const [ina, later] = pack.signatoryUuids as [string, string];
    await f.request(pack.key);
    const assign = (uuid: string) =>
      call(t.app, 'GET', `/app/documents/${pack.key}/assign_user_to_next_signatory/${uuid}`, {
        session: ann,
      });
    expect((await assign(later)).statusCode).toBe(409);
    const r = await assign(ina);
    expect(r.statusCode).toBe(302);
    const path = r.headers.location as string;
    expect(path).toMatch(
      new RegExp(`^/app/documents/${pack.key}/switch_user/${ina}\\?session_token=`),
    );
    const handedOver = (await f.open(path)).response;
    expect(handedOver.statusCode).toBe(302);
    expect(handedOver.headers.location).toBe(`/#documents/${pack.key}/in_person`);
    expect((await f.open(path)).response.statusCode).toBe(410);

    // The web app asks for JSON (its headers carry the workspace) and navigates itself.
    const asked = await call(
      t.app,
      'GET',
      `/app/documents/${pack.key}/assign_user_to_next_signatory/${ina}`,
      { session: ann, headers: { accept: 'application/json' } },
    );
    expect(asked.statusCode).toBe(200);
    const link = asked.data.signing_link as string;
    expect(link).toMatch(
      new RegExp(`^/app/documents/${pack.key}/switch_user/${ina}\\?session_token=`),
    );
    expect((await f.open(link)).response.statusCode).toBe(302);
  });

  it('lists pending requests for a signer with an account, without any link', async () => {
    const pack = await f.readyPack([{ name: 'Bob Baker', email: bob.email_address }]);
    await f.request(pack.key);
    await f.mailedLink(bob.email_address);
    const r = await call(t.app, 'GET', '/app/tokens/get_pending_signing_requests', {
      session: bob,
    });
    expect(r.data.tokens).toEqual([
      {
        document_key: pack.key,
        signatory_uuid: pack.signatoryUuids[0],
        create_time_ago: 'just now',
        document_owner: 'Ann Archer',
        document_name: 'Lease agreement',
      },
    ]);
    const one = await call(
      t.app,
      'GET',
      `/app/tokens/get_pending_signing_requests?document_key=${ann.user_key}`,
      { session: bob },
    );
    expect(one.data.tokens).toEqual([]);
    // Bob, in another workspace, may now open the pack he was asked to sign.
    expect(
      (await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: bob })).statusCode,
    ).toBe(200);
    // And his own account is who the link signs in as.
    const link = await f.mailedLink(bob.email_address);
    await f.open(link.path);
    expect((await f.signatoryRow(link.uuid)).user_key).toBe(bob.user_key);
  });

  it("answers 404 to another workspace's user on every signing-request route", async () => {
    const pack = await f.readyPack([{ name: 'Private', email: 'private@example.com' }]);
    await f.request(pack.key);
    const uuid = pack.signatoryUuids[0]!;
    const base = `/app/documents/${pack.key}`;
    for (const [method, url] of [
      ['POST', `${base}/resend_document_notification/${uuid}`],
      ['POST', `${base}/generate_signing_link_for_signatory/${uuid}`],
      ['GET', `${base}/is_next_signer/${uuid}`],
      ['GET', `${base}/assign_user_to_next_signatory/${uuid}`],
    ] as const) {
      const r = await call(t.app, method, url, {
        session: bob,
        body: method === 'POST' ? {} : undefined,
      });
      expect(r.statusCode, url).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect(
      (
        await call(
          t.app,
          'GET',
          `/app/tokens/get_pending_signing_requests?document_key=${pack.key}`,
          {
            session: bob,
            headers: { [HEADERS.appVersion]: '9.9.9-test' },
          },
        )
      ).data.tokens,
    ).toEqual([]);
  });
});
