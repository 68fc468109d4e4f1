import { configDefaults, defineProject } from 'vitest/config';

/**
 * Server tests run through `app.inject` on a fresh database per test file: in-memory PGlite by
 * default, a real PostgreSQL cluster (started by the global setup) with QUIRE_TEST_DB=postgres.
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real processes, slow: their own project (vitest.processes.config.ts) and CI step.
    exclude: [...configDefaults.exclude, 'test/processes/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
  },
});
