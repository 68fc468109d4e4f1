import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openssl } from './openssl-cli.ts';

/** A revocation source on loopback: its URL, and how to take it down. */
export type Responder = { url: string; kill: () => void };

/** An `openssl ca` database line: valid, or revoked since 2024. */
export const indexLine = (serial: string, revoked: boolean) =>
  `${revoked ? 'R' : 'V'}\t491231000000Z\t${revoked ? '240101000000Z' : ''}\t${serial}\tunknown\t/CN=${serial}\n`;

/**
 * Starts `openssl ocsp` as a real responder on a free loopback port for the CA in `dir`, with an
 * index that says the given serial is valid (or revoked), its answers signed by `signer`. It
 * prints its port when it listens.
 */
export const startResponder = (
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

/**
 * The issuing CA's CRL, made by `openssl ca -gencrl` from a one-line database, served over HTTP
 * on loopback (a distribution point is a plain GET). Made before the leaf that names its URL.
 */
export const serveCrl = async (dir: string, line: string): Promise<Responder> => {
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
