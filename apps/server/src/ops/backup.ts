import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Config } from '../config.ts';
import { openDatabase, type SqlExecutor } from '../db/database.ts';
import type { BlobStore } from '../modules/storage/blob-store.ts';
import { blobStoreFor } from '../modules/storage/blob-store-for.ts';
import { createLocalBlobStore } from '../modules/storage/local-blob-store.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BLOBS_FOLDER,
  BackupError,
  CERTIFICATE_FOLDER,
  DATABASE_FILE,
  blobPartPath,
  describePart,
  writeManifest,
  type BackupBlob,
  type BackupManifest,
} from './backup-manifest.ts';
import { dumpDatabase } from './database-dump.ts';
import { readJournal } from './migrations-up-to.ts';
import { inParallel } from './in-parallel.ts';
import { assertPgliteStopped, pgliteFolder } from './pglite-in-use.ts';

type BlobRow = { key: string; object_key: string; content_type: string };

const BLOB_COPIES_AT_ONCE = 8;

const readSnapshotFacts = async (ex: SqlExecutor) => {
  const one = async (text: string) =>
    Number(Object.values((await ex.executeSql(text)).rows[0]!)[0]);
  return {
    blobs: (
      await ex.executeSql('select key, object_key, content_type from blobs order by key')
    ).rows.map((r) => ({
      key: String(r.key),
      object_key: String(r.object_key),
      content_type: String(r.content_type),
    })) as BlobRow[],
    packs: await one('select count(*) from documents where document_pack_key is null'),
    sealedPacks: await one(
      'select count(*) from documents where document_pack_key is null and final_file_key is not null',
    ),
  };
};

/** Copies one object into the backup folder, hashing it on the way; null when it is gone. */
const copyBlob = async (
  source: BlobStore,
  target: BlobStore,
  blob: BlobRow,
): Promise<BackupBlob | null> => {
  let stream;
  try {
    stream = await source.getStream(blob.object_key);
  } catch (error) {
    if (!(await source.exists(blob.object_key))) return null;
    throw error;
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  stream.on('error', (error) => tap.destroy(error));
  await target.put(blob.object_key, stream.pipe(tap), blob.content_type);
  return { ...blob, bytes, sha256: hash.digest('hex') };
};

const assertEmptyFolder = async (folder: string) => {
  if (existsSync(folder) && (await readdir(folder)).length > 0) {
    throw new BackupError(`${folder} is not empty: choose a new folder for the backup.`);
  }
  await mkdir(folder, { recursive: true });
};

export type BackupResult = { folder: string; manifest: BackupManifest; milliseconds: number };

/**
 * `npm run backup`: the database first, in one snapshot, then every blob that snapshot
 * references. Blobs are written once under a fresh key and never changed, so copying them after
 * the snapshot copies exactly the bytes the snapshot's rows describe. PostgreSQL may keep
 * serving meanwhile; PGlite must be stopped (one process owns its files).
 */
export const runBackup = async (
  config: Config,
  folder: string,
  log: (line: string) => void = () => undefined,
): Promise<BackupResult> => {
  const started = Date.now();
  if (!config.databaseUrl) {
    if (!existsSync(pgliteFolder(config))) {
      throw new BackupError(
        `There is no embedded database in ${pgliteFolder(config)}: check DATA_DIR.`,
      );
    }
    assertPgliteStopped(config);
  }
  await assertEmptyFolder(folder);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteFolder(config),
  });
  let dump;
  try {
    log(`Dumping the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`);
    dump = await dumpDatabase(database, path.join(folder, DATABASE_FILE), readSnapshotFacts);
  } finally {
    await database.close();
  }
  const { snapshot, extra: facts } = dump;

  log(`Copying ${facts.blobs.length} files…`);
  const source = blobStoreFor(config);
  const target = createLocalBlobStore(path.join(folder, BLOBS_FOLDER));
  const copied = await inParallel(facts.blobs, BLOB_COPIES_AT_ONCE, (blob) =>
    copyBlob(source, target, blob),
  );
  const blobs = copied.filter((b): b is BackupBlob => b !== null);
  const missing = facts.blobs
    .filter((_, i) => copied[i] === null)
    .map(({ key, object_key }) => ({ key, object_key }));

  const parts = [await describePart(folder, DATABASE_FILE)];
  const certificate = path.join(config.dataDir, CERTIFICATE_FOLDER);
  if (!config.signingP12 && existsSync(certificate)) {
    await cp(certificate, path.join(folder, CERTIFICATE_FOLDER), { recursive: true });
    for (const name of (await readdir(certificate)).sort()) {
      parts.push(await describePart(folder, `${CERTIFICATE_FOLDER}/${name}`));
    }
  }
  for (const b of blobs)
    parts.push({ path: blobPartPath(b.object_key), bytes: b.bytes, sha256: b.sha256 });

  const journal = await readJournal();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    quire_version: config.appVersion,
    created_at: new Date(started).toISOString(),
    database_kind: database.kind,
    migration_level: snapshot.migrationLevel,
    last_migration: journal.entries[snapshot.migrationLevel - 1]?.tag ?? null,
    counts: {
      users: snapshot.tables['public.users'] ?? 0,
      packs: facts.packs,
      sealed_packs: facts.sealedPacks,
      audit_records: snapshot.tables['public.audit_records'] ?? 0,
      blobs: blobs.length,
      blob_bytes: blobs.reduce((sum, b) => sum + b.bytes, 0),
      open_jobs: snapshot.openJobs,
    },
    tables: snapshot.tables,
    missing_blobs: missing,
    parts,
    blobs,
  };
  await writeManifest(folder, manifest);
  return { folder, manifest, milliseconds: Date.now() - started };
};
