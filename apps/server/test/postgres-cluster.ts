import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the test run (design.md: "Real PostgreSQL in tests and CI").
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
const findBinDir = (): string => {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], 'bin');
  throw new Error(
    'PostgreSQL binaries not found: install postgresql (apt-get install -y postgresql) or set PG_BIN_DIR.',
  );
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export type Cluster = {
  adminUrl: string;
  stop: () => void;
  /** Stops the server only (fast shutdown: sessions are cut), keeping the data: fault tests. */
  pause: () => Promise<void>;
  /** Starts a paused server again on the same port. */
  resume: () => Promise<void>;
};

export const startCluster = async (): Promise<Cluster> => {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-pg-'));
  const isRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const port = await freePort();
  run('initdb', [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const startArgs = [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ];
  run('pg_ctl', startArgs);
  // Without blocking the event loop, so a test keeps sending requests meanwhile.
  const runAsync = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = isRoot
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]]
        : [path.join(bin, 'pg_ctl'), args];
      execFile(file, argv, (error, _stdout, stderr) =>
        error ? reject(new Error(`pg_ctl failed: ${stderr}`)) : resolve(),
      );
    });
  return {
    pause: () => runAsync(['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']),
    resume: () => runAsync(startArgs),
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
