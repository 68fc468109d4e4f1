import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { startWorkers } from '../src/workers.ts';
import { TEST_VERSION, freshDatabaseUrl, type TestApp } from './test-app.ts';

/** A Quire instance as `npm run serve` makes it: the database and blobs under its own DATA_DIR. */
export type Instance = TestApp & { config: Config };

const folders: string[] = [];

/** A new temporary folder, removed by removeTempFolders. */
export const tempFolder = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `quire-${name}-`));
  folders.push(folder);
  return folder;
};

export const removeTempFolders = () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
};

/** The configuration of a new instance: its own DATA_DIR, and its own database on PostgreSQL runs. */
export const instanceConfig = async (
  name: string,
  env: Record<string, string> = {},
): Promise<Config> => {
  // Restores need an empty database, so instances never start from the migrated template.
  const databaseUrl = await freshDatabaseUrl({ empty: true });
  return loadConfig(
    {
      DATA_DIR: tempFolder(name),
      PUBLIC_URL: 'http://localhost:3000',
      SEAL_WORKER_CONCURRENCY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    TEST_VERSION,
  );
};

/** Starts an instance on disk (PGlite under DATA_DIR unless DATABASE_URL), with its workers. */
export const startInstance = async (config: Config): Promise<Instance> => {
  const { ctx, close } = await createContext(config, {
    queue: { pollingIntervalSeconds: 0.5 },
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  const app = await buildApp(ctx);
  await startWorkers(ctx);
  return {
    app,
    ctx,
    config,
    dbKind: ctx.database.kind,
    close: async () => {
      await app.close();
      await close();
    },
  };
};
