import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { postgresSuiteFiles } from './test/postgres-suite.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const onPostgres = process.env.QUIRE_TEST_DB === 'postgres';

/**
 * Server tests run through `app.inject` on a fresh database per test file: in-memory PGlite by
 * default, a real PostgreSQL cluster (started by the global setup) with QUIRE_TEST_DB=postgres.
 * On PostgreSQL only the files marked `// @postgres: <why>` run (test/postgres-suite.ts, ADR
 * 0062): every file has run on PGlite already; QUIRE_TEST_PG_ALL=true runs them all again.
 */
export default defineProject({
  test: {
    name: 'server',
    include:
      onPostgres && process.env.QUIRE_TEST_PG_ALL !== 'true'
        ? postgresSuiteFiles(root, /(^|\/)processes\//)
        : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real processes, slow: their own project (vitest.processes.config.ts) and CI step.
    exclude: [...configDefaults.exclude, 'test/processes/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
  },
});
