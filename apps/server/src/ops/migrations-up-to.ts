import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../db/database.ts';

type Journal = { entries: { tag: string }[] };

export const readJournal = async (): Promise<Journal> =>
  JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;

/**
 * A migrations folder holding only Quire's first `level` migrations: the schema a backup was
 * taken at, so its rows load into the tables they came from; the rest run after the load.
 */
export const migrationsUpTo = async (level: number): Promise<string> => {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(tmpdir(), 'quire-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, level);
  for (const entry of entries) {
    await copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
};
