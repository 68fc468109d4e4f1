import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_COPY_MESSAGES, SESSION_COOKIE } from '@quire/domain';
import {
  auditRecords,
  blobs,
  copyRecipients,
  documents,
  signatories,
  signingTokens,
  textMessages,
  users,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, createTestApp, signUpVerifiedUser, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { sealDocumentHandler } from '../sealing/seal-document-handler.ts';
import { documentRow, finalMails, seedCompletePack, sha256 } from '../sealing/seal-test-helpers.ts';

/**
 * Issue 10 item 3: everyone gets the signed copy. The creator by mail (unless
 * exclude_created_by_from_final_mail), signers and copy recipients reached only by SMS or
 * WhatsApp by a text message with a link, and that link opens one completed pack read-only
 * (ADR 0015). Real SMTP sink, real seal, real PDF bytes.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ann: Awaited<ReturnType<typeof signUpVerifiedUser>>;
let bob: Awaited<ReturnType<typeof signUpVerifiedUser>>;
let annAccount: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Quire Tests <sign@quire.test>' },
  });
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  bob = await signUpVerifiedUser(t, { full_name: 'Bob Elsewhere' });
  annAccount = await accountKeyOf(t.ctx, ann);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const waitUntil = async (check: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * A completed pack Ann created but does not sign: Lee (mail), Dan (mail), Wes (WhatsApp only),
 * copy recipients Eve (mail) and Cee (a mobile number, no address). Sealed.
 */
const sealedPack = async (flags: Record<string, boolean> = {}) => {
  const pack = await seedCompletePack(t.ctx, {
    createdBy: ann.user_key,
    creatorName: 'Ann Archer',
    creatorEmail: ann.email_address,
    accountKey: annAccount,
    children: 1,
    flags: { include_attachments: false, ...flags },
  });
  const [lee, , wes] = pack.signatoryUuids as [string, string, string];
  await t.ctx.db
    .update(signatories)
    .set({ name: 'Lee Lessee', email: 'lee@example.com', user_key: null })
    .where(eq(signatories.uuid, lee));
  await t.ctx.db
    .update(signatories)
    .set({
      name: 'Wes Whatsapp',
      primary_communication_channel: 'whatsapp',
      mobile_number: '+27825551234',
    })
    .where(eq(signatories.uuid, wes));
  const cee = newKey();
  await t.ctx.db.insert(copyRecipients).values({
    uuid: cee,
    document_key: pack.key,
    name: 'Cee Text',
    mobile_number: '+27825559876',
    position: 1,
  });
  await t.ctx.db
    .update(documents)
    .set({ date_completed: new Date() })
    .where(eq(documents.key, pack.key));
  await sealDocumentHandler(t.ctx)({ document_key: pack.key });
  return { ...pack, wes, cee };
};

const textsOf = async (numbers: string[]) =>
  t.ctx.db.select().from(textMessages).where(inArray(textMessages.to_number, numbers));

const linkIn = (body: string) => {
  const m = /(\/final_copy\/[^?\s]+)\?token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!m) throw new Error(`no final-copy link in: ${body}`);
  return { path: m[1]!, token: m[2]! };
};

const auditOf = async (key: string, event: string) =>
  t.ctx.db
    .select()
    .from(auditRecords)
    .where(and(eq(auditRecords.document_key, key), eq(auditRecords.event, event)));

describe('the final copies', () => {
  let pack: Awaited<ReturnType<typeof sealedPack>>;
  let wesLink: { path: string; token: string };
  let ceeLink: { path: string; token: string };

  beforeAll(async () => {
    pack = await sealedPack();
    const texts = await textsOf(['+27825551234', '+27825559876']);
    const toWes = texts.find((m) => m.to_number === '+27825551234')!;
    const toCee = texts.find((m) => m.to_number === '+27825559876')!;
    wesLink = linkIn(toWes.body);
    ceeLink = linkIn(toCee.body);
  }, 60_000);

  it('mails the creator who does not sign, and texts the SMS/WhatsApp-only parties a link', async () => {
    const mails = (await finalMails(t.ctx)).filter((m) => m.html.includes(pack.key));
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [ann.email_address, 'dan@example.com', 'eve@example.com', 'lee@example.com'].sort(),
    );
    const texts = await textsOf(['+27825551234', '+27825559876']);
    expect(texts.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    for (const m of texts) {
      expect(m.body).toContain('"Lease agreement"');
      expect(m.body).toContain(`${t.ctx.config.publicUrl}/final_copy/${pack.key}?token=`);
      expect(m.body.length).toBeLessThan(160);
    }
    // The creator's mail opens the pack in the app; the others' the read-only copy.
    const toAnn = mails.find((m) => m.to_address === ann.email_address)!;
    expect(toAnn.html).toContain(`/#documents/${pack.key}`);
    expect(toAnn.html).not.toContain('/final_copy/');
    const toDan = mails.find((m) => m.to_address === 'dan@example.com')!;
    expect(toDan.html).toContain(`/final_copy/${pack.key}?token=`);
    expect(toDan.text).toMatch(/works until \d{1,2}\s\w+\s\d{4}/);
    await waitUntil(() => smtp.received.some((r) => r.raw.includes(`<${toAnn.key}@quire.mail>`)));
    // One token per party with a link, each stored only as its hash.
    const tokens = await t.ctx.db
      .select()
      .from(signingTokens)
      .where(
        and(eq(signingTokens.document_key, pack.key), eq(signingTokens.token_type, 'final_copy')),
      );
    expect(tokens).toHaveLength(5);
    expect(tokens.map((r) => r.token_hash)).not.toContain(wesLink.token);
    const days = (tokens[0]!.expires_at.getTime() - tokens[0]!.date_created.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [sent] = await auditOf(pack.key, 'final_sent');
    expect(sent!.details).toMatchObject({
      text_messages: [
        { channel: 'whatsapp', to: '+27 ••• ••34' },
        { channel: 'sms', to: '+27 ••• ••76' },
      ],
    });
  });

  it('leaves the creator out under exclude_created_by_from_final_mail', async () => {
    const flagged = await sealedPack({ exclude_created_by_from_final_mail: true });
    const mails = (await finalMails(t.ctx)).filter((m) => m.html.includes(flagged.key));
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      ['dan@example.com', 'eve@example.com', 'lee@example.com'].sort(),
    );
  }, 60_000);

  it("leaves the creator out when they switched off the 'completed' mail", async () => {
    await t.ctx.db
      .update(users)
      .set({ mail_notifications: { completed: false } })
      .where(eq(users.key, ann.user_key));
    try {
      const quiet = await sealedPack();
      const mails = (await finalMails(t.ctx)).filter((m) => m.html.includes(quiet.key));
      expect(mails.map((m) => m.to_address).sort()).toEqual(
        ['dan@example.com', 'eve@example.com', 'lee@example.com'].sort(),
      );
    } finally {
      await t.ctx.db
        .update(users)
        .set({ mail_notifications: {} })
        .where(eq(users.key, ann.user_key));
    }
  }, 60_000);

  it('opens the completed pack read-only: names, pages, no contact details', async () => {
    const link = await t.app.inject({
      method: 'GET',
      url: `${wesLink.path}?token=${wesLink.token}`,
    });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/#final_copy/${pack.key}?token=${wesLink.token}`);
    expect(link.cookies).toEqual([]);

    const view = await call(t.app, 'GET', `/app/final_copy/${pack.key}?token=${wesLink.token}`);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    // The document's pages and the certificate of completion's, as the 'sealed' record counts them.
    const [sealed] = await auditOf(pack.key, 'sealed');
    const certificatePages = (sealed!.details as { audit_pages: number }).audit_pages;
    expect(certificatePages).toBeGreaterThan(0);
    expect(body).toMatchObject({
      success: true,
      document_name: 'Lease agreement',
      recipient_name: 'Wes Whatsapp',
      page_count:
        (await documentRow(t.ctx, pack.childKeys[0]!)).image_blob_metadata.length +
        certificatePages,
      open_in_app: false,
    });
    expect(body.signers.map((s: { name: string }) => s.name)).toEqual([
      'Lee Lessee',
      'Dan Dekker',
      'Wes Whatsapp',
    ]);
    expect(Date.parse(body.date_completed)).not.toBeNaN();
    for (const secret of ['@', '+2782', pack.signatoryUuids[0]!, 'account'])
      expect(view.payload).not.toContain(secret);

    // Viewing twice within the window records one 'final_viewed', naming Wes.
    await call(t.app, 'GET', `/app/final_copy/${pack.key}?token=${wesLink.token}`);
    const viewed = await auditOf(pack.key, 'final_viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ actor_name: 'Wes Whatsapp', actor_signatory_uuid: pack.wes });

    const page = await t.app.inject({
      method: 'GET',
      url: `/app/final_copy/${pack.key}/pages/0?token=${ceeLink.token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const cached = await t.ctx.db.select().from(blobs).where(eq(blobs.purpose, 'final_page_image'));
    expect(cached.map((b) => b.document_key)).toContain(pack.key);
    const again = await t.app.inject({
      method: 'GET',
      url: `/app/final_copy/${pack.key}/pages/0?token=${wesLink.token}`,
    });
    expect(sha256(again.rawPayload)).toBe(sha256(page.rawPayload));
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/app/final_copy/${pack.key}/pages/${body.page_count}?token=${wesLink.token}`,
    });
    expect(beyond.statusCode).toBe(404);
  }, 60_000);

  it('downloads the sealed PDF’s bytes and records it', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/app/final_copy/${pack.key}/download?token=${ceeLink.token}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain('filename="Lease agreement.pdf"');
    const packRow = await documentRow(t.ctx, pack.key);
    const [final] = await t.ctx.db
      .select()
      .from(blobs)
      .where(eq(blobs.key, packRow.final_file_key!));
    expect(sha256(r.rawPayload)).toBe(sha256(await t.ctx.blobStore.get(final!.object_key)));
    const downloaded = await auditOf(pack.key, 'final_downloaded');
    expect(downloaded.at(-1)).toMatchObject({
      actor_name: 'Cee Text',
      actor_signatory_uuid: null,
      details: { recipient: 'copy_recipient', recipient_uuid: pack.cee },
    });
  });

  it('opens nothing else: another pack, the editor, a signer session', async () => {
    const other = await sealedPack();
    for (const url of [
      `/app/final_copy/${other.key}?token=${wesLink.token}`,
      `/app/final_copy/${other.key}/download?token=${wesLink.token}`,
      `/app/final_copy/${pack.key}?token=${'x'.repeat(43)}`,
      `/app/final_copy/${pack.key}`,
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/final_copy/${other.key}?token=${wesLink.token}`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.payload).toContain(FINAL_COPY_MESSAGES.linkUnknown);

    // The token is no session: not as a header, not as a cookie, not as a signing link.
    for (const headers of [{ session_token: wesLink.token }, {}]) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/app/documents/${pack.key}`,
        headers,
        cookies: { [SESSION_COOKIE]: wesLink.token },
      });
      expect(r.statusCode).toBe(401);
    }
    for (const url of [
      `/app/documents/${pack.key}/get_data_fields`,
      `/app/documents/${pack.key}/get_signatories`,
      `/app/audit_trail/${pack.key}`,
      `/app/serve/${pack.key}?token=${wesLink.token}`,
    ]) {
      const r = await t.app.inject({
        method: 'GET',
        url,
        headers: { session_token: wesLink.token },
      });
      expect(r.statusCode, url).toBe(401);
    }
    const switchUser = await t.app.inject({
      method: 'GET',
      url: `/app/documents/${pack.key}/switch_user/${pack.wes}?session_token=${wesLink.token}`,
    });
    expect(switchUser.statusCode).toBe(410);
    expect(switchUser.cookies).toEqual([]);
  }, 60_000);

  it('sends a logged-in team member to the app; anyone else gets the read-only view', async () => {
    const asAnn = await call(t.app, 'GET', `/app/final_copy/${pack.key}?token=${ceeLink.token}`, {
      session: ann,
    });
    expect(asAnn.json()).toMatchObject({ open_in_app: true });
    const asBob = await call(t.app, 'GET', `/app/final_copy/${pack.key}?token=${ceeLink.token}`, {
      session: bob,
    });
    expect(asBob.json()).toMatchObject({ open_in_app: false, document_name: 'Lease agreement' });
  });

  it('answers 410 with a friendly page once the link expired or was withdrawn', async () => {
    const expire = (token: string, set: Partial<typeof signingTokens.$inferInsert>) =>
      t.ctx.db
        .update(signingTokens)
        .set(set)
        .where(
          and(
            eq(signingTokens.document_key, pack.key),
            eq(signingTokens.token_type, 'final_copy'),
            eq(signingTokens.signatory_uuid, token),
          ),
        );
    await expire(pack.cee, { expires_at: new Date(Date.now() - 1000) });
    await expire(pack.wes, { revoked_at: new Date() });
    for (const link of [ceeLink, wesLink]) {
      const page = await t.app.inject({ method: 'GET', url: `${link.path}?token=${link.token}` });
      expect(page.statusCode).toBe(410);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.payload).toContain('This link has expired');
      expect(page.payload).toContain('width=device-width');
      const api = await call(t.app, 'GET', `/app/final_copy/${pack.key}?token=${link.token}`);
      expect(api.statusCode).toBe(410);
      expect(api.json()).toEqual({ success: false, message: FINAL_COPY_MESSAGES.linkExpired });
      const download = await t.app.inject({
        method: 'GET',
        url: `/app/final_copy/${pack.key}/download?token=${link.token}`,
      });
      expect(download.statusCode).toBe(410);
    }
  });
});
