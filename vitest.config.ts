import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run for every unit and server test; each project has its own config beside its code.
 * Vitest's default is one worker fewer than the cores, which on a 2-core CI machine ran every file
 * one after another; the files wait on PGlite, PostgreSQL and jsdom in turn, so one per core.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/pdf', 'apps/server', 'apps/web'],
    maxWorkers: availableParallelism(),
  },
});
