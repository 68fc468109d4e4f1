// @postgres: the public list is SQL sent as written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, MESSAGES, PUBLIC_API_MESSAGES } from '@quire/domain';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { dataFields, documents } from '../../db/schema.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';
import { api, newApiKey, seedSendableTemplate, waitForConversion } from './public-api-test-kit.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
let annToken: string;
let bobToken: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  annToken = (await newApiKey(t, cast.ann, cast.teamAccount)).token;
  bobToken = (await newApiKey(t, cast.bob, cast.bobAccount)).token;
});

describe('who may call', () => {
  it('refuses a call without a credential, with a session cookie only, and with a revoked key', async () => {
    const none = await api(t, 'GET', '/api/v1/documents', null);
    expect(none.statusCode).toBe(401);
    expect(none.data).toEqual({ success: false, message: PUBLIC_API_MESSAGES.credentialRequired });

    const session = await call(t.app, 'GET', '/api/v1/documents', { session: cast.ann });
    expect(session.statusCode).toBe(401);

    const revoked = await newApiKey(t, cast.ann, cast.teamAccount);
    const del = await call(t.app, 'DELETE', `/app/api_keys/${revoked.key}`, { session: cast.ann });
    expect(del.statusCode, del.body).toBe(200);
    const after = await api(t, 'GET', '/api/v1/documents', revoked.token);
    expect(after.statusCode).toBe(401);
    expect(after.data.message).toBe(API_KEY_MESSAGES.invalid);
  });

  it("answers 404 for another workspace's document, whatever the route", async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.teamAccount,
      name: 'Team only',
    });
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/events'],
      ['GET', '/final'],
      ['GET', '/audit_trail'],
      ['POST', '/send'],
      ['POST', '/revert'],
    ] as const) {
      const r = await api(t, method, `/api/v1/documents/${pack.key}${path}`, bobToken);
      expect(r.statusCode, `${method} ${path}`).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
  });
});

describe('documents', () => {
  it('lists a page at a time by cursor, newest change first, without repeating a document', async () => {
    for (let i = 0; i < 5; i++)
      await seedPack(t.ctx, {
        createdBy: cast.ann.user_key,
        accountKey: cast.teamAccount,
        name: `Paged ${i}`,
        // A minute apart: each is dated from the clock when seeded, which a loaded machine slows.
        updatedSecondsAgo: 1000 + i * 60,
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/documents?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api(t, 'GET', url, annToken);
      expect(page.statusCode, page.body).toBe(200);
      const data = page.data.data as { name: string }[];
      expect(data.length).toBeLessThanOrEqual(2);
      seen.push(...data.map((d) => d.name));
      cursor = page.data.next_cursor as string | null;
    } while (cursor);
    const paged = seen.filter((n) => n.startsWith('Paged'));
    expect(paged).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 3', 'Paged 4']);
    expect(new Set(seen).size).toBe(seen.length);

    const bad = await api(t, 'GET', '/api/v1/documents?cursor=nonsense', annToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(MESSAGES.invalidCursor);
  });

  it('uploads a PDF as a new document, refusing bytes that are not a PDF', async () => {
    const pdf = await makeSamplePdf({ title: 'Offer', pages: 2 });
    const r = await api(t, 'POST', '/api/v1/documents?name=Offer.pdf', annToken, {
      raw: { bytes: pdf, type: 'application/pdf' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const doc = r.data.document as { key: string; name: string; status: string; files: unknown[] };
    expect(doc).toMatchObject({ name: 'Offer', status: 'setup', type: 'document' });
    expect(doc.files).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.key, doc.key));
    expect(row!.account_key).toBe(cast.teamAccount);
    const [file] = await waitForConversion(t, annToken, doc.key);
    expect(file).toMatchObject({ name: 'Offer', page_count: 2, conversion_state: 'done' });

    const notPdf = await api(t, 'POST', '/api/v1/documents?name=x.pdf', annToken, {
      raw: { bytes: Buffer.from('hello, not a pdf'), type: 'application/pdf' },
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.data.message).toBe(MESSAGES.onlyPdf);
    const json = await api(t, 'POST', '/api/v1/documents?name=x.pdf', annToken, { body: {} });
    expect(json.statusCode).toBe(400);
    expect(json.data.message).toBe(PUBLIC_API_MESSAGES.pdfRequired);
  });
});

describe('from a template to a signed document', () => {
  it('creates, sends, links, lists events, voids, and reads the audit trail', async () => {
    const template = await seedSendableTemplate(t, cast.ann.user_key, cast.teamAccount);
    const listed = await api(t, 'GET', '/api/v1/templates', annToken);
    expect((listed.data.data as { key: string }[]).map((d) => d.key)).toContain(template.key);

    const typo = await api(t, 'POST', `/api/v1/templates/${template.key}/documents`, annToken, {
      body: { signers: { Tenant: { name: 'Tom' } } },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.data.message).toBe(PUBLIC_API_MESSAGES.unknownRole('Tenant'));

    const created = await api(t, 'POST', `/api/v1/templates/${template.key}/documents`, annToken, {
      body: {
        name: 'Lease for Tom',
        signers: { 'signer-1': { name: 'Tom Tenant', email: 'Tom@Example.com' } },
        fields: { rent: '1200' },
        send: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.data.document as {
      key: string;
      from_template_key: string;
      signers: { uuid: string; email: string; status: string }[];
    };
    expect(doc).toMatchObject({
      name: 'Lease for Tom',
      status: 'awaiting_signatures',
      from_template_key: template.key,
    });
    expect(doc.signers).toEqual([
      expect.objectContaining({ name: 'Tom Tenant', email: 'tom@example.com', role: 'signer-1' }),
    ]);
    const child = (
      await t.ctx.db.select().from(documents).where(eq(documents.document_pack_key, doc.key))
    )[0]!;
    const fields = await t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.document_key, child.key));
    expect(fields.find((f) => f.custom_id === 'rent')!.data).toBe('1200');

    const link = await api(
      t,
      'POST',
      `/api/v1/documents/${doc.key}/signers/${doc.signers[0]!.uuid}/signing_link`,
      annToken,
    );
    expect(link.statusCode, link.body).toBe(200);
    expect(link.data.signing_link).toMatch(
      /^http:\/\/localhost:3000\/app\/documents\/.+switch_user/,
    );

    const events = await api(t, 'GET', `/api/v1/documents/${doc.key}/events?limit=1`, annToken);
    expect(events.statusCode, events.body).toBe(200);
    expect((events.data.data as { event: string }[]).map((e) => e.event)).toEqual(['created']);
    const rest = await api(
      t,
      'GET',
      `/api/v1/documents/${doc.key}/events?cursor=${events.data.next_cursor as string}`,
      annToken,
    );
    expect((rest.data.data as { event: string }[])[0]!.event).toBe('sent');

    const trail = await api(t, 'GET', `/api/v1/documents/${doc.key}/audit_trail`, annToken);
    expect(trail.statusCode).toBe(200);
    expect(trail.headers['content-type']).toBe('application/pdf');
    expect(trail.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const early = await api(t, 'GET', `/api/v1/documents/${doc.key}/final`, annToken);
    expect(early.statusCode).toBe(409);
    expect(early.data.message).toBe(PUBLIC_API_MESSAGES.notComplete);

    const voided = await api(t, 'POST', `/api/v1/documents/${doc.key}/revert`, annToken);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((voided.data.document as { status: string }).status).toBe('setup');
  });

  it('refuses to send what the checks refuse, and writes nothing', async () => {
    const template = await seedSendableTemplate(t, cast.ann.user_key, cast.teamAccount);
    const before = await t.ctx.db.select().from(documents);
    const r = await api(t, 'POST', `/api/v1/templates/${template.key}/documents`, annToken, {
      body: { send: true },
    });
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toEqual(expect.any(String));
    expect(await t.ctx.db.select().from(documents)).toHaveLength(before.length);
  });
});
