import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

const run = promisify(execFile);

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

type Responder = { url: string; kill: () => void };

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

/** An `openssl ca` database line: valid, or revoked since 2024. */
const indexLine = (serial: string, revoked: boolean) =>
  `${revoked ? 'R' : 'V'}\t491231000000Z\t${revoked ? '240101000000Z' : ''}\t${serial}\tunknown\t/CN=${serial}\n`;

/**
 * Starts `openssl ocsp` as a real responder on a free loopback port for the CA in `dir`, with an
 * index that says the given serial is valid (or revoked), its answers signed by `signer`. It
 * prints its port when it listens.
 */
const startResponder = (
  dir: string,
  ca: string,
  serial: string,
  revoked = false,
  signer = ca,
): Promise<Responder> =>
  new Promise((resolve, reject) => {
    const index = path.join(dir, `${ca}-index.txt`);
    void writeFile(index, indexLine(serial, revoked)).then(() => {
      const child: ChildProcess = spawn(
        'openssl',
        [
          'ocsp',
          ...['-index', index, '-port', '0', '-nmin', '60'],
          ...[
            '-rsigner',
            path.join(dir, `${signer}.crt`),
            '-rkey',
            path.join(dir, `${signer}.key`),
          ],
          ...['-CA', path.join(dir, `${ca}.crt`)],
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /ACCEPT \S*:(\d+)/.exec(output)?.[1];
        if (port && /waiting for OCSP client connections/.test(output))
          resolve({
            url: `http://127.0.0.1:${port}/`,
            kill: () => child.kill('SIGKILL'),
          });
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('error', reject);
      child.on('exit', (code) => reject(new Error(`openssl ocsp exited ${code}: ${output}`)));
    });
  });

const openssl = (dir: string, args: string[]) => run('openssl', args, { cwd: dir });

/** A self-signed CA certificate and key named `name` in `dir`; resolves with the name. */
const selfSigned = async (dir: string, name: string, subject = `/CN=${name}`) => {
  await openssl(dir, [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`],
    ...['-out', `${name}.crt`, '-subj', subject, '-days', '3650', '-sha256'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  ]);
  return name;
};

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

/**
 * The issuing CA's CRL, made by `openssl ca -gencrl` from a one-line database, served over HTTP
 * on loopback (a distribution point is a plain GET). Made before the leaf that names its URL.
 */
const serveCrl = async (dir: string, line: string): Promise<Responder> => {
  const server = createServer((req, res) => {
    void readFile(path.join(dir, 'issuing.crl.der')).then(
      (body) => res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await writeFile(path.join(dir, 'crl-db.txt'), line);
  await writeFile(path.join(dir, 'crlnumber'), '01\n');
  await writeFile(
    path.join(dir, 'crl.cnf'),
    [
      '[ca]',
      'default_ca = local',
      '[local]',
      'database = crl-db.txt',
      'crlnumber = crlnumber',
      'default_md = sha256',
      'default_crl_days = 7',
    ].join('\n'),
  );
  await openssl(dir, [
    'ca',
    '-gencrl',
    '-config',
    'crl.cnf',
    '-keyfile',
    'issuing.key',
    '-cert',
    'issuing.crt',
    '-out',
    'issuing.crl.pem',
  ]);
  await openssl(dir, [
    'crl',
    '-in',
    'issuing.crl.pem',
    '-outform',
    'DER',
    '-out',
    'issuing.crl.der',
  ]);
  return { url: `http://127.0.0.1:${port}/`, kill: () => server.close() };
};
