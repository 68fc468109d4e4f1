import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { documents } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { drawnSignature, openSignerSession } from './signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

/** Stores bytes as a blob of a document, as conversion or sealing would. */
const storeBlob = async (documentKey: string, purpose: string, bytes: Buffer, type: string) => {
  const key = newKey();
  await t.ctx.blobStore.put(`test/${key}`, bytes, type);
  await insertBlob(t.ctx.db, {
    key,
    storage: t.ctx.blobStore.kind,
    object_key: `test/${key}`,
    content_type: type,
    size_bytes: bytes.length,
    purpose,
    document_key: documentKey,
  });
  return key;
};

/** A pack awaiting signatures whose first child has a stored page image; Sam signs it unless not. */
const packWithPage = async (signedBySam = true) => {
  const p = signedBySam
    ? await k.pack()
    : await seedPack(t.ctx, {
        createdBy: k.ann.user_key,
        accountKey: k.annAccount,
        status: 'awaiting_signatures',
        signatories: [{ name: 'Olive Other', email: 'olive@example.org' }],
      });
  const child = p.childKeys[0]!;
  const image = await storeBlob(child, 'page_image', await drawnSignature(), 'image/png');
  await t.ctx.db
    .update(documents)
    .set({ page_image_keys: [image] })
    .where(eq(documents.key, child));
  return { ...p, child, image };
};

const get = (url: string, session: Session) => call(t.app, 'GET', url, { session });

describe('what a signer session sees of the pages and the PDF (§6)', () => {
  it("fetches its own pack's page images, never another pack's", async () => {
    const a = await packWithPage();
    const b = await packWithPage(false);
    const signerA = await openSignerSession(t, a.key, a.signatoryUuids[0]!);
    const mine = [
      await get(`/app/serve_image/${a.image}`, signerA),
      await get(`/app/documents/${a.child}/get_blob_as_image?index_of_page=0`, signerA),
      await get(`/app/documents/${a.key}/get_blob_as_image?index_of_page=0`, signerA),
    ];
    for (const r of mine) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
    }
    const theirs = [
      await get(`/app/serve_image/${b.image}`, signerA),
      await get(`/app/documents/${b.child}/get_blob_as_image?index_of_page=0`, signerA),
    ];
    for (const r of theirs) expect(r.statusCode).toBe(404);
    expect((await get(`/app/serve_image/${a.image}`, k.bob)).statusCode).toBe(404);
  });

  it('downloads with a signer session its own pack: the originals, then the final once complete', async () => {
    const a = await packWithPage();
    const b = await packWithPage(false);
    const signerA = await openSignerSession(t, a.key, a.signatoryUuids[0]!);
    const before = await get(`/app/serve/${a.key}`, signerA);
    expect(before.statusCode).toBe(200);
    expect(before.body.startsWith('%PDF')).toBe(true);
    expect((await get(`/app/serve/${a.child}`, signerA)).statusCode).toBe(200);
    const notMine = await get(`/app/serve/${b.key}`, signerA);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.data.message).toBe(MESSAGES.documentNotFound);
    // The team downloads whenever it likes.
    expect((await get(`/app/serve/${a.key}`, k.ann)).statusCode).toBe(200);

    for (const p of [a, b]) {
      const final = await storeBlob(
        p.key,
        'final_pdf',
        Buffer.from(`%PDF final ${p.key}`),
        'application/pdf',
      );
      await t.ctx.db
        .update(documents)
        .set({ status: 'complete', final_file_key: final })
        .where(inArray(documents.key, [p.key, p.child]));
    }
    const after = await get(`/app/serve/${a.key}`, signerA);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(`%PDF final ${a.key}`);
    expect((await get(`/app/serve/${a.child}`, signerA)).statusCode).toBe(200);
    // A pack the signer does not sign stays out of reach, final or not.
    expect((await get(`/app/serve/${b.key}`, signerA)).statusCode).toBe(404);
  });
});
