import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The many-process and fault tests (issue 19 items 4–5): each file starts real Quire processes
 * (`dist/server.mjs`, the bundle of `src/server.ts`) against its own PostgreSQL cluster, S3-protocol server and SMTP server, and
 * kills or starves them. Slow (minutes), so their own CI step: `npm run test:processes`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'processes',
    include: ['test/processes/**/*.test.ts'],
    // They start dist/server.mjs, as `npm run serve` does: built from the sources first.
    globalSetup: ['test/processes/build-server-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 420_000,
    pool: 'forks',
    // One file at a time: each starts four Node processes and PostgreSQL on a 2-core machine.
    fileParallelism: false,
  },
});
