import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { SERVER_BUNDLE } from '../../build.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { blobStoreFor } from '../../src/modules/storage/blob-store-for.ts';
import type { TestApp } from '../test-app.ts';

/**
 * Real Quire processes (the bundle `npm run build:server` makes of `apps/server/src/server.ts`, as `npm run serve` starts it)
 * against one PostgreSQL database, for the many-process and fault tests. The answer looks like a
 * `TestApp` so the server tests' helpers (`call`, `signUpVerifiedUser`, `uploadPdf`,
 * `waitForConversion`, `waitForMail`) drive it over real HTTP, spread round-robin over the web
 * processes, and read the shared database for their checks.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type Role = 'all' | 'web' | 'worker';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });

/** A fresh database in the cluster (the processes migrate it themselves at start-up). */
export const createDatabase = async (adminUrl: string, name: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export class QuireProcess {
  child: ChildProcess | undefined;
  output = '';
  readonly port: number;
  constructor(
    readonly role: Role,
    port: number,
    private readonly env: Record<string, string>,
  ) {
    this.port = port;
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until it says it is running. */
  async start(timeoutMs = 180_000): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', SERVER_BUNDLE, `--role=${this.role}`],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    const ready = this.role === 'worker' ? 'Quire worker running.' : 'Quire is running';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.role} did not start: ${this.output.slice(-2000)}`)),
        timeoutMs,
      );
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.length > 200_000) this.output = this.output.slice(-100_000);
        if (this.output.includes(ready)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${this.role} exited (${code}) while starting: ${this.output}`));
      });
    });
    this.output = '';
  }

  /** kill -9: no shutdown hook runs, as when a machine loses power. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** A clean stop (SIGTERM), as a deploy does. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  get alive() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }
}

type InjectOptions = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

/** `app.inject` over real HTTP, each call to the next web process in turn. */
export const httpInjector = (targets: () => QuireProcess[], served: number[]) => {
  let next = 0;
  return async (options: InjectOptions) => {
    const list = targets();
    const index = next++ % list.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = list[index]!;
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Uint8Array | undefined;
    if (options.payload instanceof Uint8Array) body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(options.url, target.baseUrl), {
      method: options.method,
      headers,
      ...(body !== undefined ? { body: body as unknown as string } : {}),
      redirect: 'manual',
    });
    const raw = Buffer.from(await response.arrayBuffer());
    const text = raw.toString('utf8');
    return {
      statusCode: response.status,
      headers: {
        ...Object.fromEntries(response.headers.entries()),
        'set-cookie': response.headers.getSetCookie(),
      },
      body: text,
      rawPayload: raw,
      payload: text,
      json: () => JSON.parse(text) as unknown,
    };
  };
};

export type Cluster = TestApp & {
  processes: QuireProcess[];
  web: QuireProcess[];
  workers: QuireProcess[];
  database: Database;
  /** How many requests each web process was sent. */
  served: number[];
  env: Record<string, string>;
};

/**
 * Starts `roles` (e.g. ['web', 'web', 'worker', 'worker']) against `databaseUrl`. The first
 * process starts alone (it migrates the new database); the others start together.
 */
export const startProcesses = async (
  roles: Role[],
  env: Record<string, string>,
): Promise<Cluster> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-processes-'));
  const common = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEAL_WORKER_CONCURRENCY: '2',
    ...env,
  };
  const ports = await Promise.all(roles.map(() => freePort()));
  // Every process, workers included, puts the first web process's address in the links it mails.
  const publicUrl = `http://127.0.0.1:${ports[roles.findIndex((r) => r !== 'worker')]}`;
  const processes = roles.map(
    (role, i) => new QuireProcess(role, ports[i]!, { PUBLIC_URL: publicUrl, ...common }),
  );
  await processes[0]!.start();
  await Promise.all(processes.slice(1).map((p) => p.start()));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
  const web = processes.filter((p) => p.role !== 'worker');
  const served: number[] = [];
  const app = { inject: httpInjector(() => web, served) } as unknown as FastifyInstance;
  // The processes' own store, for tests that seed files as the server's test kits do.
  const blobStore = blobStoreFor(loadConfig(common, 'test'));
  const ctx = { db: database.db, database, blobStore } as unknown as AppContext;
  return {
    app,
    ctx,
    dbKind: 'postgres',
    processes,
    web,
    workers: processes.filter((p) => p.role !== 'web'),
    database,
    served,
    env: common,
    close: async () => {
      await Promise.all(processes.map((p) => p.kill()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
