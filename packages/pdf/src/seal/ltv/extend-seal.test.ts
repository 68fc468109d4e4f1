import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '../../test-fixtures/sample-pdf.ts';
import { sealPdf } from '../seal-pdf.ts';
import { createSelfSignedCertificate, toP12 } from '../self-signed-certificate.ts';
import { createSealSigner } from '../sign-pdf.ts';
import { startLocalCa, type LocalCa } from '../test-fixtures/local-ca.ts';
import forge from 'node-forge';
import { mutoolVerify, opensslTsVerify, pdfsig, qpdfCheck } from '../test-fixtures/poppler.ts';
import { startTsaServer } from '../test-fixtures/tsa-server.ts';
import { extendSeal } from './extend-seal.ts';
import { certificateFacts } from './certificate-facts.ts';
import { pdfSignatures } from './pdf-signatures.ts';
import { childrenOf, contentsOf, readTlv } from './der-reader.ts';

const FAST = { timeoutMs: 5000, attempts: 2, backoffMs: 50 };

let tsa: Awaited<ReturnType<typeof startTsaServer>>;
let ca: LocalCa;
let sealed: Uint8Array;

beforeAll(async () => {
  tsa = await startTsaServer({ current: 'grant' });
  ca = await startLocalCa();
  const signer = createSealSigner(ca.p12, ca.password, {
    tsaUrl: tsa.url,
    timestampTimeoutMs: 5000,
  });
  sealed = (
    await sealPdf({
      pdf: await makeSamplePdf(),
      pages: [],
      fields: [],
      images: new Map(),
      signer,
      reason: 'Signed with Quire',
      location: 'Quire',
      contactInfo: 'seal@example.com',
    })
  ).pdf;
}, 60_000);
afterAll(async () => {
  await ca?.close();
  await tsa?.close();
});

const streamBytes = (doc: PDFDocument, ref: PDFRef) => {
  const stream = doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('A DSS entry is not a stream');
  return inflateSync(stream.contents);
};

/** The DSS of a PDF: its streams decoded, and its VRI keys. */
const dssOf = async (pdf: Uint8Array) => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = doc.catalog.lookup(PDFName.of('DSS'), PDFDict);
  const list = (key: string) =>
    (dss.lookupMaybe(PDFName.of(key), PDFArray)?.asArray() ?? []).map((r) =>
      streamBytes(doc, r as PDFRef),
    );
  const vri = dss.lookup(PDFName.of('VRI'), PDFDict);
  return {
    certs: list('Certs'),
    ocsps: list('OCSPs'),
    crls: list('CRLs'),
    vriKeys: vri.keys().map((k) => k.asString().slice(1)),
  };
};

/** The serial numbers an OCSPResponse answers for, as hex. */
const ocspSerials = (der: Buffer): string[] => {
  const [, bytes] = childrenOf(der, readTlv(der));
  const basic = contentsOf(der, childrenOf(der, childrenOf(der, bytes!)[0]!)[1]!);
  const tbs = childrenOf(basic, childrenOf(basic, readTlv(basic))[0]!);
  const responses = tbs[tbs[0]!.tag === 0xa0 ? 3 : 2]!;
  return childrenOf(basic, responses).map((r) =>
    contentsOf(basic, childrenOf(basic, childrenOf(basic, r)[0]!)[3]!).toString('hex'),
  );
};

describe('PAdES B-LT and B-LTA', () => {
  it('B-LT: a DSS with the chain, an OCSP response for every certificate below the root, and VRI', async () => {
    const result = await extendSeal(sealed, { level: 'B-LT', tsaUrl: tsa.url, fetchPolicy: FAST });
    expect(result).toMatchObject({ level: 'B-LT', shortfall: null });
    // An incremental update: the sealed file is untouched at the start.
    expect(Buffer.from(result.pdf.subarray(0, sealed.length)).equals(Buffer.from(sealed))).toBe(
      true,
    );

    const dss = await dssOf(result.pdf);
    const certIds = dss.certs.map((c) => certificateFacts(c).x509.subject);
    expect(certIds).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Quire LTV test seal'),
        expect.stringContaining('Quire Test Issuing CA'),
        expect.stringContaining('Quire Test Root CA'),
        expect.stringContaining('Quire test TSA'),
      ]),
    );
    const serials = dss.ocsps.flatMap(ocspSerials).sort();
    expect(serials).toEqual(
      [ca.certificates.leaf, ca.certificates.issuing]
        .map((c) => certificateFacts(c).serial.toString('hex'))
        .sort(),
    );
    const seal = pdfSignatures(sealed)[0]!;
    expect(dss.vriKeys).toEqual([
      createHash('sha1').update(seal.contents).digest('hex').toUpperCase(),
    ]);

    expect((await qpdfCheck(result.pdf)).code).toBe(0);
    const sig = await pdfsig(result.pdf);
    expect(sig.out).toContain('Signature is Valid');
    const mutool = await mutoolVerify(result.pdf);
    expect(mutool.out).toContain('The signature is valid');
    expect(mutool.out).not.toMatch(/not valid|invalid/i);
  });

  it('B-LTA: a document time-stamp over the whole file, DSS included, that verifies', async () => {
    const result = await extendSeal(sealed, { level: 'B-LTA', tsaUrl: tsa.url, fetchPolicy: FAST });
    expect(result).toMatchObject({ level: 'B-LTA', shortfall: null });
    expect((await qpdfCheck(result.pdf)).code).toBe(0);
    const [seal, stamp] = pdfSignatures(result.pdf);
    // The document time-stamp covers everything but its own /Contents, the DSS included.
    const file = Buffer.from(result.pdf);
    const [, b, c, d] = stamp!.byteRange;
    expect(c + d).toBe(file.length);
    expect(file.subarray(0, b).includes('/DSS')).toBe(true);

    const sig = await pdfsig(result.pdf);
    const [sealReport, stampReport] = sig.out.split(/Signature #2:/);
    expect(sealReport).toContain('Signature is Valid');
    expect(stampReport).toContain('Signer Certificate Common Name: Quire test TSA');
    expect(stampReport).toContain('Total document signed');
    // pdfsig 22.12 lists a document time-stamp but cannot check ETSI.RFC3161: OpenSSL does.
    const digest = createHash('sha256')
      .update(file.subarray(0, b))
      .update(file.subarray(c))
      .digest('hex');
    const ts = await opensslTsVerify(
      stamp!.cms,
      digest,
      forge.pki.certificateToPem(tsa.certificate),
    );
    expect(ts.out).toContain('Verification: OK');
    const tampered = await opensslTsVerify(
      stamp!.cms,
      digest.replace(/^./, (x) => (x === '0' ? '1' : '0')),
      forge.pki.certificateToPem(tsa.certificate),
    );
    expect(tampered.out).not.toContain('Verification: OK');

    // mupdf checks the seal independently; it reports any later revision as an edit.
    const mutool = await mutoolVerify(result.pdf);
    expect(mutool.out).toContain(`Verifying signature`);
    expect(mutool.out).toContain('The signature is valid');
    expect(seal!.contents.equals(pdfSignatures(sealed)[0]!.contents)).toBe(true);
  });

  it('B-LT with a self-signed seal: the certificates alone, as a trust anchor needs no revocation data', async () => {
    const own = toP12(await createSelfSignedCertificate({ commonName: 'Self-signed seal' }), 'pw');
    const selfSealed = (
      await sealPdf({
        pdf: await makeSamplePdf(),
        pages: [],
        fields: [],
        images: new Map(),
        signer: createSealSigner(own, 'pw', { tsaUrl: tsa.url }),
        reason: 'Signed with Quire',
        location: 'Quire',
        contactInfo: 'seal@example.com',
      })
    ).pdf;
    const result = await extendSeal(selfSealed, {
      level: 'B-LT',
      tsaUrl: tsa.url,
      fetchPolicy: FAST,
    });
    expect(result).toMatchObject({ level: 'B-LT', shortfall: null });
    const dss = await dssOf(result.pdf);
    expect(dss.certs).toHaveLength(2);
    expect(dss.ocsps).toEqual([]);
    expect(dss.crls).toEqual([]);
    expect((await qpdfCheck(result.pdf)).code).toBe(0);
  });

  it('B-LTA on a file with a classic cross-reference table: each update in kind, qpdf clean', async () => {
    const classic = await (
      await PDFDocument.load(await makeSamplePdf())
    ).save({
      useObjectStreams: false,
    });
    expect(Buffer.from(classic).includes('\nxref\n')).toBe(true);
    const signer = createSealSigner(ca.p12, ca.password, { tsaUrl: tsa.url });
    const classicSealed = (
      await sealPdf({
        pdf: classic,
        pages: [],
        fields: [],
        images: new Map(),
        signer,
        reason: 'Signed with Quire',
        location: 'Quire',
        contactInfo: 'seal@example.com',
      })
    ).pdf;
    const result = await extendSeal(classicSealed, {
      level: 'B-LTA',
      tsaUrl: tsa.url,
      fetchPolicy: FAST,
    });
    expect(result).toMatchObject({ level: 'B-LTA', shortfall: null });
    // Original, seal, DSS, document time-stamp: four table sections.
    expect(
      Buffer.from(result.pdf)
        .toString('latin1')
        .match(/\nxref\n/g),
    ).toHaveLength(4);
    const check = await qpdfCheck(result.pdf);
    expect(check.code, check.out).toBe(0);
    expect((await pdfsig(result.pdf)).out).toContain('Signature is Valid');
  });

  it('leaves B-B and B-T finals as sealed', async () => {
    for (const level of ['B-B', 'B-T'] as const) {
      const result = await extendSeal(sealed, { level, tsaUrl: tsa.url, fetchPolicy: FAST });
      expect(result).toEqual({ pdf: sealed, level: 'B-T', shortfall: null });
    }
  });

  it('keeps a B-T final, byte for byte, and says why when the OCSP responder is down', async () => {
    ca.responders.issuing.kill();
    const result = await extendSeal(sealed, { level: 'B-LTA', tsaUrl: tsa.url, fetchPolicy: FAST });
    expect(result.level).toBe('B-T');
    expect(result.shortfall).toMatch(/Quire LTV test seal/);
    expect(Buffer.from(result.pdf).equals(Buffer.from(sealed))).toBe(true);
  });
});
