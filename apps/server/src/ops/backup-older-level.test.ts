// @postgres: a PGlite backup of an older level restored into PostgreSQL, then migrated up.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { TEST_VERSION } from '../../test/test-app.ts';
import { instanceConfig, removeTempFolders, tempFolder } from '../../test/on-disk-instance.ts';
import { runBackup } from './backup.ts';
import { migrationsUpTo, readJournal } from './migrations-up-to.ts';
import { runRestore } from './restore.ts';

describe('a backup made by an older Quire', () => {
  afterAll(removeTempFolders);

  it('restores at its own level, then runs the newer migrations on its rows', async () => {
    const journal = await readJournal();
    // Before 0007_workspaces, which gave every membership a status.
    const level = journal.entries.findIndex((e) => e.tag === '0007_workspaces');
    // Made on PGlite: under QUIRE_TEST_DB=postgres it restores into PostgreSQL, the way up.
    const olderDir = tempFolder('older');
    const older = loadConfig({ DATA_DIR: olderDir }, TEST_VERSION);
    const database = await openDatabase({ pgliteDir: path.join(olderDir, 'pglite') });
    const folder = await migrationsUpTo(level);
    await database.migrate(folder);
    await rm(folder, { recursive: true });
    await database.executor.executeSql(
      `insert into users (key, full_name, email_address) values ('u1', 'Olga Old', 'olga@example.com');
       insert into accounts (key, name) values ('a1', 'Olga');
       insert into user_accounts (key, user_key, account_key, is_admin) values ('m1', 'u1', 'a1', true);`,
    );
    await database.close();

    const backupFolder = path.join(tempFolder('older-backup'), 'nightly');
    const { manifest } = await runBackup(older, backupFolder);
    expect(manifest).toMatchObject({
      database_kind: 'pglite',
      migration_level: level,
      last_migration: journal.entries[level - 1]!.tag,
      counts: { users: 1, open_jobs: 0 },
    });

    const target = await instanceConfig('newer');
    await runRestore(target, backupFolder);
    const restored = await openDatabase({
      databaseUrl: target.databaseUrl,
      pgliteDir: path.join(target.dataDir, 'pglite'),
    });
    try {
      const migrations = await restored.executor.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]!.n).toBe(journal.entries.length);
      const member = await restored.executor.executeSql(
        `select user_key, is_admin, status, invited_by from user_accounts where key = 'm1'`,
      );
      expect(member.rows).toEqual([
        { user_key: 'u1', is_admin: true, status: 'active', invited_by: null },
      ]);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
