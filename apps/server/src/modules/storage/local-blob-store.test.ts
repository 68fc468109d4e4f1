import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from './local-blob-store.ts';

const root = mkdtempSync(path.join(tmpdir(), 'quire-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = createLocalBlobStore(root);

describe('local blob store', () => {
  it('stores, reads, streams and deletes', async () => {
    await store.put('documents/a/original.pdf', Buffer.from('%PDF-1.7 x'), 'application/pdf');
    expect((await store.get('documents/a/original.pdf')).toString()).toBe('%PDF-1.7 x');
    const chunks: Buffer[] = [];
    for await (const c of await store.getStream('documents/a/original.pdf'))
      chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 x');
    expect(await store.exists('documents/a/original.pdf')).toBe(true);
    await store.delete('documents/a/original.pdf');
    expect(await store.exists('documents/a/original.pdf')).toBe(false);
  });

  it('leaves no partial file when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put('documents/b/x.pdf', failing, 'application/pdf')).rejects.toThrow(
      'connection reset',
    );
    expect(readdirSync(path.join(root, 'documents/b'))).toEqual([]);
  });

  it('copies an object into one of its own: deleting either leaves the other whole', async () => {
    await store.put('documents/c/original.pdf', Buffer.from('%PDF-1.7 c'), 'application/pdf');
    await store.copy('documents/c/original.pdf', 'documents/d/copy.pdf');
    await store.delete('documents/c/original.pdf');
    expect((await store.get('documents/d/copy.pdf')).toString()).toBe('%PDF-1.7 c');
    // A new version of the copy's name is a new file: the source it came from is not touched.
    await store.copy('documents/d/copy.pdf', 'documents/e/again.pdf');
    await store.put('documents/d/copy.pdf', Buffer.from('%PDF-1.7 new'), 'application/pdf');
    expect((await store.get('documents/e/again.pdf')).toString()).toBe('%PDF-1.7 c');
    await expect(store.copy('documents/nowhere.pdf', 'documents/f/x.pdf')).rejects.toThrow();
  });

  it('refuses object keys that could leave its folder', async () => {
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
