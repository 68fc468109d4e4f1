import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { readAppVersion } from '../lib/read-app-version.ts';
import { openDatabase } from './database.ts';

/**
 * `npm run db:migrate`: applies the migrations that have not run yet to the database the server
 * is configured with (DATABASE_URL, else the embedded one under DATA_DIR), then exits. The server
 * does the same on start; this is for deployments that migrate as a separate step.
 */
const main = async () => {
  const config = loadConfig(process.env, readAppVersion());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    console.log(
      `Migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`,
    );
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
