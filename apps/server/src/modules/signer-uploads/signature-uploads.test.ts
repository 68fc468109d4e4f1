import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGNER_UPLOAD_MESSAGES as M } from '@quire/domain';
import { blobs, uploadIntents } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { putBytes } from '../uploads/upload-test-helpers.ts';
import { sniffImage } from './image-content.ts';
import { drawnSignature, openSignerSession, uploadSignature } from './signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
let signer: Session;

beforeAll(async () => {
  k = await signingKit(t);
  const p = await k.pack();
  signer = await openSignerSession(t, p.key, p.sam);
});

const get = (url: string, session: Session | null) => call(t.app, 'GET', url, { session });
const blobRow = async (key: string) =>
  (await t.ctx.db.select().from(blobs).where(eq(blobs.key, key)))[0];
const intentOf = async (fileKey: string) =>
  (await t.ctx.db.select().from(uploadIntents).where(eq(uploadIntents.file_key, fileKey)))[0]!;

describe('signature uploads (§7, §3 Signature)', () => {
  it('stores the upload and its enhanced PNG for a signer session, served only to the uploader', async () => {
    const r = await uploadSignature(t, signer, await drawnSignature({ format: 'jpeg' }), 'me.jpg');
    expect(r.statusCode, r.body).toBe(200);
    const { blob_key, blob_url, enhanced_blob_key, enhanced_blob_url } = r.data as Record<
      string,
      string
    >;
    expect(r.data).toEqual({
      success: true,
      blob_key,
      blob_url: `/app/serve_signature/${blob_key}`,
      enhanced_blob_key,
      enhanced_blob_url: `/app/serve_signature/${enhanced_blob_key}`,
    });
    expect(await blobRow(blob_key!)).toMatchObject({
      purpose: 'signature_upload',
      content_type: 'image/jpeg',
      created_by: k.sam.user_key,
      document_key: null,
    });
    expect(await blobRow(enhanced_blob_key!)).toMatchObject({
      purpose: 'signature_enhanced',
      content_type: 'image/png',
      created_by: k.sam.user_key,
    });

    const enhanced = await get(enhanced_blob_url!, signer);
    expect(enhanced.statusCode).toBe(200);
    expect(enhanced.headers['content-type']).toBe('image/png');
    expect(enhanced.headers['cache-control']).toMatch(/^private/);
    expect(sniffImage(enhanced.rawPayload)?.width).toBeLessThanOrEqual(1200);
    const original = await get(blob_url!, signer);
    expect(original.headers['content-type']).toBe('image/jpeg');
    // The same person's browsing login is the same uploader.
    expect((await get(blob_url!, k.sam)).statusCode).toBe(200);
    for (const other of [k.tia, k.ann, k.bob]) {
      const refused = await get(enhanced_blob_url!, other);
      expect(refused.statusCode).toBe(404);
      expect(refused.data.message).toBe(MESSAGES.notFound);
    }
  });

  it('keeps a WebP upload as a PNG', async () => {
    const r = await uploadSignature(t, signer, await drawnSignature({ format: 'webp' }), 'a.webp');
    expect(r.statusCode, r.body).toBe(200);
    const stored = await get(r.data.blob_url as string, signer);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(sniffImage(stored.rawPayload)?.kind).toBe('png');
  });

  it("refuses what is not an image with the spec's message, and leaves nothing behind", async () => {
    const r = await uploadSignature(t, signer, Buffer.from('%PDF-1.7\n'), 'looks-like.png');
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message: "Make sure you're uploading an image." });
    expect(M.notAnImage).toBe("Make sure you're uploading an image.");
    const [intent] = await t.ctx.db
      .select()
      .from(uploadIntents)
      .where(eq(uploadIntents.filename, 'looks-like.png'));
    expect(intent!.used_at).not.toBeNull();
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(false);
    expect(await blobRow(intent!.file_key)).toBeUndefined();

    const blank = await uploadSignature(t, signer, await drawnSignature({ ink: null }));
    expect(blank.statusCode).toBe(400);
    expect(blank.data.message).toBe(M.noInkFound);
  });

  it('refuses more than 5 MB, asked or sent', async () => {
    const asked = await get('/app/get_signature_upload_url?filename=big.png&size=5.5', signer);
    expect(asked.statusCode).toBe(400);
    expect(asked.data.message).toBe(M.imageTooLarge);
    const started = await get('/app/get_signature_upload_url?filename=big.png&size=1', signer);
    expect((await intentOf(started.data.file_key as string)).max_size_bytes).toBe(5 * 1048576);
    const big = Buffer.alloc(5 * 1048576 + 1);
    (await drawnSignature()).copy(big);
    const put = await putBytes(t, started.data.url as string, big);
    expect(put.statusCode).toBe(400);
    const done = await call(t.app, 'POST', '/app/signature_upload_success', {
      session: signer,
      body: { file_key: started.data.file_key },
    });
    expect(done.statusCode).toBe(400);
    expect(done.data.message).toBe(M.fileMissing);
  });

  it("refuses bad input, someone else's upload and a second success", async () => {
    const noName = await get('/app/get_signature_upload_url?filename=%20', signer);
    expect(noName.statusCode).toBe(400);
    expect(noName.data.message).toBe(M.filenameRequired);
    const noKey = await call(t.app, 'POST', '/app/signature_upload_success', {
      session: signer,
      body: {},
    });
    expect(noKey.statusCode).toBe(400);

    const started = await get('/app/get_signature_upload_url?filename=s.png', signer);
    await putBytes(t, started.data.url as string, await drawnSignature());
    const body = { file_key: started.data.file_key };
    const stolen = await call(t.app, 'POST', '/app/signature_upload_success', {
      session: k.bob,
      body,
    });
    expect(stolen.statusCode).toBe(404);
    const ok = await call(t.app, 'POST', '/app/signature_upload_success', {
      session: signer,
      body,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await call(t.app, 'POST', '/app/signature_upload_success', {
      session: signer,
      body,
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs a session, and the xsrf token to hand out a URL', async () => {
    expect((await get('/app/get_signature_upload_url?filename=s.png', null)).statusCode).toBe(401);
    const noXsrf = await call(t.app, 'GET', '/app/get_signature_upload_url?filename=s.png', {
      session: signer,
      omitXsrf: true,
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});
