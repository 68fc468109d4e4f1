import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import {
  ENCRYPTED_PDF_PASSWORD,
  GARBAGE_PDF,
  makeAwkwardPagesPdf,
  makeEncryptedPdf,
  makeLongPdf,
  makeTruncatedPdf,
  makeXfaPdf,
} from '@quire/pdf/test-fixtures/hostile-pdfs';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { blobs, documents } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import {
  documentRow,
  uploadPdf,
  waitForConversion,
  type UploadedPack,
} from '../uploads/upload-test-helpers.ts';
import { convertDocumentHandler } from './convert-document-handler.ts';

const t = useTestApp();

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const uploadAndConvert = async (
  user: Awaited<ReturnType<typeof signUpVerifiedUser>>,
  pdf: Uint8Array,
) => {
  const res = await uploadPdf(t, user, pdf);
  expect(res.statusCode, res.body).toBe(200);
  const pack = res.data.document as UploadedPack;
  return { pack, child: await waitForConversion(t, pack.child_document_keys[0]!) };
};

describe('conversion', () => {
  it('renders rotated, cropped and mixed-size pages at their visible size and serves them', async () => {
    const user = await signUpVerifiedUser(t);
    const { child } = await uploadAndConvert(user, await makeAwkwardPagesPdf());
    expect(child).toMatchObject({
      conversion_state: 'done',
      page_count: 4,
      conversion_error: null,
    });
    expect(
      child.image_blob_metadata.map((p) => [p.image_width, p.image_height, p.rotation]),
    ).toEqual([
      [918, 1188, 0],
      [893, 1263, 90],
      [600, 750, 0],
      [300, 450, 270],
    ]);
    expect(child.image_blob_metadata[2]).toMatchObject({
      crop_x: 100,
      crop_y: 150,
      page_width: 400,
      page_height: 500,
    });
    for (const [i, key] of child.page_image_keys.entries()) {
      const image = await call(t.app, 'GET', `/app/serve_image/${key}`, { session: user });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toContain('max-age');
      const meta = child.image_blob_metadata[i]!;
      expect(pngSize(image.rawPayload)).toEqual({
        width: meta.image_width,
        height: meta.image_height,
      });
    }
    const page = await call(
      t.app,
      'GET',
      `/app/documents/${child.key}/get_blob_as_image?index_of_page=3`,
      { session: user },
    );
    expect(pngSize(page.rawPayload)).toEqual({ width: 300, height: 450 });
    const [row] = await t.ctx.db
      .select()
      .from(blobs)
      .where(eq(blobs.key, child.page_image_keys[0]!));
    expect(row).toMatchObject({ purpose: 'page_image', document_key: child.key });
  });

  it('shows page images only to those who can see the document', async () => {
    const owner = await signUpVerifiedUser(t);
    const stranger = await signUpVerifiedUser(t);
    const { child } = await uploadAndConvert(owner, await makeSamplePdf());
    const image = await call(t.app, 'GET', `/app/serve_image/${child.page_image_keys[0]}`, {
      session: stranger,
    });
    expect(image.statusCode).toBe(404);
    const page = await call(
      t.app,
      'GET',
      `/app/documents/${child.key}/get_blob_as_image?index_of_page=0`,
      { session: stranger },
    );
    expect(page.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/app/serve_image/${child.pdf_file_key}`, { session: owner }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/app/serve_image/${child.page_image_keys[0]}`)).statusCode,
    ).toBe(401);
  });

  it('asks for the password of an encrypted PDF, refuses a wrong one, converts with the right one', async () => {
    const user = await signUpVerifiedUser(t);
    const { pack, child } = await uploadAndConvert(user, await makeEncryptedPdf());
    expect(child).toMatchObject({
      conversion_state: 'error',
      status: 'conversion_error',
      conversion_error: { reason: 'pdf password required' },
    });
    expect((await documentRow(t, pack.key)).status).toBe('conversion_error');
    const url = `/app/documents/${child.key}/dismiss_conversion_error`;
    const wrong = await call(t.app, 'POST', url, {
      session: user,
      body: { pdf_password: 'guess' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.message).toBe(MESSAGES.wrongPdfPassword);
    const right = await call(t.app, 'POST', url, {
      session: user,
      body: { pdf_password: ENCRYPTED_PDF_PASSWORD },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect((right.data.document as UploadedPack).status).toBe('setup');
    const converted = await waitForConversion(t, child.key);
    expect(converted).toMatchObject({
      conversion_state: 'done',
      page_count: 2,
      has_pdf_password: true,
      status: 'setup',
    });
    expect(converted.pdf_file_key).not.toBe(child.pdf_file_key);
  });

  it.each([
    ['an XFA form', makeXfaPdf, 'xfa form not supported'],
    ['a truncated file', makeTruncatedPdf, 'invalid pdf'],
    ['garbage behind a PDF header', async () => GARBAGE_PDF, 'invalid pdf'],
  ])('records %s as a conversion error; dismissing clears it', async (_name, make, reason) => {
    const user = await signUpVerifiedUser(t);
    const { pack, child } = await uploadAndConvert(user, await make());
    expect(child).toMatchObject({
      conversion_state: 'error',
      status: 'conversion_error',
      conversion_error: { reason },
    });
    expect(child.conversion_error!.message.length).toBeGreaterThan(10);
    const dismissed = await call(
      t.app,
      'POST',
      `/app/documents/${child.key}/dismiss_conversion_error`,
      { session: user, body: {} },
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await documentRow(t, child.key)).toMatchObject({
      conversion_error: null,
      status: 'setup',
      conversion_state: 'error',
    });
    expect((await documentRow(t, pack.key)).status).toBe('setup');
  });

  it('is safe to run twice and leaves the worker working after a hostile file', async () => {
    const user = await signUpVerifiedUser(t);
    await uploadAndConvert(user, GARBAGE_PDF);
    const { child } = await uploadAndConvert(user, await makeSamplePdf({ pages: 2 }));
    const handler = convertDocumentHandler(t.ctx);
    // Run again from scratch (as after a crash mid-way) and once more when done.
    await t.ctx.db
      .update(documents)
      .set({ conversion_state: 'converting' })
      .where(eq(documents.key, child.key));
    await handler({ document_key: child.key });
    await handler({ document_key: child.key });
    const again = await documentRow(t, child.key);
    expect(again).toMatchObject({
      conversion_state: 'done',
      page_count: 2,
      page_image_keys: child.page_image_keys,
    });
    const images = await t.ctx.db.select().from(blobs).where(eq(blobs.document_key, child.key));
    expect(images.filter((b) => b.purpose === 'page_image')).toHaveLength(2);
  });

  it('shows progress while a long PDF converts', async () => {
    const user = await signUpVerifiedUser(t);
    const res = await uploadPdf(t, user, await makeLongPdf(200));
    const childKey = (res.data.document as UploadedPack).child_document_keys[0]!;
    const seen = new Set<number>();
    for (;;) {
      const row = await documentRow(t, childKey);
      seen.add(row.upload_progress);
      if (row.conversion_state === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
    expect(await documentRow(t, childKey)).toMatchObject({ page_count: 200, upload_progress: 100 });
  }, 60_000);

  it('renders a page on demand before conversion stored it', async () => {
    const user = await signUpVerifiedUser(t);
    const { child } = await uploadAndConvert(user, await makeSamplePdf({ pages: 2 }));
    await t.ctx.db
      .update(documents)
      .set({ page_image_keys: [], conversion_state: 'pending' })
      .where(eq(documents.key, child.key));
    const page = await call(
      t.app,
      'GET',
      `/app/documents/${child.key}/get_blob_as_image?index_of_page=1`,
      { session: user },
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(pngSize(page.rawPayload)).toEqual({ width: 918, height: 1188 });
  });
});
