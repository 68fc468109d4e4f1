import { createReadStream, existsSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { ALL_JOBS } from '../jobs/all-jobs.ts';
import { blobStoreFor, localBlobFolder } from '../modules/storage/blob-store-for.ts';
import { Queue } from '../queue/queue.ts';
import {
  BackupError,
  CERTIFICATE_FOLDER,
  DATABASE_FILE,
  blobPartPath,
  verifyBackup,
  type BackupManifest,
} from './backup-manifest.ts';
import { publicTables, quoteName } from './database-dump.ts';
import { loadOpenJobs, loadTables } from './database-load.ts';
import { inParallel } from './in-parallel.ts';
import { migrationsUpTo, readJournal } from './migrations-up-to.ts';
import { assertPgliteStopped, pgliteFolder } from './pglite-in-use.ts';

const BLOB_COPIES_AT_ONCE = 8;

const hasFiles = async (folder: string) => existsSync(folder) && (await readdir(folder)).length > 0;

/**
 * What the target already holds: tables with rows, or a sealing certificate. Files without rows
 * are not counted: nothing names them (a restore that failed before its rows loaded leaves them,
 * and running it again overwrites them).
 */
const occupiedBy = async (database: Database, config: Config): Promise<string[]> => {
  const found: string[] = [];
  for (const table of await publicTables(database.executor)) {
    const { rows } = await database.executor.executeSql(
      `select exists (select 1 from ${quoteName(table)}) as used`,
    );
    if (rows[0]?.used) found.push(`rows in ${table.slice('public.'.length)}`);
  }
  if (await hasFiles(path.join(config.dataDir, CERTIFICATE_FOLDER))) {
    found.push(`a sealing certificate in ${path.join(config.dataDir, CERTIFICATE_FOLDER)}`);
  }
  return found;
};

const quireRanHere = async (database: Database): Promise<boolean> => {
  const { rows } = await database.executor.executeSql(
    `select exists (select 1 from pg_namespace where nspname in ('drizzle', 'pgboss')) as ran`,
  );
  return Boolean(rows[0]?.ran) || (await publicTables(database.executor)).length > 0;
};

/**
 * Quire's schemas go, so the migrations rebuild them at the backup's level: an empty instance
 * started once by a newer Quire has newer tables, and the newer migrations must run on the rows.
 */
const dropQuireSchemas = async (database: Database) => {
  await database.executor.executeSql(
    'drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
};

export type RestoreOptions = { force?: boolean; log?: (line: string) => void };
export type RestoreResult = {
  manifest: BackupManifest;
  rows: number;
  blobs: number;
  jobs: number;
  milliseconds: number;
};

/**
 * `npm run restore`: checks the whole backup first, refuses a target that holds anything
 * (unless --force), then rebuilds the schema at the backup's migration level, writes the files,
 * loads the rows in one transaction, and runs the newer migrations.
 */
export const runRestore = async (
  config: Config,
  folder: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> => {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  log(`Checking ${folder}…`);
  const manifest = await verifyBackup(folder);
  const known = (await readJournal()).entries.length;
  if (manifest.migration_level > known) {
    throw new BackupError(
      `This backup was made by a newer Quire (${manifest.quire_version}, ${manifest.migration_level} migrations; this one knows ${known}): restore it with that version or newer.`,
    );
  }
  if (!config.databaseUrl) assertPgliteStopped(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteFolder(config),
  });
  try {
    const occupied = await occupiedBy(database, config);
    if (occupied.length > 0) {
      if (!options.force) {
        throw new BackupError(
          `The target instance is not empty (${occupied.join('; ')}): nothing was restored. Restore into an empty instance, or pass --force to replace what it holds.`,
        );
      }
      log('Replacing what the target holds (--force)…');
      if (!config.s3) await rm(localBlobFolder(config), { recursive: true, force: true });
    }
    if (await quireRanHere(database)) await dropQuireSchemas(database);
    const atBackupLevel = await migrationsUpTo(manifest.migration_level);
    try {
      await database.migrate(atBackupLevel);
    } finally {
      await rm(atBackupLevel, { recursive: true, force: true });
    }
    log(`Writing ${manifest.blobs.length} files…`);
    // Files before rows: a restored row never names a file that is not there yet.
    const store = blobStoreFor(config);
    await inParallel(manifest.blobs, BLOB_COPIES_AT_ONCE, (blob) =>
      store.put(
        blob.object_key,
        createReadStream(path.join(folder, blobPartPath(blob.object_key))),
        blob.content_type,
      ),
    );
    log('Loading the database…');
    const dump = path.join(folder, DATABASE_FILE);
    const rows = await loadTables(database, dump, store.kind);
    await database.migrate();
    const queue = await Queue.start(database, ALL_JOBS, pino({ level: 'warn' }), {
      supervise: false,
    });
    let jobs = 0;
    try {
      jobs = await loadOpenJobs(database, dump);
    } finally {
      await queue.stop();
    }
    if (existsSync(path.join(folder, CERTIFICATE_FOLDER)) && !config.signingP12) {
      await rm(path.join(config.dataDir, CERTIFICATE_FOLDER), { recursive: true, force: true });
      await cp(
        path.join(folder, CERTIFICATE_FOLDER),
        path.join(config.dataDir, CERTIFICATE_FOLDER),
        {
          recursive: true,
        },
      );
    }
    return {
      manifest,
      rows,
      blobs: manifest.blobs.length,
      jobs,
      milliseconds: Date.now() - started,
    };
  } finally {
    await database.close();
  }
};
