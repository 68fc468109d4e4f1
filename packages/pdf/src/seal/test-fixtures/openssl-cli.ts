import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** The openssl CLI, for the local certificate authority of the long-term validation tests. */
const run = promisify(execFile);

export const openssl = (dir: string, args: string[]) => run('openssl', args, { cwd: dir });

/** A self-signed CA certificate and key named `name` in `dir`; resolves with the name. */
export const selfSigned = async (dir: string, name: string, subject = `/CN=${name}`) => {
  await openssl(dir, [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`],
    ...['-out', `${name}.crt`, '-subj', subject, '-days', '3650', '-sha256'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  ]);
  return name;
};
