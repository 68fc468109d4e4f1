// @postgres: a pack sealed once however many seal jobs run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pdfPages, pdfsig, pdftotext, qpdfCheck } from '@quire/pdf/seal/test-fixtures/poppler';
import { blobs, documents } from '../../db/schema.ts';
import { call, createTestApp, signUpVerifiedUser, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { sealDocumentJob } from '../../jobs/seal-document.job.ts';
import { sealDocumentHandler } from './seal-document-handler.ts';
import {
  documentRow,
  finalMails,
  seedCompletePack,
  sealedRecords,
  sha256,
} from './seal-test-helpers.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ann: Awaited<ReturnType<typeof signUpVerifiedUser>>;
let annAccount: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Quire Tests <sign@quire.test>' },
  });
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const blobBytes = async (key: string) => {
  const [row] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, key));
  return t.ctx.blobStore.get(row!.object_key);
};

const expectSealed = async (pdf: Uint8Array) => {
  const sig = await pdfsig(pdf);
  expect(sig.out).toContain('Signature Type: ETSI.CAdES.detached');
  expect(sig.out).toContain('Signature Validation: Signature is Valid.');
  expect(sig.out).toContain('Total document signed');
  const check = await qpdfCheck(pdf);
  expect(check.code, check.out).toBe(0);
};

const waitUntil = async (check: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const packInput = (children: number, flags = {}) => ({
  createdBy: ann.user_key,
  creatorName: 'Ann Archer',
  creatorEmail: ann.email_address,
  accountKey: annAccount,
  children,
  flags,
});

describe('the seal-document job', () => {
  it('seals every child, records the hashes, serves the final and mails it once', async () => {
    const pack = await seedCompletePack(t.ctx, packInput(2));
    const originals = await Promise.all(
      pack.childKeys.map(async (k) => blobBytes((await documentRow(t.ctx, k)).pdf_file_key!)),
    );
    const seal = sealDocumentHandler(t.ctx);
    await seal({ document_key: pack.key });

    const records = await sealedRecords(t.ctx, pack.key);
    expect(records.map((r) => r.child_document_key)).toEqual(pack.childKeys);
    for (const [i, childKey] of pack.childKeys.entries()) {
      const child = await documentRow(t.ctx, childKey);
      const final = await blobBytes(child.final_file_key!);
      await expectSealed(final);
      expect(await pdfPages(final)).toBeGreaterThan(2); // two pages and the certificate
      const text = await pdftotext(final);
      expect(text).toContain(`Agreed value ${i + 1}`);
      expect(text).toContain('Certificate of completion');
      expect(text).toContain('203.0.113.9');
      expect(records[i]!.details).toMatchObject({
        sha256_original: sha256(originals[i]!),
        sha256_final: sha256(final),
        signed: true,
      });
    }
    const packRow = await documentRow(t.ctx, pack.key);
    expect(packRow.final_file_key).not.toBeNull();
    const packFinal = await blobBytes(packRow.final_file_key!);
    await expectSealed(packFinal);
    expect(await pdftotext(packFinal)).toContain('Agreed value 2');

    const served = await call(t.app, 'GET', `/app/serve/${pack.key}`, { session: ann });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sha256(packFinal));

    // Ann (creator and signer), Dan and Eve; the signer without an email gets nothing.
    const mails = await finalMails(t.ctx);
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [ann.email_address, 'dan@example.com', 'eve@example.com'].sort(),
    );
    for (const m of mails) expect(m.attachments).toHaveLength(2);
    const delivered = () =>
      smtp.received.filter((r) => mails.some((m) => r.raw.includes(`<${m.key}@quire.mail>`)));
    await waitUntil(() => delivered().length === 3);
    const toDan = delivered().find((m) => m.to.includes('dan@example.com'))!;
    expect(toDan.raw).toContain('Content-Type: application/pdf; name="Lease part 1.pdf"');
    expect(toDan.raw).toContain('filename="Lease part 2.pdf"');

    // A second run changes nothing: one final per document, one set of mails.
    await seal({ document_key: pack.key });
    expect((await documentRow(t.ctx, pack.key)).final_file_key).toBe(packRow.final_file_key);
    expect(await sealedRecords(t.ctx, pack.key)).toHaveLength(2);
    expect(await finalMails(t.ctx)).toHaveLength(3);
    const finalBlobs = await t.ctx.db.select().from(blobs).where(eq(blobs.purpose, 'final_pdf'));
    expect(
      finalBlobs.filter((b) => [pack.key, ...pack.childKeys].includes(b.document_key!)),
    ).toHaveLength(3);
  }, 60_000);

  it('finishes after a run that crashed between children, sealing nothing twice', async () => {
    const pack = await seedCompletePack(t.ctx, packInput(2));
    const before = (await finalMails(t.ctx)).length;
    const crashing = sealDocumentHandler(t.ctx, {
      afterChildSealed: () => {
        throw new Error('killed');
      },
    });
    await expect(crashing({ document_key: pack.key })).rejects.toThrow('killed');
    const first = await documentRow(t.ctx, pack.childKeys[0]!);
    expect(first.final_file_key).not.toBeNull();
    expect((await documentRow(t.ctx, pack.childKeys[1]!)).final_file_key).toBeNull();
    expect((await documentRow(t.ctx, pack.key)).final_file_key).toBeNull();
    expect(await finalMails(t.ctx)).toHaveLength(before);

    await sealDocumentHandler(t.ctx)({ document_key: pack.key });
    expect((await documentRow(t.ctx, pack.childKeys[0]!)).final_file_key).toBe(
      first.final_file_key,
    );
    expect((await documentRow(t.ctx, pack.childKeys[1]!)).final_file_key).not.toBeNull();
    expect((await documentRow(t.ctx, pack.key)).final_file_key).not.toBeNull();
    expect((await sealedRecords(t.ctx, pack.key)).map((r) => r.child_document_key)).toEqual(
      pack.childKeys,
    );
    expect(await finalMails(t.ctx)).toHaveLength(before + 3);
  }, 60_000);

  it('runs as a queued job: enqueued with the completion, the worker seals the pack', async () => {
    const pack = await seedCompletePack(t.ctx, packInput(1));
    await t.ctx.db.transaction((tx) =>
      t.ctx.queue.enqueue(tx, sealDocumentJob, { document_key: pack.key }),
    );
    const deadline = Date.now() + 30_000;
    while (!(await documentRow(t.ctx, pack.key)).final_file_key) {
      if (Date.now() > deadline) throw new Error('the worker did not seal the pack');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await sealedRecords(t.ctx, pack.key)).toHaveLength(1);
  }, 60_000);

  it('gives one final and one set of mails when two runs race', async () => {
    const pack = await seedCompletePack(t.ctx, packInput(2));
    const before = (await finalMails(t.ctx)).length;
    await Promise.all([
      sealDocumentHandler(t.ctx)({ document_key: pack.key }),
      sealDocumentHandler(t.ctx)({ document_key: pack.key }),
    ]);
    expect(await sealedRecords(t.ctx, pack.key)).toHaveLength(2);
    expect(await finalMails(t.ctx)).toHaveLength(before + 3);
    const keys = [pack.key, ...pack.childKeys];
    const rows = await t.ctx.db.select().from(blobs).where(eq(blobs.purpose, 'final_pdf'));
    const mine = rows.filter((b) => keys.includes(b.document_key!));
    expect(mine).toHaveLength(3);
    for (const b of mine) expect(await t.ctx.blobStore.exists(b.object_key)).toBe(true);
    for (const key of keys)
      expect(mine.map((b) => b.key)).toContain((await documentRow(t.ctx, key)).final_file_key);
  }, 60_000);

  it('gives a single child’s final to its pack and honours the mail flags', async () => {
    const pack = await seedCompletePack(
      t.ctx,
      packInput(1, {
        exclude_created_by_from_final_mail: true,
        include_attachments: false,
        include_audit_trail_in_signed_documents: false,
      }),
    );
    const before = new Set((await finalMails(t.ctx)).map((m) => m.key));
    await sealDocumentHandler(t.ctx)({ document_key: pack.key });
    const child = await documentRow(t.ctx, pack.childKeys[0]!);
    expect((await documentRow(t.ctx, pack.key)).final_file_key).toBe(child.final_file_key);
    const final = await blobBytes(child.final_file_key!);
    await expectSealed(final);
    expect(await pdfPages(final)).toBe(2);
    const added = (await finalMails(t.ctx)).filter((m) => !before.has(m.key));
    expect(added.map((m) => m.to_address).sort()).toEqual(['dan@example.com', 'eve@example.com']);
    for (const m of added) expect(m.attachments).toEqual([]);
  }, 60_000);

  it('leaves a pack that is not complete alone, and seals without a certificate when off', async () => {
    const pack = await seedCompletePack(
      t.ctx,
      packInput(1, { use_certificates_for_signed_pdf: false }),
    );
    await t.ctx.db
      .update(documents)
      .set({ status: 'awaiting_signatures' })
      .where(eq(documents.key, pack.key));
    const seal = sealDocumentHandler(t.ctx);
    await seal({ document_key: pack.key });
    expect((await documentRow(t.ctx, pack.childKeys[0]!)).final_file_key).toBeNull();

    await t.ctx.db.update(documents).set({ status: 'complete' }).where(eq(documents.key, pack.key));
    await seal({ document_key: pack.key });
    const child = await documentRow(t.ctx, pack.childKeys[0]!);
    const final = await blobBytes(child.final_file_key!);
    expect((await pdfsig(final)).out).toContain('does not contain any signatures');
    expect((await qpdfCheck(final)).code).toBe(0);
    expect((await sealedRecords(t.ctx, pack.key))[0]!.details).toMatchObject({ signed: false });
  }, 60_000);
});
