import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { openssl, selfSigned } from './openssl-cli.ts';
import { indexLine, serveCrl, startResponder, type Responder } from './revocation-responders.ts';

export type LocalCa = {
  /** The sealing key and its chain (issuing CA, root) as a PKCS#12 under `password`. */
  p12: Buffer;
  password: string;
  /** DER of the seal's certificate, the issuing CA's and the root's. */
  certificates: { leaf: Buffer; issuing: Buffer; root: Buffer };
  /**
   * The root's OCSP responder (`openssl ocsp`) answers for the issuing CA; the issuing CA's
   * (another `openssl ocsp`, or with leafSource 'crl' an HTTP server of its CRL) for the leaf.
   */
  responders: { root: Responder; issuing: Responder };
  close: () => Promise<void>;
};

export type LocalCaOptions = {
  /** Where the sealing certificate's status is published (default: the issuing CA's OCSP responder). */
  leafSource?: 'ocsp' | 'crl' | 'none';
  /** The issuing CA has revoked the sealing certificate. */
  leafRevoked?: boolean;
  /** The issuing CA's responder signs with a key the issuing CA never certified. */
  strangerSignsLeafAnswers?: boolean;
};

const ISSUING_SERIAL = '1001';
const LEAF_SERIAL = '2001';

const issue = async (
  dir: string,
  name: string,
  subject: string,
  issuer: string,
  serial: string,
  extensions: string,
) => {
  await openssl(dir, [
    'req',
    '-new',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  ]);
  await writeFile(path.join(dir, `${name}.ext`), extensions);
  await openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${issuer}.crt`,
    '-CAkey',
    `${issuer}.key`,
    '-set_serial',
    `0x${serial}`,
    '-days',
    '3650',
    '-sha256',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.crt`,
  ]);
};

const der = async (dir: string, name: string) =>
  Buffer.from(
    (await readFile(path.join(dir, `${name}.crt`), 'latin1'))
      .replace(/-----[^-]+-----/g, '')
      .replace(/\s+/g, ''),
    'base64',
  );

/**
 * A local certificate authority for the long-term validation tests, made with the openssl CLI:
 * a root, an issuing CA whose AIA names the root's OCSP responder, and a sealing certificate
 * whose AIA names the issuing CA's responder. Both responders are `openssl ocsp` processes on
 * loopback, each started before the certificate that names it (its serial is fixed in advance).
 */
export const startLocalCa = async (options: LocalCaOptions = {}): Promise<LocalCa> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-local-ca-'));
  const children: Responder[] = [];
  const source = options.leafSource ?? 'ocsp';
  const revoked = options.leafRevoked ?? false;
  try {
    await selfSigned(dir, 'root', '/CN=Quire Test Root CA');
    const root = await startResponder(dir, 'root', ISSUING_SERIAL);
    children.push(root);
    await issue(
      dir,
      'issuing',
      '/CN=Quire Test Issuing CA',
      'root',
      ISSUING_SERIAL,
      [
        'basicConstraints=critical,CA:TRUE',
        'keyUsage=critical,keyCertSign,cRLSign',
        `authorityInfoAccess=OCSP;URI:${root.url}`,
        'subjectKeyIdentifier=hash',
        'authorityKeyIdentifier=keyid',
      ].join('\n'),
    );
    const issuing =
      source === 'crl'
        ? await serveCrl(dir, indexLine(LEAF_SERIAL, revoked))
        : await startResponder(
            dir,
            'issuing',
            LEAF_SERIAL,
            revoked,
            options.strangerSignsLeafAnswers ? await selfSigned(dir, 'stranger') : 'issuing',
          );
    children.push(issuing);
    const published = {
      ocsp: [`authorityInfoAccess=OCSP;URI:${issuing.url}`],
      crl: [`crlDistributionPoints=URI:${issuing.url}issuing.crl`],
      none: [],
    }[source];
    await issue(
      dir,
      'leaf',
      '/CN=Quire LTV test seal/O=Quire',
      'issuing',
      LEAF_SERIAL,
      [
        'basicConstraints=critical,CA:FALSE',
        'keyUsage=critical,digitalSignature,nonRepudiation',
        ...published,
        'subjectKeyIdentifier=hash',
        'authorityKeyIdentifier=keyid',
      ].join('\n'),
    );
    const pem = (name: string) => readFile(path.join(dir, name), 'utf8');
    const password = 'ltv-test';
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(await pem('leaf.key')),
      await Promise.all(
        ['leaf.crt', 'issuing.crt', 'root.crt'].map(async (f) =>
          forge.pki.certificateFromPem(await pem(f)),
        ),
      ),
      password,
      { algorithm: 'aes256' },
    );
    return {
      p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
      password,
      certificates: {
        leaf: await der(dir, 'leaf'),
        issuing: await der(dir, 'issuing'),
        root: await der(dir, 'root'),
      },
      responders: { root, issuing },
      close: async () => {
        for (const child of children) child.kill();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const child of children) child.kill();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
};
