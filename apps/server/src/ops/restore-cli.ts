import path from 'node:path';
import { BackupError } from './backup-manifest.ts';
import { runCli } from './cli.ts';
import { runRestore } from './restore.ts';

/** npm run restore -- <backup folder> [--force] */
runCli(async (config, args) => {
  const force = args.includes('--force');
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) throw new BackupError('Usage: npm run restore -- <backup folder> [--force]');
  const result = await runRestore(config, path.resolve(folder), {
    force,
    log: (line) => console.log(line),
  });
  const c = result.manifest.counts;
  console.log(
    `Restored ${c.packs} packs, ${result.rows} rows, ${result.blobs} files and ${result.jobs} queued jobs from Quire ${result.manifest.quire_version} (${result.manifest.created_at}) in ${(result.milliseconds / 1000).toFixed(1)} s. Start Quire as usual.`,
  );
});
