import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPdf } from '../decrypt-pdf.ts';
import {
  ENCRYPTED_PDF_PASSWORD,
  makeAwkwardPagesPdf,
  makeEncryptedPdf,
} from '../test-fixtures/hostile-pdfs.ts';
import { makeSamplePdf } from '../test-fixtures/sample-pdf.ts';
import { sealPdf, type SealInput } from './seal-pdf.ts';
import { loadOrCreateSealingCertificate } from './sealing-certificate.ts';
import { createSealSigner, type SealSigner } from './sign-pdf.ts';
import { pdfPages, pdfsig, pdftotext, qpdfCheck } from './test-fixtures/poppler.ts';
import { sampleCertificate } from './test-fixtures/certificate-fixtures.ts';
import { makeField, makeFormPdf, makeSignatureImage } from './test-fixtures/seal-fixtures.ts';

let dataDir: string;
let signer: SealSigner;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quire-seal-'));
  const certificate = await loadOrCreateSealingCertificate(dataDir);
  signer = createSealSigner(certificate.p12, certificate.password);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const details = { reason: 'Signed with Quire', location: 'Quire', contactInfo: 'seal@example.com' };

const sealInput = (pdf: Uint8Array, extra: Partial<SealInput> = {}): SealInput => ({
  pdf,
  pages: [],
  fields: [
    makeField(
      'text',
      { page_index: 0, x: 60, y: 100, width: 200, height: 20 },
      { data: 'Stamped Quokka 7' },
    ),
    makeField(
      'signature',
      { page_index: 0, x: 60, y: 140, width: 150, height: 50 },
      { file_key: 's1' },
    ),
    makeField(
      'check',
      { page_index: 0, x: 60, y: 200, width: 15, height: 15 },
      { data: 'checked' },
    ),
  ],
  images: new Map([['s1', makeSignatureImage()]]),
  signer,
  ...details,
  ...extra,
});

const expectValidSeal = async (pdf: Uint8Array) => {
  const sig = await pdfsig(pdf);
  expect(sig.out).toContain('Signature Type: ETSI.CAdES.detached');
  expect(sig.out).toContain('Signature Validation: Signature is Valid.');
  expect(sig.out).toContain('Total document signed');
  const check = await qpdfCheck(pdf);
  expect(check.code, check.out).toBe(0);
  expect(check.out).toContain('No syntax or stream encoding errors found');
};

describe('sealPdf', () => {
  let sealed: Awaited<ReturnType<typeof sealPdf>>;
  let source: Uint8Array;

  beforeAll(async () => {
    source = await makeAwkwardPagesPdf();
    sealed = await sealPdf(
      sealInput(source, {
        certificate: sampleCertificate(5),
      }),
    );
  });

  it('signs the whole document with a valid PAdES signature that qpdf finds clean', async () => {
    await expectValidSeal(sealed.pdf);
    expect((await pdfsig(sealed.pdf)).out).toContain(
      'Signer Certificate Common Name: Quire document seal (self-signed)',
    );
  });

  it('reports the hashes of the original and the final file', () => {
    const hex = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    expect(sealed.sha256_original).toBe(hex(source));
    expect(sealed.sha256_final).toBe(hex(sealed.pdf));
    expect(Object.keys(sealed.timings_ms)).toEqual(
      expect.arrayContaining(['load', 'flatten', 'stamp', 'audit', 'save', 'sign', 'total']),
    );
  });

  it('detects one changed byte inside the signed range', async () => {
    const tampered = Buffer.from(sealed.pdf);
    const at = tampered.indexOf('Awkward page 1');
    const target = at > 0 ? at : 2000;
    tampered[target + 1] = tampered[target + 1]! ^ 0x01;
    const sig = await pdfsig(tampered);
    expect(sig.out).not.toContain('Signature is Valid');
    expect(sig.out).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('stamps the values and appends the certificate of completion', async () => {
    expect(await pdftotext(sealed.pdf, 1)).toContain('Stamped Quokka 7');
    expect(sealed.audit_pages).toBeGreaterThanOrEqual(1);
    expect(await pdfPages(sealed.pdf)).toBe(4 + sealed.audit_pages);
    const first = (await pdftotext(sealed.pdf, 5)).replace(/\s+/g, ' ');
    expect(first).toContain('Certificate of completion');
    expect(first).toContain('https://sign.example.com/verify/k7f3q9x2m4p8w1z6');
    let all = '';
    for (let p = 5; p < 5 + sealed.audit_pages; p++) all += await pdftotext(sealed.pdf, p);
    expect(all.replace(/\s+/g, ' ')).toContain('2026-11-21 08:04:05 UTC');
    expect(all).toContain('192.0.2.4');
  });

  it('paginates a long event log with the column headings on every page', async () => {
    const result = await sealPdf(
      sealInput(await makeSamplePdf({ pages: 2 }), { certificate: sampleCertificate(120) }),
    );
    expect(result.audit_pages).toBeGreaterThan(3);
    const total = await pdfPages(result.pdf);
    expect(total).toBe(2 + result.audit_pages);
    const last = (await pdftotext(result.pdf, total)).replace(/\s+/g, ' ');
    expect(last).toContain(
      `Certificate of completion page ${result.audit_pages} of ${result.audit_pages}`,
    );
    expect(last).toContain('IP address and user agent');
    expect(last).toContain('192.0.2.119');
    expect(last).toContain('Head of the hash chain');
    await expectValidSeal(result.pdf);
  });

  it('gives a valid file each time the same input is sealed, and when a sealed file is sealed again', async () => {
    const input = sealInput(source);
    const [first, second] = [await sealPdf(input), await sealPdf(input)];
    await expectValidSeal(first.pdf);
    await expectValidSeal(second.pdf);
    expect(first.sha256_original).toBe(second.sha256_original);
    const again = await sealPdf(sealInput(first.pdf, { fields: [] }));
    await expectValidSeal(again.pdf);
  });

  it('flattens the form of the source so nothing stays editable, keeping the filled values', async () => {
    const result = await sealPdf(sealInput(await makeFormPdf()));
    await expectValidSeal(result.pdf);
    expect(await pdftotext(result.pdf, 1)).toContain('Formfilled Ximena');
    const doc = await PDFDocument.load(result.pdf);
    const fields = doc.getForm().getFields();
    // Only the seal's own signature field is left.
    expect(fields.map((f) => f.acroField.dict.get(PDFName.of('FT'))?.toString())).toEqual(['/Sig']);
    const unsigned = await sealPdf(sealInput(await makeFormPdf(), { signer: undefined }));
    expect(
      (await PDFDocument.load(unsigned.pdf)).catalog.get(PDFName.of('AcroForm')),
    ).toBeUndefined();
  });

  it('seals a PDF that was encrypted once it is decrypted', async () => {
    const decrypted = await decryptPdf(await makeEncryptedPdf(), ENCRYPTED_PDF_PASSWORD);
    if (!decrypted.ok) throw new Error('fixture did not decrypt');
    const result = await sealPdf(sealInput(decrypted.pdf));
    await expectValidSeal(result.pdf);
    expect(await pdftotext(result.pdf, 1)).toContain('Stamped Quokka 7');
  });

  it('leaves the file unsigned when no signer is given', async () => {
    const result = await sealPdf(sealInput(await makeSamplePdf(), { signer: undefined }));
    expect((await pdfsig(result.pdf)).out).toContain('does not contain any signatures');
    expect((await qpdfCheck(result.pdf)).code).toBe(0);
  });
});
