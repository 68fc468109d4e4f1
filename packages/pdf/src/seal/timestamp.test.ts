import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '../test-fixtures/sample-pdf.ts';
import { OID, bytesOf, children, fromDer, oidOf, toDer } from './der.ts';
import { digestMatches, parseSignedData } from './parse-signed-data.ts';
import { sealPdf } from './seal-pdf.ts';
import { createSelfSignedCertificate, toP12 } from './self-signed-certificate.ts';
import { createSealSigner } from './sign-pdf.ts';
import { checkToken, signatureImprint } from './timestamp-client.ts';
import { signatureOf } from './test-fixtures/pdf-signature.ts';
import { pdfsig, qpdfCheck } from './test-fixtures/poppler.ts';
import { startTsaServer, type TsaBehaviour } from './test-fixtures/tsa-server.ts';

const behaviour: { current: TsaBehaviour } = { current: 'grant' };
let tsa: Awaited<ReturnType<typeof startTsaServer>>;
let p12: Buffer;

beforeAll(async () => {
  tsa = await startTsaServer(behaviour);
  p12 = toP12(await createSelfSignedCertificate({ commonName: 'Timestamped seal' }), 'pw');
});
afterAll(() => tsa.close());

const seal = async (tsaUrl: string) =>
  sealPdf({
    pdf: await makeSamplePdf(),
    pages: [],
    fields: [],
    images: new Map(),
    signer: createSealSigner(p12, 'pw', { tsaUrl, timestampTimeoutMs: 5000 }),
    reason: 'Signed with Quire',
    location: 'Quire',
    contactInfo: 'seal@example.com',
  });

describe('RFC 3161 signature time-stamp', () => {
  it('embeds a verified token over the signature value, and the seal stays valid', async () => {
    behaviour.current = 'grant';
    const result = await seal(tsa.url);
    const sig = await pdfsig(result.pdf);
    expect(sig.out).toContain('Signature is Valid');
    expect(sig.out).toContain('Total document signed');
    expect((await qpdfCheck(result.pdf)).code).toBe(0);

    const { cms, signedBytes } = signatureOf(result.pdf);
    const signature = parseSignedData(cms);
    expect(signature.verify()).toBe(true);
    expect(digestMatches(signature, signedBytes)).toBe(true);
    // PAdES baseline: signing-certificate-v2 present, no signing-time attribute.
    expect(signature.signedAttributes.has(OID.signingCertificateV2)).toBe(true);
    expect(signature.signedAttributes.has('1.2.840.113549.1.9.5')).toBe(false);

    const token = toDer(signature.unsignedAttributes.get(OID.signatureTimeStampToken)!);
    const genTime = checkToken(token, signatureImprint(signature.signatureValue));
    expect(Math.abs(genTime.getTime() - Date.now())).toBeLessThan(60_000);
    const tokenData = parseSignedData(token);
    expect(new X509Certificate(tokenData.certificates[0]!).subject).toContain('Quire test TSA');

    // The request itself: version 1, a SHA-256 imprint, a nonce, certReq.
    const request = children(fromDer(tsa.requests.at(-1)!));
    expect(oidOf(children(children(request[1])[0])[0])).toBe(OID.sha256);
    expect(bytesOf(children(request[1])[1])).toEqual(signatureImprint(signature.signatureValue));
    expect(request).toHaveLength(4);
  });

  it.each([
    { answer: 'refuse' as const, message: /refused the request \(2\) Request refused by policy/ },
    { answer: 'wrong-nonce' as const, message: /does not echo the nonce/ },
    { answer: 'wrong-imprint' as const, message: /for another digest/ },
  ])('fails the seal when the authority answers $answer', async ({ answer, message }) => {
    behaviour.current = answer;
    await expect(seal(tsa.url)).rejects.toThrow(message);
  });

  it('fails the seal when the authority cannot be reached', async () => {
    await expect(seal('http://127.0.0.1:9/tsa')).rejects.toThrow();
  });
});
