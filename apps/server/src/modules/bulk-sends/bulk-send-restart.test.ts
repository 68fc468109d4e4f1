// @postgres: a run stopped mid-way and resumed makes each pack once, on a real cluster.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import {
  instanceConfig,
  removeTempFolders,
  startInstance,
  type Instance,
} from '../../../test/on-disk-instance.ts';
import { api, bulkUser, clients, eventually, givenSend, rowsOf } from './bulk-send-test-kit.ts';

const ROWS = 30;
const open: Instance[] = [];
afterAll(async () => {
  for (const i of open.splice(0)) await i.close().catch(() => undefined);
  removeTempFolders();
});

describe('a bulk send run is exactly-once across a restart', () => {
  it('stops between batches when its process stops, and the next process makes every other row once', async () => {
    const config = await instanceConfig('bulk-restart', { BULK_SEND_BATCH_SIZE: '3' });
    const first = await startInstance(config);
    open.push(first);
    const owner = await bulkUser(first, 'Rita Restart');
    const { key, template } = await givenSend(first, owner, clients(ROWS));
    await api(first, owner).save({ key, status: 'active' });

    // Stop the process as soon as its worker has committed some rows.
    await eventually(
      async () => (await rowsOf(first.ctx, key)).some((r) => r.state === 'created'),
      'the first batch',
    );
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await startInstance(config);
    open.push(second);
    const stopped = await rowsOf(second.ctx, key);
    const madeBefore = stopped.filter((r) => r.state === 'created').length;
    expect(madeBefore).toBeGreaterThan(0);
    expect(madeBefore, 'the first process stopped mid-run').toBeLessThan(ROWS);
    // Its worker stopped between batches: what it made is whole batches.
    expect(madeBefore % 3).toBe(0);

    // The new process's worker resumes the run by itself.
    await eventually(
      async () => (await rowsOf(second.ctx, key)).every((r) => r.state === 'created'),
      'every row created',
    );
    const rows = await rowsOf(second.ctx, key);
    expect(rows).toHaveLength(ROWS);
    const packKeys = rows.map((r) => r.document_key!);
    expect(new Set(packKeys).size).toBe(ROWS);
    // No pack was made that its row does not name: one pack per row, none twice.
    const made = await second.ctx.db
      .select({ key: documents.key, name: documents.document_name })
      .from(documents)
      .where(eq(documents.from_template_key, template.key));
    expect(made.map((d) => d.key).sort()).toEqual([...packKeys].sort());
    const named = await second.ctx.db
      .select({ name: documents.document_name })
      .from(documents)
      .where(inArray(documents.key, packKeys));
    expect(named.map((d) => d.name).sort()).toEqual(
      clients(ROWS)
        .map((c) => c[0]!)
        .sort(),
    );
  });
});
