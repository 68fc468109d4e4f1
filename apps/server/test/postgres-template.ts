import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';

/**
 * One migrated database per test run that every test database is copied from (`create database
 * … template …`), so a test file does not run every migration again. Dropped when the run ends.
 */
export const createPostgresTemplate = async (adminUrl: string) => {
  const name = `quire_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
  } finally {
    // A template with a connection open cannot be copied.
    await database.close();
  }
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
};
