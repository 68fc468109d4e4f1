import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../build.ts';
import { startCluster } from './postgres-cluster.ts';
import { writePgliteTemplate } from './pglite-template.ts';
import { createPostgresTemplate } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | null;
    /** The migrated PGlite data directory every in-memory test database starts from. */
    pgliteTemplate: string | null;
    /** The migrated PostgreSQL database every test database is created from. */
    pgTemplateDatabase: string | null;
  }
}

/**
 * With QUIRE_TEST_DB=postgres the server suite runs on real PostgreSQL: an existing server named
 * by TEST_DATABASE_URL, or a cluster this run starts and stops itself. Otherwise each test file
 * gets an in-memory PGlite. Either way each file's database starts from one template migrated
 * here, once per run (pglite-template.ts, postgres-template.ts).
 */
export default async function setup(project: TestProject) {
  // server.test.ts starts the bundle `npm start` runs: built from these sources (~2 s).
  await buildServer();
  if (process.env.QUIRE_TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', null);
    const folder = mkdtempSync(path.join(tmpdir(), 'quire-pglite-template-'));
    const file = path.join(folder, 'template.tar');
    await writePgliteTemplate(file);
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplateDatabase', null);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', null);
  const external = process.env.TEST_DATABASE_URL;
  const cluster = external ? null : await startCluster();
  const adminUrl = external ?? cluster!.adminUrl;
  project.provide('pgAdminUrl', adminUrl);
  const template = await createPostgresTemplate(adminUrl);
  project.provide('pgTemplateDatabase', template.name);
  return async () => {
    await template.drop();
    await cluster?.stop();
  };
}
