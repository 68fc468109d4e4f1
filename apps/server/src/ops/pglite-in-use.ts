import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { BackupError } from './backup-manifest.ts';

export const pgliteFolder = (config: Config): string => path.join(config.dataDir, 'pglite');

/**
 * PGlite is one process's database: a second process opening its files while Quire runs would
 * corrupt them. PGlite keeps postmaster.pid in its folder while open and removes it on close.
 */
export const assertPgliteStopped = (config: Config): void => {
  const folder = pgliteFolder(config);
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${folder} is in use: stop Quire first (PGlite serves one process). ` +
        'If Quire is not running, it stopped without closing the database: start it once and stop it, then try again.',
    );
  }
};
