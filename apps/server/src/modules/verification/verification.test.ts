import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VERIFY_MESSAGES, VERIFY_RATE_LIMIT, type VerificationAnswer } from '@quire/domain';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { startTsaServer } from '@quire/pdf/seal/test-fixtures/tsa-server';
import { appendRevision, flipByte } from '@quire/pdf/verify/test-fixtures/tamper';
import { blobs, signatories } from '../../db/schema.ts';
import { call, createTestApp, signUpVerifiedUser, type TestApp } from '../../../test/test-app.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { sealDocumentHandler } from '../sealing/seal-document-handler.ts';
import { documentRow, seedCompletePack, sha256 } from '../sealing/seal-test-helpers.ts';

let t: TestApp;
let tsa: Awaited<ReturnType<typeof startTsaServer>>;
let ann: Awaited<ReturnType<typeof signUpVerifiedUser>>;
let final: Buffer;
let mergedFinal: Buffer;
let packKey: string;
let verificationId: string;

const finalOf = async (key: string) => {
  const doc = await documentRow(t.ctx, key);
  const [row] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, doc.final_file_key!));
  return t.ctx.blobStore.get(row!.object_key);
};

beforeAll(async () => {
  tsa = await startTsaServer({ current: 'grant' });
  t = await createTestApp({ env: { TSA_URL: tsa.url } });
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  const input = {
    createdBy: ann.user_key,
    creatorName: 'Ann Archer',
    creatorEmail: ann.email_address,
    accountKey: await accountKeyOf(t.ctx, ann),
  };
  const seal = sealDocumentHandler(t.ctx);
  const pack = await seedCompletePack(t.ctx, { ...input, children: 1 });
  const dan = (await t.ctx.db.select().from(signatories)).find(
    (s) => s.document_key === pack.key && s.name === 'Dan Dekker',
  )!;
  await t.ctx.db
    .update(signatories)
    .set({ mobile_number: '+27821234534', signed_in_presence: true })
    .where(eq(signatories.uuid, dan.uuid));
  await t.ctx.db.transaction((tx) =>
    appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'code_verified',
      actor: { signatory_uuid: dan.uuid, name: 'Dan Dekker' },
      details: { signatory_uuid: dan.uuid, channel: 'sms', destination: '+27 ••• ••34' },
    }),
  );
  await seal({ document_key: pack.key });
  packKey = pack.key;
  final = await finalOf(pack.key);
  verificationId = (await documentRow(t.ctx, pack.key)).verification_id!;
  const merged = await seedCompletePack(t.ctx, { ...input, children: 2 });
  await seal({ document_key: merged.key });
  mergedFinal = await finalOf(merged.key);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await tsa?.close();
});

let nextIp = 1;
/** Each check from its own address, so the rate limit only bites in its own test. */
const checkPdf = async (pdf: Uint8Array, remoteAddress = `198.51.100.${nextIp++}`) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/app/verify/pdf',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(pdf),
    remoteAddress,
  });
  return Object.assign(answer, {
    verification: answer.json().verification as VerificationAnswer,
  });
};

describe('the public check of a PDF', () => {
  it('answers sealed by Quire, unchanged, for a final as mailed', async () => {
    const { statusCode, verification } = await checkPdf(final);
    expect(statusCode).toBe(200);
    expect(verification).toMatchObject({
      verdict: 'unchanged',
      message: VERIFY_MESSAGES.unchanged,
      changes: [],
      sha256: sha256(final),
      seal: { valid: true, timestamp: { valid: true } },
      pack: { name: 'Lease agreement', verification_id: verificationId },
    });
    expect(verification.pack!.completed_at).toMatch(/Z$/);
    const dan = verification.pack!.signers.find((s) => s.name === 'Dan Dekker');
    expect(dan).toEqual({
      name: 'Dan Dekker',
      email: 'd•••@example.com',
      mobile: '+27 ••• ••34',
      signed_at: expect.stringMatching(/Z$/),
      identified_by: ['Email link', 'One-time code by SMS', 'In person'],
    });
    const owner = verification.pack!.signers.find((s) => s.name === 'Ann Archer');
    expect(owner?.identified_by).toEqual(['Signed in to a Quire account']);
  });

  it('knows a pack final merged from several documents', async () => {
    const { verification } = await checkPdf(mergedFinal);
    expect(verification.verdict).toBe('unchanged');
    expect(verification.seal?.valid).toBe(true);
  });

  it('reports one flipped byte as changed after sealing: a broken signature', async () => {
    const { verification } = await checkPdf(flipByte(final));
    expect(verification).toMatchObject({
      verdict: 'changed',
      message: VERIFY_MESSAGES.changed,
      changes: ['broken_signature'],
      seal: { valid: false },
      pack: { verification_id: verificationId },
    });
  });

  it('reports an appended revision as changed after sealing: a later revision', async () => {
    const { verification } = await checkPdf(await appendRevision(final));
    expect(verification).toMatchObject({
      verdict: 'changed',
      changes: ['later_revision'],
      seal: { valid: true },
      pack: { verification_id: verificationId },
    });
  });

  it('says any other PDF is not a Quire document, and refuses what is not a PDF', async () => {
    const { verification } = await checkPdf(await makeSamplePdf());
    expect(verification).toMatchObject({ verdict: 'not_quire', pack: null, seal: null });
    const notPdf = await checkPdf(Buffer.from('hello'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe(VERIFY_MESSAGES.notAPdf);
  });

  it('reveals nothing beyond the listed properties: no field values, no addresses', async () => {
    const { verification, body } = await checkPdf(final);
    expect(Object.keys(verification).sort()).toEqual(
      ['changes', 'message', 'pack', 'seal', 'sha256', 'verdict'].sort(),
    );
    expect(Object.keys(verification.pack!).sort()).toEqual(
      ['completed_at', 'name', 'signers', 'verification_id'].sort(),
    );
    for (const signer of verification.pack!.signers)
      expect(Object.keys(signer).sort()).toEqual(
        ['email', 'identified_by', 'mobile', 'name', 'signed_at'].sort(),
      );
    expect(Object.keys(verification.seal!).sort()).toEqual(['signed_by', 'timestamp', 'valid']);
    expect(Object.keys(verification.seal!.timestamp!).sort()).toEqual(['time', 'valid']);
    for (const secret of ['dan@example.com', ann.email_address, '+27821234534', 'Agreed value'])
      expect(body).not.toContain(secret);
    expect(body).not.toContain(packKey);
  });

  it('holds the rate limit per address', async () => {
    const pdf = await makeSamplePdf();
    for (let i = 0; i < VERIFY_RATE_LIMIT.limit; i++)
      expect((await checkPdf(pdf, '203.0.113.77')).statusCode).toBe(200);
    const refused = await checkPdf(pdf, '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect((await checkPdf(pdf, '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('the public check of a SHA-256 and the certificate link', () => {
  it('finds a final by its SHA-256 and says when none has it', async () => {
    const known = await call(t.app, 'GET', `/app/verify/sha256/${sha256(final).toUpperCase()}`);
    expect(known.data.verification).toMatchObject({ verdict: 'unchanged', seal: null });
    const unknown = await call(t.app, 'GET', `/app/verify/sha256/${'0'.repeat(64)}`);
    expect(unknown.data.verification).toMatchObject({
      verdict: 'not_quire',
      message: VERIFY_MESSAGES.hashUnknown,
      pack: null,
    });
    const bad = await call(t.app, 'GET', '/app/verify/sha256/xyz');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(VERIFY_MESSAGES.invalidSha256);
  });

  it('shows a pack by its verification id and sends the printed link to the page', async () => {
    const summary = await call(t.app, 'GET', `/app/verify/packs/${verificationId}`);
    expect(summary.data.pack).toMatchObject({ name: 'Lease agreement' });
    const unknown = await call(t.app, 'GET', '/app/verify/packs/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toBe(VERIFY_MESSAGES.linkUnknown);
    const link = await t.app.inject({ method: 'GET', url: `/verify/${verificationId}` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/#verify/${verificationId}`);
  });
});

describe('the verification upload of §7', () => {
  const waitForRecord = async (key: string, session = ann) => {
    for (let i = 0; i < 200; i++) {
      const got = await call(t.app, 'GET', `/app/document_verification/${key}`, { session });
      const record = got.data.verification as { verification_status: string };
      if (record.verification_status !== 'checking') return got.data.verification;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the check never finished');
  };

  it('checks an uploaded PDF against a document and records the answer', async () => {
    const started = await call(
      t.app,
      'GET',
      `/app/get_verification_upload_url?document_key=${packKey}`,
      { session: ann },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { url, file_key } = started.data as unknown as { url: string; file_key: string };
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(flipByte(final)),
    });
    expect(put.statusCode).toBe(200);
    const done = await call(
      t.app,
      'GET',
      `/app/document_verification_upload_success?file_key=${file_key}&document_key=${packKey}`,
      { session: ann },
    );
    expect(done.statusCode, done.body).toBe(200);
    const record = await waitForRecord(done.data.verification_key as string);
    expect(record).toMatchObject({
      verification_status: 'ok',
      message: VERIFY_MESSAGES.changed,
      result: { verdict: 'changed', changes: ['broken_signature'] },
    });
    const list = await call(t.app, 'GET', `/app/documents/${packKey}/verifications`, {
      session: ann,
    });
    expect(list.data.verification_url).toBe(`http://localhost:3000/verify/${verificationId}`);
    expect(list.data.verifications).toHaveLength(1);
  });

  it("records 'Failed to upload document.' when the bytes never arrived", async () => {
    const started = await call(
      t.app,
      'GET',
      `/app/get_verification_upload_url?document_key=${packKey}`,
      { session: ann },
    );
    const { file_key } = started.data as unknown as { file_key: string };
    const done = await call(
      t.app,
      'GET',
      `/app/document_verification_upload_success?file_key=${file_key}&document_key=${packKey}`,
      { session: ann },
    );
    expect(done.statusCode).toBe(400);
    expect(done.data.message).toBe(VERIFY_MESSAGES.uploadFailed);
    const list = await call(t.app, 'GET', `/app/documents/${packKey}/verifications`, {
      session: ann,
    });
    expect(list.data.verifications).toContainEqual(
      expect.objectContaining({
        verification_status: 'error',
        message: VERIFY_MESSAGES.uploadFailed,
      }),
    );
  });

  it('answers 404 to someone who cannot see the document', async () => {
    const eve = await signUpVerifiedUser(t);
    const url = await call(
      t.app,
      'GET',
      `/app/get_verification_upload_url?document_key=${packKey}`,
      { session: eve },
    );
    expect(url.statusCode).toBe(404);
    const list = await call(t.app, 'GET', `/app/documents/${packKey}/verifications`, {
      session: eve,
    });
    expect(list.statusCode).toBe(404);
    const mine = await call(
      t.app,
      'GET',
      `/app/get_verification_upload_url?document_key=${packKey}`,
      { session: ann },
    );
    const { file_key } = mine.data as unknown as { file_key: string };
    const done = await call(
      t.app,
      'GET',
      `/app/document_verification_upload_success?file_key=${file_key}&document_key=${packKey}`,
      { session: eve },
    );
    expect(done.statusCode).toBe(404);
  });
});
