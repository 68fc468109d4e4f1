// @postgres: a backup of a PostgreSQL instance (its own dump) restored and checked.
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { verifyAuditChain } from '@quire/domain';
import { pdfsig } from '@quire/pdf/seal/test-fixtures/poppler';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { documents } from '../db/schema.ts';
import { sealDocumentJob } from '../jobs/seal-document.job.ts';
import { findAuditRecords, toAuditRecord } from '../modules/audit-trail/audit-record-repository.ts';
import { sealDocumentHandler } from '../modules/sealing/seal-document-handler.ts';
import { documentRow, seedCompletePack, sha256 } from '../modules/sealing/seal-test-helpers.ts';
import {
  instanceConfig,
  removeTempFolders,
  startInstance,
  tempFolder,
  type Instance,
} from '../../test/on-disk-instance.ts';
import { startS3Sink } from '../../test/s3-sink.ts';
import { accountKeyOf } from '../../test/seed-documents.ts';
import { TEST_VERSION, call, signUpVerifiedUser, type Session } from '../../test/test-app.ts';
import { BLOBS_FOLDER, DATABASE_FILE, MANIFEST_FILE } from './backup-manifest.ts';
import { runBackup } from './backup.ts';
import { runRestore } from './restore.ts';

const served = async (t: Instance, session: Session, key: string) => {
  const response = await call(t.app, 'GET', `/app/serve/${key}`, { session });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

const expectValidSeal = async (pdf: Uint8Array) => {
  const sig = await pdfsig(pdf);
  expect(sig.out).toContain('Signature Validation: Signature is Valid.');
  expect(sig.out).toContain('Total document signed');
};

/** Every pack's audit chain in the instance, verified: null means intact. */
const brokenChains = async (t: Instance) => {
  const packs = await t.ctx.db
    .select({ key: documents.key })
    .from(documents)
    .where(isNull(documents.document_pack_key));
  const broken: string[] = [];
  for (const { key } of packs) {
    const records = (await findAuditRecords(t.ctx.db, key)).map(toAuditRecord);
    expect(records.length).toBeGreaterThan(0);
    if ((await verifyAuditChain(records)) !== null) broken.push(key);
  }
  return { packs: packs.length, broken };
};

/** True when a target was left exactly as empty as it was: no tables, no files. */
const expectUntouched = async (config: Config) => {
  expect(existsSync(path.join(config.dataDir, BLOBS_FOLDER))).toBe(false);
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    const { rows } = await database.executor.executeSql(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    await database.close();
    expect(rows[0]!.n).toBe(0);
  } else {
    expect(existsSync(path.join(config.dataDir, 'pglite'))).toBe(false);
  }
};

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('npm run backup and npm run restore', () => {
  let s3: Awaited<ReturnType<typeof startS3Sink>>;
  let source: Instance;
  let ann: Session;
  let sealedKey: string;
  let finalSha: string;
  let queuedKey: string;
  let backup: string;

  beforeAll(async () => {
    // The source keeps its files in S3; the restored instances keep theirs under DATA_DIR/blobs.
    s3 = await startS3Sink();
    source = await startInstance(await instanceConfig('backup-source', s3.env));
    ann = await signUpVerifiedUser(source, { full_name: 'Ann Archer' });
    const input = {
      createdBy: ann.user_key,
      creatorName: 'Ann Archer',
      creatorEmail: (ann as Session & { email_address: string }).email_address,
      accountKey: await accountKeyOf(source.ctx, ann),
      children: 2,
    };
    const sealed = await seedCompletePack(source.ctx, input);
    await sealDocumentHandler(source.ctx)({ document_key: sealed.key });
    sealedKey = sealed.key;
    expect(existsSync(path.join(source.config.dataDir, BLOBS_FOLDER))).toBe(false); // all in S3
    finalSha = sha256(await served(source, ann, sealedKey));
    // Completed just before the backup: its seal job is still queued (due in an hour).
    const queued = await seedCompletePack(source.ctx, { ...input, children: 1 });
    queuedKey = queued.key;
    await source.ctx.database.executor.executeSql(
      `insert into pgboss.job (name, data, start_after) values ($1, $2, now() + interval '1 hour')`,
      [sealDocumentJob.name, { document_key: queuedKey }],
    );
    backup = tempFolder('backup');
    if (source.dbKind === 'pglite') {
      await expect(runBackup(source.config, backup)).rejects.toThrow(/in use: stop Quire first/);
      await source.close();
    }
    // PostgreSQL: taken while the instance keeps running.
    await runBackup(source.config, backup);
  }, 180_000);

  afterAll(async () => {
    if (source?.dbKind === 'postgres') await source.close();
    await s3?.close();
    removeTempFolders();
  });

  it('writes a manifest that counts and checksums every part', async () => {
    const manifest = JSON.parse(await readFile(path.join(backup, MANIFEST_FILE), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'quire-backup',
      quire_version: TEST_VERSION,
      database_kind: source.dbKind,
      counts: { users: 1, packs: 2, sealed_packs: 1 },
      missing_blobs: [],
    });
    expect(manifest.migration_level).toBeGreaterThanOrEqual(8);
    // The queued seal job, and whatever else the queue held (schedules, mail).
    expect(manifest.counts.open_jobs).toBeGreaterThanOrEqual(1);
    // The pack's final, the two children's finals, originals, signature images.
    expect(manifest.counts.blobs).toBeGreaterThanOrEqual(3 + 3 + 3);
    expect(manifest.parts.map((p: { path: string }) => p.path)).toEqual(
      expect.arrayContaining([DATABASE_FILE, 'sealing-certificate/seal.p12']),
    );
    for (const part of manifest.parts) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a damaged backup and restores nothing', async () => {
    const refuseDamaged = async (
      name: string,
      harm: (copy: string) => Promise<void>,
      message: string | RegExp,
    ) => {
      const copy = tempFolder(`damaged-${name}`);
      await cp(backup, copy, { recursive: true });
      await harm(copy);
      const target = await instanceConfig(`target-${name}`);
      await expect(runRestore(target, copy)).rejects.toThrow(message);
      await expectUntouched(target);
    };
    await refuseDamaged(
      'truncated',
      (c) => truncate(path.join(c, DATABASE_FILE), 100),
      `${DATABASE_FILE} is truncated`,
    );
    await refuseDamaged(
      'flipped',
      async (c) => {
        const manifest = JSON.parse(await readFile(path.join(c, MANIFEST_FILE), 'utf8'));
        const file = path.join(c, BLOBS_FOLDER, manifest.blobs[0].object_key);
        const bytes = await readFile(file);
        const middle = bytes.length >> 1;
        bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
        await writeFile(file, bytes);
      },
      /is damaged; nothing was restored\.\n {2}- blobs\/.+ is corrupt \(SHA-256 differs\)/,
    );
    await refuseDamaged(
      'unfinished',
      (c) => rm(path.join(c, MANIFEST_FILE)),
      /not a complete Quire backup: it has no manifest\.json/,
    );
  }, 60_000);

  it('restores into a fresh instance that serves the same sealed final and verifies its chains', async () => {
    const target = await instanceConfig('restored');
    const result = await runRestore(target, backup);
    expect(result.jobs).toBe(result.manifest.counts.open_jobs);
    const restored = await startInstance(target);
    try {
      // Ann's session came back with everything else.
      const final = await served(restored, ann, sealedKey);
      expect(sha256(final)).toBe(finalSha);
      await expectValidSeal(final);
      const trail = await call(restored.app, 'GET', `/app/audit_trail/${sealedKey}`, {
        session: ann,
      });
      expect(trail.data).toMatchObject({ success: true, chain_valid: true });
      expect(await brokenChains(restored)).toEqual({ packs: 2, broken: [] });
      const stores = await restored.ctx.database.executor.executeSql(
        'select distinct storage from blobs',
      );
      expect(stores.rows).toEqual([{ storage: 'local' }]);
      expect(await readFile(path.join(target.dataDir, 'sealing-certificate', 'seal.p12'))).toEqual(
        await readFile(path.join(backup, 'sealing-certificate', 'seal.p12')),
      );

      // The queued seal job came back too: made due, the restored worker seals that pack.
      const due = await restored.ctx.database.executor.executeSql(
        `update pgboss.job set start_after = now()
         where name = $1 and data->>'document_key' = $2 and state = 'created' returning id`,
        [sealDocumentJob.name, queuedKey],
      );
      expect(due.rows).toHaveLength(1);
      await waitUntil(
        async () => (await documentRow(restored.ctx, queuedKey)).final_file_key !== null,
      );
      await expectValidSeal(await served(restored, ann, queuedKey));
      expect((await brokenChains(restored)).broken).toEqual([]);
    } finally {
      await restored.close();
    }

    await expect(runRestore(target, backup)).rejects.toThrow(
      /The target instance is not empty \(rows in .*\): nothing was restored\. .* pass --force/,
    );
    await runRestore(target, backup, { force: true });
    const again = await startInstance(target);
    try {
      expect(sha256(await served(again, ann, sealedKey))).toBe(finalSha);
      const [queued] = await again.ctx.db
        .select()
        .from(documents)
        .where(eq(documents.key, queuedKey));
      expect(queued!.final_file_key).toBeNull(); // as it was at the backup
      expect(await readdir(path.join(target.dataDir, BLOBS_FOLDER))).not.toHaveLength(0);
    } finally {
      await again.close();
    }
  }, 180_000);
});
