import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which server test files `npm run test:pg` runs again on PostgreSQL (ADR 0062). Every file runs on
 * PGlite in `npm run test:unit`; PGlite is PostgreSQL itself compiled to WebAssembly, so the SQL,
 * its constraints, triggers and extensions behave the same on both. A file runs on PostgreSQL too
 * when its outcome can depend on what differs, and says why on a line of its own:
 *
 *   // @postgres: <why>
 *
 * What differs: many connections at once (PGlite has one, so races, SKIP LOCKED and unique
 * violations between two requests are real only on PostgreSQL), pg-boss on its own pool, SQL sent
 * as written through `database.query` (node-postgres types its rows itself), query plans at
 * scale, and the database's own tools (dump, restore, migrations into an empty database).
 * QUIRE_TEST_PG_ALL=true runs every file on PostgreSQL instead.
 */
export const POSTGRES_MARK = /^\/\/ @postgres: \S/m;

const testFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(folder, f));

/** Every test file under `root`'s src/ and test/, relative to `root`, outside `exclude`. */
export const serverTestFiles = (root: string, exclude: RegExp): string[] =>
  ['src', 'test']
    .flatMap((folder) => testFilesUnder(path.join(root, folder)))
    .map((file) => path.relative(root, file))
    .filter((file) => !exclude.test(file))
    .sort();

/** The files of serverTestFiles that carry the mark. */
export const postgresSuiteFiles = (root: string, exclude: RegExp): string[] =>
  serverTestFiles(root, exclude).filter((file) =>
    POSTGRES_MARK.test(readFileSync(path.join(root, file), 'utf8')),
  );
