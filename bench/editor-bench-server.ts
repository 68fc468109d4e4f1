import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BenchServer = {
  baseUrl: string;
  /** Which web build it serves: a fresh one, or BENCH_EDITOR_WEB_DIST as given. */
  webBuild: string;
  stop: () => Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });

/** Builds the web app into `outDir` with the workspace's vite, as `npm run build` would. */
const buildWeb = (outDir: string) => {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(root, 'apps/web'),
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
};

const waitUntilUp = async (baseUrl: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    try {
      await fetch(`${baseUrl}/app/user`); // 401 is fine: it answers
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the server did not answer within 120 s:\n${log()}`);
};

/**
 * The real server (`node --import tsx apps/server/src/server.ts`, web and workers in one process)
 * on a free loopback port, with the embedded database in a temp DATA_DIR and a fresh build of the
 * web app (QUIRE_WEB_DIST; BENCH_EDITOR_WEB_DIST names an existing build to serve instead). `stop` ends its process group and removes the temp folder; it also
 * runs if this process exits early.
 */
export const startBenchServer = async (): Promise<BenchServer> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-bench-editor-'));
  const given = process.env.BENCH_EDITOR_WEB_DIST;
  const webDist = given ? path.resolve(given) : path.join(dir, 'web');
  if (!given) buildWeb(webDist);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    detached: true, // its own process group, so conversion children go with it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      QUIRE_WEB_DIST: webDist,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => killGroup('SIGKILL');
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const stop = async () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    webBuild: given ? `BENCH_EDITOR_WEB_DIST=${webDist}` : 'fresh vite build into a temp dir',
    stop,
  };
};
