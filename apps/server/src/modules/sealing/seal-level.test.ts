import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSignatures } from '@quire/pdf/seal/ltv/pdf-signatures';
import { startLocalCa, type LocalCa } from '@quire/pdf/seal/test-fixtures/local-ca';
import { mutoolVerify, pdfsig, qpdfCheck } from '@quire/pdf/seal/test-fixtures/poppler';
import { startTsaServer } from '@quire/pdf/seal/test-fixtures/tsa-server';
import { auditRecords, blobs } from '../../db/schema.ts';
import { createTestApp, signUpVerifiedUser, type TestApp } from '../../../test/test-app.ts';
import { accountKeyOf } from '../../../test/seed-documents.ts';
import { sealDocumentHandler } from './seal-document-handler.ts';
import { documentRow, seedCompletePack, sealedRecords, sha256 } from './seal-test-helpers.ts';

let t: TestApp;
let ca: LocalCa;
let tsa: Awaited<ReturnType<typeof startTsaServer>>;
let dir: string;
let ann: Awaited<ReturnType<typeof signUpVerifiedUser>>;
let annAccount: string;

beforeAll(async () => {
  [ca, tsa] = await Promise.all([startLocalCa(), startTsaServer({ current: 'grant' })]);
  dir = await mkdtemp(path.join(tmpdir(), 'quire-seal-level-'));
  const p12Path = path.join(dir, 'seal.p12');
  await writeFile(p12Path, ca.p12);
  t = await createTestApp({
    env: {
      SIGNING_P12_PATH: p12Path,
      SIGNING_P12_PASSWORD: ca.password,
      TSA_URL: tsa.url,
      PADES_LEVEL: 'B-LTA',
    },
  });
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
}, 90_000);
afterAll(async () => {
  await t?.close();
  await ca?.close();
  await tsa?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const finalOf = async (documentKey: string) => {
  const row = await documentRow(t.ctx, documentKey);
  const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, row.final_file_key!));
  return t.ctx.blobStore.get(blob!.object_key);
};

const reducedRecords = (packKey: string) =>
  t.ctx.db
    .select()
    .from(auditRecords)
    .where(
      and(eq(auditRecords.document_key, packKey), eq(auditRecords.event, 'seal_level_reduced')),
    )
    .orderBy(asc(auditRecords.seq));

const sealPack = async (children: number) => {
  const pack = await seedCompletePack(t.ctx, {
    createdBy: ann.user_key,
    creatorName: 'Ann Archer',
    creatorEmail: ann.email_address,
    accountKey: annAccount,
    children,
  });
  await sealDocumentHandler(t.ctx)({ document_key: pack.key });
  return pack;
};

describe('the seal job at PADES_LEVEL=B-LTA', () => {
  it('stores B-LTA finals (seal, DSS, document time-stamp) and records their level and hash', async () => {
    const pack = await sealPack(2);
    const records = await sealedRecords(t.ctx, pack.key);
    for (const [i, childKey] of pack.childKeys.entries()) {
      const final = await finalOf(childKey);
      expect(Buffer.from(final).includes('/DSS')).toBe(true);
      expect(pdfSignatures(final)).toHaveLength(2);
      const sig = await pdfsig(final);
      expect(sig.out).toContain('Signer Certificate Common Name: Quire LTV test seal');
      expect(sig.out).toContain('Signature Validation: Signature is Valid.');
      expect(sig.out).toContain('Signature Field Name: Document timestamp');
      expect((await mutoolVerify(final)).out).toContain('The signature is valid');
      expect((await qpdfCheck(final)).code).toBe(0);
      expect(records[i]!.details).toMatchObject({
        pades_level: 'B-LTA',
        sha256_final: sha256(final),
      });
    }
    // The merged pack final is sealed again and taken to the same level.
    const packFinal = await finalOf(pack.key);
    expect(pdfSignatures(packFinal)).toHaveLength(2);
    expect((await qpdfCheck(packFinal)).code).toBe(0);
    expect(await reducedRecords(pack.key)).toEqual([]);
  }, 90_000);

  it('keeps a B-T final and says why in the audit trail when the OCSP responder is down', async () => {
    ca.responders.issuing.kill();
    const pack = await sealPack(1);
    const final = await finalOf(pack.childKeys[0]!);
    expect(Buffer.from(final).includes('/DSS')).toBe(false);
    expect(pdfSignatures(final)).toHaveLength(1);
    const sig = await pdfsig(final);
    expect(sig.out).toContain('Signature Validation: Signature is Valid.');
    expect(sig.out).toContain('Total document signed');
    expect((await qpdfCheck(final)).code).toBe(0);

    const [sealed] = await sealedRecords(t.ctx, pack.key);
    expect(sealed!.details).toMatchObject({ pades_level: 'B-T', sha256_final: sha256(final) });
    const [reduced] = await reducedRecords(pack.key);
    expect(reduced!.child_document_key).toBe(pack.childKeys[0]);
    expect(reduced!.details).toMatchObject({
      pades_level_wanted: 'B-LTA',
      pades_level: 'B-T',
      sha256_final: sha256(final),
    });
    expect((reduced!.details as { reason: string }).reason).toMatch(
      /^The seal was kept at PAdES B-T instead of B-LTA: Certificate “Quire LTV test seal”: fetch failed \(ECONNREFUSED\)$/,
    );
    // The pack is still finished: its final is the child's.
    expect((await documentRow(t.ctx, pack.key)).final_file_key).toBe(
      (await documentRow(t.ctx, pack.childKeys[0]!)).final_file_key,
    );
  }, 90_000);
});
