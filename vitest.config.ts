import { defineConfig } from 'vitest/config';

/** One run for every unit and server test; each project has its own config beside its code. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/pdf', 'apps/server', 'apps/web'],
  },
});
