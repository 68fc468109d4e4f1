import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '../test-fixtures/sample-pdf.ts';
import { sealPdf } from '../seal/seal-pdf.ts';
import { createSelfSignedCertificate, toP12 } from '../seal/self-signed-certificate.ts';
import { createSealSigner } from '../seal/sign-pdf.ts';
import { startTsaServer, type TsaBehaviour } from '../seal/test-fixtures/tsa-server.ts';
import { readPdfSignatures } from './read-pdf-signatures.ts';
import { appendRevision, flipByte } from './test-fixtures/tamper.ts';

const behaviour: { current: TsaBehaviour } = { current: 'grant' };
let tsa: Awaited<ReturnType<typeof startTsaServer>>;
let sealed: Uint8Array;

beforeAll(async () => {
  tsa = await startTsaServer(behaviour);
  const p12 = toP12(await createSelfSignedCertificate({ commonName: 'Verify seal' }), 'pw');
  sealed = (
    await sealPdf({
      pdf: await makeSamplePdf(),
      pages: [],
      fields: [],
      images: new Map(),
      signer: createSealSigner(p12, 'pw', { tsaUrl: tsa.url, timestampTimeoutMs: 5000 }),
      reason: 'Signed by every party with Quire',
      location: 'quire.test',
      contactInfo: 'seal@example.com',
    })
  ).pdf;
  // Two RSA keys and a seal: seconds on a machine shared with other runs.
}, 60_000);
afterAll(() => tsa.close());

describe('readPdfSignatures', () => {
  it('finds the seal of a final as sealed: valid, timestamped, closing the last revision', () => {
    const [seal, ...others] = readPdfSignatures(sealed);
    expect(others).toEqual([]);
    expect(seal).toMatchObject({ kind: 'signature', valid: true, revisionEnd: sealed.length });
    expect(seal!.signerSubject).toContain('CN=Verify seal');
    expect(seal!.timestamp?.valid).toBe(true);
    expect(seal!.timestamp?.time).toBeInstanceOf(Date);
  });

  it('says the signature is broken when one signed byte changed', () => {
    const [seal] = readPdfSignatures(flipByte(sealed));
    expect(seal!.valid).toBe(false);
    expect(seal!.cmsSha256).toBe(readPdfSignatures(sealed)[0]!.cmsSha256);
  });

  it('keeps the seal valid under a later revision, which starts where the seal ends', async () => {
    const edited = await appendRevision(sealed);
    const [seal] = readPdfSignatures(edited);
    expect(edited.length).toBeGreaterThan(sealed.length);
    expect(seal).toMatchObject({ valid: true, revisionEnd: sealed.length });
  });

  it('finds nothing in a PDF without signatures', async () => {
    expect(readPdfSignatures(await makeSamplePdf())).toEqual([]);
  });

  it('reads a /ByteRange that points outside the file as no signature', () => {
    const fake = Buffer.from('%PDF-1.7\n<< /ByteRange [0 10 900 100] /Contents <00> >>\n%%EOF');
    expect(readPdfSignatures(fake)).toEqual([]);
  });
});
