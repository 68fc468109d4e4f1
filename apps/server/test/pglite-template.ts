import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/database.ts';

/**
 * A fresh in-memory PGlite runs initdb in WebAssembly (about 1.5 s); loading a saved data
 * directory takes about 0.4 s. The global setup migrates one database per test run and saves it
 * here; every test file's app starts from a copy, so each still has its own empty database.
 */
export const writePgliteTemplate = async (file: string): Promise<void> => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
};

let loaded: { file: string; blob: Blob } | null = null;

/** The saved template as PGlite loads it (read once per worker process). */
export const pgliteTemplate = (file: string): Blob => {
  if (loaded?.file !== file) loaded = { file, blob: new Blob([readFileSync(file)]) };
  return loaded.blob;
};
