import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from '../build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the real entry point the way `npm start` does (the bundle the global setup built from
 * src/server.ts, apps/server/build.ts), with the given environment.
 */
const start = (env: Record<string, string>, args: string[] = []) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-start-'));
  try {
    return spawnSync(process.execPath, [SERVER_BUNDLE, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

describe('start-up', () => {
  it('refuses a bad PORT before touching anything, naming the variable', () => {
    const r = start({ PORT: 'abc' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Quire cannot start: invalid configuration.');
    expect(r.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
    expect(r.stdout).not.toContain('Quire is running');
  });

  it('lists every bad setting at once', () => {
    const r = start({ PORT: '99999', DATABASE_URL: 'mysql://db', SMTP_URL: 'mail' });
    expect(r.status).toBe(1);
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL'])
      expect(r.stderr).toContain(`  ${name} `);
  });

  it('refuses an unknown --role', () => {
    const r = start({}, ['--role=everything']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--role must be all, web or worker (got "everything")');
  });
});
