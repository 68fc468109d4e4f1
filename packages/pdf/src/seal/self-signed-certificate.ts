import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

export type SelfSignedOptions = {
  commonName: string;
  organization?: string;
  /** Years of validity from now (default 10). */
  years?: number;
  /** Adds the critical extended key usage id-kp-timeStamping (a TSA's certificate, RFC 3161 §2.3). */
  timeStamping?: boolean;
};

export type GeneratedCertificate = {
  certificate: forge.pki.Certificate;
  forgeKey: forge.pki.rsa.PrivateKey;
  privateKey: KeyObject;
};

/**
 * A self-signed RSA-3072 certificate for sealing (or for a test TSA). The key pair comes from
 * node:crypto (native); forge builds and signs the certificate. Key usage: digital signature and
 * non-repudiation, as a document-sealing certificate carries.
 */
export const createSelfSignedCertificate = async (
  options: SelfSignedOptions,
): Promise<GeneratedCertificate> => {
  // Asynchronous: generating an RSA-3072 key takes up to a second, off the event loop.
  const pair = await promisify(generateKeyPair)('rsa', { modulusLength: 3072 });
  const pem = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial of 128 random bits (the top bit cleared keeps the INTEGER positive).
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  cert.serialNumber = serial.toString('hex');
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + (options.years ?? 10));
  const subject = [
    { name: 'commonName', value: options.commonName },
    ...(options.organization ? [{ name: 'organizationName', value: options.organization }] : []),
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    ...(options.timeStamping ? [{ name: 'extKeyUsage', timeStamping: true, critical: true }] : []),
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey, forge.md.sha256.create());
  return { certificate: cert, forgeKey, privateKey: createPrivateKey(pem) };
};

/** Packs a key and certificate as PKCS#12 (AES-256, SHA-256 MAC) under a password. */
export const toP12 = (generated: GeneratedCertificate, password: string): Buffer => {
  const p12 = forge.pkcs12.toPkcs12Asn1(generated.forgeKey, [generated.certificate], password, {
    algorithm: 'aes256',
    friendlyName: 'Quire document seal',
    generateLocalKeyId: true,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
};
