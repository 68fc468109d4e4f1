import { readdirSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blobs, documents } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { localBlobFolder } from '../storage/blob-store-for.ts';
import { runBulkSendHandler } from './bulk-send-runner.ts';
import { api, bulkUser, clients, givenSend, rowsOf, type BulkUser } from './bulk-send-test-kit.ts';

// No workers: each test runs the job's handler itself. Batches of 4 rows.
const t = useTestApp({ workers: false, env: { BULK_SEND_BATCH_SIZE: '4' } });
let owner: BulkUser;
const meta = { id: 'test', retryCount: 0, retryLimit: 1 };
const run = (key: string) => runBulkSendHandler(t.ctx)({ bulk_send_key: key }, meta);

beforeAll(async () => {
  owner = await bulkUser(t, 'Fern Files');
});

const storedFiles = (): string[] =>
  (readdirSync(localBlobFolder(t.ctx.config), { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.pdf'),
  );

const pdfBlobOf = async (packKey: string) => {
  const [child] = await t.ctx.db
    .select({ key: documents.key, pdf_file_key: documents.pdf_file_key })
    .from(documents)
    .where(eq(documents.document_pack_key, packKey));
  const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, child!.pdf_file_key!));
  return { child: child!.key, blob: blob! };
};

describe("a bulk pack's files", () => {
  it('are its own objects, which outlive the template deleting its own', async () => {
    const { key, template } = await givenSend(t, owner, clients(3));
    await api(t, owner).save({ key, status: 'active' });
    await run(key);
    const packs = (await rowsOf(t.ctx, key)).map((r) => r.document_key!);
    expect(packs).toHaveLength(3);

    const source = await pdfBlobOf(template.key);
    const bytes = await t.ctx.blobStore.get(source.blob.object_key);
    const copies = await Promise.all(packs.map(pdfBlobOf));
    for (const c of copies) {
      // Its blob row names the pack's own document, so access follows that document.
      expect(c.blob.document_key).toBe(c.child);
      expect(c.blob.object_key).toMatch(new RegExp(`^documents/${c.child}/`));
      expect(c.blob.object_key).not.toBe(source.blob.object_key);
    }
    expect(new Set(copies.map((c) => c.blob.object_key)).size).toBe(3);

    // What permanent delete or a re-conversion does to the template's object.
    await t.ctx.blobStore.delete(source.blob.object_key);
    for (const c of copies) expect(await t.ctx.blobStore.get(c.blob.object_key)).toEqual(bytes);
  });

  it('failing to copy mid-batch leaves the whole batch pending and nothing behind', async () => {
    const { key, template } = await givenSend(t, owner, clients(6, 20));
    await api(t, owner).save({ key, status: 'active' });
    const filesBefore = storedFiles().length;
    const store = t.ctx.blobStore;
    const copy = store.copy;
    let calls = 0;
    store.copy = async (from, to) => {
      if (++calls === 3) throw new Error('disk full');
      return copy(from, to);
    };
    try {
      await expect(run(key)).rejects.toThrow('disk full');
    } finally {
      store.copy = copy;
    }
    expect((await rowsOf(t.ctx, key)).map((r) => r.state)).toEqual(Array(6).fill('pending'));
    const made = await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(eq(documents.from_template_key, template.key));
    expect(made).toHaveLength(0);
    expect(storedFiles()).toHaveLength(filesBefore);

    // The retried job makes every row once.
    await run(key);
    const rows = await rowsOf(t.ctx, key);
    expect(rows.every((r) => r.state === 'created')).toBe(true);
    const packs = rows.map((r) => r.document_key!);
    expect(new Set(packs).size).toBe(6);
    const children = await t.ctx.db
      .select({ key: documents.key })
      .from(documents)
      .where(inArray(documents.document_pack_key, packs));
    expect(children).toHaveLength(6);
    expect(storedFiles()).toHaveLength(filesBefore + 6);
  });
});
