import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_FLAG_DEFAULTS } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { seedCompletePack } from '../sealing/seal-test-helpers.ts';
import { enqueueFinalMails } from '../sealing/enqueue-final-mails.ts';
import { findChildrenToSeal, findPackToSeal } from '../sealing/sealing-repository.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { sendSignatureRequestsHandler } from '../signing-requests/notify-next-signers.ts';
import {
  decodedMail,
  deleteTheme,
  seedTheme,
  setPackTheme,
  type SeededTheme,
} from './pack-branding-fixtures.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let k: Awaited<ReturnType<typeof signingKit>>;
let house: SeededTheme;
let campaign: SeededTheme;
let foreign: SeededTheme;
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  k = await signingKit(t);
  house = await seedTheme(t.ctx, k.annAccount, {
    name: 'House',
    button: '#0b7a3e',
    isDefault: true,
  });
  campaign = await seedTheme(t.ctx, k.annAccount, { name: 'Campaign', button: '#c2185b' });
  foreign = await seedTheme(t.ctx, k.bobAccount, {
    name: 'Bob',
    button: '#5d4037',
    isDefault: true,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/**
 * The mails of a kind to an address about the pack (its key is in their links; null: any), as the
 * SMTP sink received them.
 */
const deliveredMails = async (kind: string, to: string, packKey: string | null) => {
  const rows = (
    await t.ctx.db
      .select()
      .from(mails)
      .where(and(eq(mails.kind, kind), eq(mails.to_address, to)))
  ).filter((m) => packKey === null || m.html.includes(packKey));
  expect(rows.length, `${kind} to ${to}`).toBeGreaterThan(0);
  const deadline = Date.now() + 15_000;
  return Promise.all(
    rows.map(async (row) => {
      for (;;) {
        const got = smtp.received.find((r) => r.raw.includes(`<${row.key}@quire.mail>`));
        if (got) return decodedMail(got.raw);
        if (Date.now() > deadline) throw new Error(`mail ${row.key} was not delivered`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }),
  );
};

/** The mail is dressed in this theme: its button colours and its email heading image. */
const expectDressedIn = (html: string, theme: SeededTheme) => {
  expect(html).toContain(`background-color:${theme.button}`);
  expect(html).toContain(`color:${theme.buttonText}`);
  expect(html).toContain(`src="${PUBLIC_URL}/app/serve_image/${theme.emailImage}"`);
  expect(html).toContain(`alt="${theme.name}"`);
  expect(html).not.toContain('>Quire</p>');
  for (const other of [house, campaign, foreign].filter((o) => o !== theme))
    expect(html).not.toContain(other.button);
};

const runSendJob = (key: string) =>
  sendSignatureRequestsHandler(t.ctx)(
    { document_key: key },
    { id: 'test', retryCount: 0, retryLimit: 5 },
  );

describe('every mail about a pack wears its theme', () => {
  it('signature requests: the pack’s own theme, resolved once for every signer', async () => {
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, campaign.key);
    await runSendJob(p.key);
    const [toSam] = await deliveredMails('signature_request', k.sam.email_address, p.key);
    const [toTia] = await deliveredMails('signature_request', k.tia.email_address, p.key);
    expectDressedIn(toSam!, campaign);
    expectDressedIn(toTia!, campaign);
  });

  it('signature requests: the workspace default without an own theme, and when it was deleted', async () => {
    const plain = await k.pack();
    await runSendJob(plain.key);
    expectDressedIn(
      (await deliveredMails('signature_request', k.sam.email_address, plain.key))[0]!,
      house,
    );

    const gone = await seedTheme(t.ctx, k.annAccount, { name: 'Gone', button: '#ff6f00' });
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, gone.key);
    await deleteTheme(t.ctx, gone.key);
    await runSendJob(p.key);
    const [html] = await deliveredMails('signature_request', k.sam.email_address, p.key);
    expectDressedIn(html!, house);
    expect(html).not.toContain(gone.button);
  });

  it('a resent request, by the owner', async () => {
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, campaign.key);
    const r = await call(
      t.app,
      'POST',
      `/app/documents/${p.key}/resend_document_notification/${p.sam}`,
      {
        session: k.ann,
        body: {},
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    const sent = await deliveredMails('signature_request', k.sam.email_address, p.key);
    for (const html of sent) expectDressedIn(html, campaign);
  });

  it('one-time codes', async () => {
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, campaign.key);
    const r = await call(
      t.app,
      'POST',
      `/app/documents/${p.key}/generate_new_verification_otp/${p.sam}`,
      {
        session: k.sam,
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    // The only code Sam is sent in this file; a code mail has no button, so its colours are text's.
    const [html] = await deliveredMails('verification_code', k.sam.email_address, null);
    expect(html).toContain(`src="${PUBLIC_URL}/app/serve_image/${campaign.emailImage}"`);
    expect(html).toContain(`alt="${campaign.name}"`);
    expect(html).toContain('color:#102a43');
    expect(html).toContain('background-color:#eef2f7');
    expect(html).not.toContain(house.emailImage);
  });

  it('the owner’s activity mails (a signer signed)', async () => {
    const p = await k.pack();
    await setPackTheme(t.ctx, p.key, campaign.key);
    const r = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'Sam' },
      ],
      update_status_to: 'complete',
    });
    expect(r.statusCode, r.body).toBe(200);
    const [html] = await deliveredMails('pack_signed', k.ann.email_address, p.key);
    expectDressedIn(html!, campaign);
  });

  it('final copies, to signers and to the creator', async () => {
    const seeded = await seedCompletePack(t.ctx, {
      createdBy: k.ann.user_key,
      creatorName: 'Ann Archer',
      creatorEmail: k.ann.email_address,
      accountKey: k.annAccount,
      children: 1,
      flags: { include_attachments: false },
    });
    await setPackTheme(t.ctx, seeded.key, campaign.key);
    await t.ctx.db.transaction(async (tx: Db) => {
      const pack = (await findPackToSeal(tx, seeded.key))!;
      await enqueueFinalMails(t.ctx, tx, pack, await findChildrenToSeal(tx, pack.key), {
        ...DOCUMENT_FLAG_DEFAULTS,
        ...pack.flags,
        include_attachments: false,
      });
    });
    for (const to of ['dan@example.com', k.ann.email_address])
      for (const html of await deliveredMails('final_documents', to, seeded.key))
        expectDressedIn(html, campaign);
  });
});
