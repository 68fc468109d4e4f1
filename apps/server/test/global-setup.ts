import type { TestProject } from 'vitest/node';
import { startCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | null;
  }
}

/**
 * With QUIRE_TEST_DB=postgres the server suite runs on real PostgreSQL: an existing server named
 * by TEST_DATABASE_URL, or a cluster this run starts and stops itself.
 */
export default async function setup(project: TestProject) {
  if (process.env.QUIRE_TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', null);
    return;
  }
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = await startCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
