import path from 'node:path';
import { runBackup } from './backup.ts';
import { megabytes, runCli } from './cli.ts';

/** npm run backup [-- <folder>]: a new folder, by default ./backups/quire-<UTC time>. */
runCli(async (config, args) => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(args[0] ?? path.join('backups', `quire-${stamp}`));
  const { manifest, milliseconds } = await runBackup(config, folder, (line) => console.log(line));
  const c = manifest.counts;
  console.log(
    `Backup written to ${folder} in ${(milliseconds / 1000).toFixed(1)} s: ${c.users} users, ${c.packs} packs (${c.sealed_packs} sealed), ${c.audit_records} audit records, ${c.blobs} files (${megabytes(c.blob_bytes)}), ${c.open_jobs} queued jobs; migration ${manifest.last_migration}.`,
  );
  if (manifest.missing_blobs.length > 0) {
    console.warn(
      `Warning: ${manifest.missing_blobs.length} files the database listed were already deleted (by the running server after the snapshot); see missing_blobs in manifest.json.`,
    );
  }
});
