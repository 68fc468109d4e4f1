import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Written last: a backup folder without it never finished (ADR 0024). */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.jsonl.gz';
export const BLOBS_FOLDER = 'blobs';
export const CERTIFICATE_FOLDER = 'sealing-certificate';
export const BACKUP_FORMAT = 'quire-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** One file of the backup, as written: its size and SHA-256 are checked before any restore. */
export type BackupPart = { path: string; bytes: number; sha256: string };

export type BackupBlob = {
  key: string;
  object_key: string;
  content_type: string;
  bytes: number;
  sha256: string;
};

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  quire_version: string;
  created_at: string;
  /** Where the backup came from: 'pglite' or 'postgres'; either restores into either. */
  database_kind: 'pglite' | 'postgres';
  /** How many of Quire's migrations the database had (drizzle's journal), and the last one. */
  migration_level: number;
  last_migration: string | null;
  counts: {
    users: number;
    packs: number;
    sealed_packs: number;
    audit_records: number;
    blobs: number;
    blob_bytes: number;
    open_jobs: number;
  };
  /** Rows per table in the dump. */
  tables: Record<string, number>;
  /** Blob rows whose object was gone when copied (deleted by the running server after the snapshot). */
  missing_blobs: { key: string; object_key: string }[];
  parts: BackupPart[];
  blobs: BackupBlob[];
};

export class BackupError extends Error {
  override name = 'BackupError';
}

export const blobPartPath = (objectKey: string) => `${BLOBS_FOLDER}/${objectKey}`;

export const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

export const describePart = async (root: string, relative: string): Promise<BackupPart> => {
  const file = path.join(root, relative);
  return { path: relative, bytes: (await stat(file)).size, sha256: await sha256OfFile(file) };
};

export const writeManifest = async (root: string, manifest: BackupManifest): Promise<void> => {
  const temp = path.join(root, `${MANIFEST_FILE}.part`);
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temp, path.join(root, MANIFEST_FILE));
};

const readManifest = async (root: string): Promise<BackupManifest> => {
  let text: string;
  try {
    text = await readFile(path.join(root, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${root} is not a complete Quire backup: it has no ${MANIFEST_FILE} (the backup did not finish, or this is the wrong folder).`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`${root}/${MANIFEST_FILE} is damaged (not valid JSON).`);
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.parts)) {
    throw new BackupError(`${root}/${MANIFEST_FILE} is not a Quire backup manifest.`);
  }
  if (manifest.format_version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup has format version ${manifest.format_version}; this Quire reads up to ${BACKUP_FORMAT_VERSION}. Restore it with Quire ${manifest.quire_version} or newer.`,
    );
  }
  return manifest;
};

const checkPart = async (root: string, part: BackupPart): Promise<string | null> => {
  const file = path.join(root, part.path);
  let bytes: number;
  try {
    bytes = (await stat(file)).size;
  } catch {
    return `${part.path} is missing`;
  }
  if (bytes !== part.bytes) {
    return `${part.path} is ${bytes < part.bytes ? 'truncated' : 'longer than written'} (${bytes} bytes, expected ${part.bytes})`;
  }
  if ((await sha256OfFile(file)) !== part.sha256)
    return `${part.path} is corrupt (SHA-256 differs)`;
  return null;
};

/**
 * Reads the manifest and checks every part's size and SHA-256 against it, before anything is
 * restored: a damaged backup is refused whole, naming what is wrong.
 */
export const verifyBackup = async (root: string): Promise<BackupManifest> => {
  const manifest = await readManifest(root);
  const problems: string[] = [];
  for (const part of manifest.parts) {
    const problem = await checkPart(root, part);
    if (problem) problems.push(problem);
  }
  const listed = new Set(manifest.parts.map((p) => p.path));
  if (!listed.has(DATABASE_FILE)) problems.push(`${DATABASE_FILE} is not listed in the manifest`);
  for (const blob of manifest.blobs) {
    if (!listed.has(blobPartPath(blob.object_key))) {
      problems.push(`${blobPartPath(blob.object_key)} is not listed in the manifest`);
    }
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((p) => `  - ${p}`);
    if (problems.length > 10) shown.push(`  … and ${problems.length - 10} more`);
    throw new BackupError(
      `The backup in ${root} is damaged; nothing was restored.\n${shown.join('\n')}`,
    );
  }
  return manifest;
};
