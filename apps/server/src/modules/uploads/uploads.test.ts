import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, fileTooLargeMessage } from '@quire/domain';
import { NOT_A_PDF } from '@quire/pdf/test-fixtures/hostile-pdfs';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { blobs, documents, uploadIntents } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import { signUploadUrl, uploadSigningKey } from '../storage/upload-url-signature.ts';
import { pruneUploadIntents } from './prune-upload-intents.ts';
import { UPLOAD_LINK_INVALID } from './receive-local-upload.ts';
import {
  documentRow,
  putBytes,
  uploadPdf,
  waitForConversion,
  type UploadedPack,
} from './upload-test-helpers.ts';

const t = useTestApp({ env: { MAX_UPLOAD_MB: '1' } });

const startUpload = async (
  session: Parameters<typeof uploadPdf>[1],
  query = 'filename=a.pdf&size=0.1',
) =>
  (await call(t.app, 'GET', `/app/get_document_upload_url?${query}`, { session }))
    .data as unknown as {
    url: string;
    file_key: string;
    redirect_document_key: string;
    document: unknown;
  };

describe('document upload', () => {
  it('makes a pack and a child named after the file, and converts it', async () => {
    const user = await signUpVerifiedUser(t);
    const started = await startUpload(user);
    expect(started.url).toMatch(/^\/app\/blob_upload\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    expect(started.document).toBeNull();
    // Nothing exists before success.
    expect(
      await t.ctx.db
        .select()
        .from(documents)
        .where(eq(documents.key, started.redirect_document_key)),
    ).toEqual([]);

    const res = await uploadPdf(t, user, await makeSamplePdf({ pages: 3 }), {
      filename: 'Lease Agreement.PDF',
    });
    expect(res.statusCode, res.body).toBe(200);
    const pack = res.data.document as UploadedPack;
    expect(pack).toMatchObject({ document_name: 'Lease Agreement', status: 'setup' });
    expect(pack.child_documents).toMatchObject([{ document_name: 'Lease Agreement', position: 0 }]);
    const child = await waitForConversion(t, pack.child_document_keys[0]!);
    expect(child).toMatchObject({ conversion_state: 'done', page_count: 3, upload_progress: 100 });
    const [pdfBlob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, child.pdf_file_key!));
    expect(pdfBlob).toMatchObject({
      purpose: 'document_pdf',
      document_key: child.key,
      content_type: 'application/pdf',
    });
    expect(pdfBlob!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds a child at the end of a pack and swaps a child PDF keeping its key', async () => {
    const user = await signUpVerifiedUser(t);
    const first = (await uploadPdf(t, user, await makeSamplePdf())).data.document as UploadedPack;
    const second = await uploadPdf(t, user, await makeSamplePdf({ pages: 2 }), {
      filename: 'Annex.pdf',
      document_pack_key: first.key,
    });
    expect(second.statusCode, second.body).toBe(200);
    const pack = second.data.document as UploadedPack;
    expect(pack.key).toBe(first.key);
    expect(pack.child_documents.map((c) => [c.document_name, c.position])).toEqual([
      ['Contract', 0],
      ['Annex', 1],
    ]);
    const annex = pack.child_document_keys[1]!;
    await waitForConversion(t, annex);
    const replaced = await uploadPdf(t, user, await makeSamplePdf({ pages: 5 }), {
      filename: 'Annex v2.pdf',
      document_key_to_upload_to: annex,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.data.document as UploadedPack).child_document_keys).toEqual(
      pack.child_document_keys,
    );
    expect((await waitForConversion(t, annex)).page_count).toBe(5);
    // The first PDF's two page images went with it.
    const images = await t.ctx.db.select().from(blobs).where(eq(blobs.document_key, annex));
    expect(images.filter((b) => b.purpose === 'page_image')).toHaveLength(5);
  });

  it('takes the PUT on the signed URL alone, whatever cookie the browser sends along', async () => {
    const user = await signUpVerifiedUser(t);
    const started = await startUpload(user);
    const put = await t.app.inject({
      method: 'PUT',
      url: started.url,
      headers: { 'content-type': 'application/pdf', cookie: `quire_session=${user.session_token}` },
      payload: Buffer.from(await makeSamplePdf({ pages: 1 })),
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('judges by content: a non-PDF named .pdf is refused and nothing is left behind', async () => {
    const user = await signUpVerifiedUser(t);
    const res = await uploadPdf(t, user, NOT_A_PDF, { filename: 'letter.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ success: false, message: MESSAGES.onlyPdf });
    const [intent] = await t.ctx.db
      .select()
      .from(uploadIntents)
      .where(eq(uploadIntents.user_key, user.user_key));
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(false);
    expect(
      await t.ctx.db.select().from(documents).where(eq(documents.created_by, user.user_key)),
    ).toEqual([]);
  });

  it('refuses files over MAX_UPLOAD_MB when asked and while streaming', async () => {
    const user = await signUpVerifiedUser(t);
    const asked = await call(
      t.app,
      'GET',
      '/app/get_document_upload_url?filename=big.pdf&size=1.5',
      { session: user },
    );
    expect(asked.statusCode).toBe(400);
    expect(asked.data.message).toBe(fileTooLargeMessage(1));
    // The browser understated the size: the PUT is cut off at the limit.
    const started = await startUpload(user, 'filename=big.pdf&size=0.5');
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const put = await putBytes(t, started.url, big);
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(fileTooLargeMessage(1));
    const [intent] = await t.ctx.db
      .select()
      .from(uploadIntents)
      .where(eq(uploadIntents.file_key, started.file_key));
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(false);
  });

  it('refuses expired and forged upload URLs', async () => {
    const user = await signUpVerifiedUser(t);
    const started = await startUpload(user);
    const key = await uploadSigningKey(t.ctx.db);
    const expired = signUploadUrl(key, started.file_key, Math.floor(Date.now() / 1000) - 1);
    const forged = started.url.replace(/signature=./, (m) =>
      m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`,
    );
    const other = signUploadUrl(
      'not our key',
      started.file_key,
      Math.floor(Date.now() / 1000) + 60,
    );
    for (const url of [expired, forged, other]) {
      const put = await putBytes(t, url, await makeSamplePdf());
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(UPLOAD_LINK_INVALID);
    }
  });

  it("answers 404 for someone else's file key and another workspace's pack", async () => {
    const owner = await signUpVerifiedUser(t);
    const stranger = await signUpVerifiedUser(t);
    const started = await startUpload(owner);
    await putBytes(t, started.url, await makeSamplePdf());
    const stolen = await call(
      t.app,
      'POST',
      `/app/document_upload_success/${started.redirect_document_key}`,
      {
        session: stranger,
        body: { file_key: started.file_key },
      },
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.data.message).toBe(MESSAGES.documentNotFound);

    const pack = (await uploadPdf(t, owner, await makeSamplePdf())).data.document as UploadedPack;
    for (const query of [
      `document_pack_key=${pack.key}`,
      `document_key_to_upload_to=${pack.child_document_keys[0]}`,
    ]) {
      const res = await call(
        t.app,
        'GET',
        `/app/get_document_upload_url?filename=x.pdf&size=0.1&${query}`,
        { session: stranger },
      );
      expect(res.statusCode).toBe(404);
      expect(res.data.message).toBe(MESSAGES.documentNotFound);
    }
  });

  it('refuses uploads into a pack that is no longer in setup, even after the URL was given', async () => {
    const user = await signUpVerifiedUser(t);
    const pack = (await uploadPdf(t, user, await makeSamplePdf())).data.document as UploadedPack;
    const started = await startUpload(
      user,
      `filename=x.pdf&size=0.1&document_pack_key=${pack.key}`,
    );
    await putBytes(t, started.url, await makeSamplePdf());
    await t.ctx.db
      .update(documents)
      .set({ status: 'awaiting_signatures' })
      .where(eq(documents.key, pack.key));
    const late = await call(t.app, 'POST', `/app/document_upload_success/${pack.key}`, {
      session: user,
      body: { file_key: started.file_key },
    });
    expect(late.statusCode).toBe(400);
    expect(late.data.message).toBe(MESSAGES.notInSetup);
    const asked = await call(
      t.app,
      'GET',
      `/app/get_document_upload_url?filename=x.pdf&size=0.1&document_pack_key=${pack.key}`,
      { session: user },
    );
    expect(asked.statusCode).toBe(400);
    expect((await documentRow(t, pack.key)).status).toBe('awaiting_signatures');
    const children = await t.ctx.db
      .select()
      .from(documents)
      .where(eq(documents.document_pack_key, pack.key));
    expect(children).toHaveLength(1);
  });

  it('prunes uploads that were never completed', async () => {
    const user = await signUpVerifiedUser(t);
    const started = await startUpload(user);
    await putBytes(t, started.url, await makeSamplePdf());
    const [intent] = await t.ctx.db
      .select()
      .from(uploadIntents)
      .where(eq(uploadIntents.file_key, started.file_key));
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(true);
    await pruneUploadIntents(t.ctx, new Date(Date.now() + 16 * 60_000));
    expect(await t.ctx.blobStore.exists(intent!.object_key)).toBe(false);
    expect(
      await t.ctx.db
        .select()
        .from(uploadIntents)
        .where(eq(uploadIntents.file_key, started.file_key)),
    ).toEqual([]);
  });

  it('uses an upload once', async () => {
    const user = await signUpVerifiedUser(t);
    const started = await startUpload(user);
    await putBytes(t, started.url, await makeSamplePdf());
    const body = { file_key: started.file_key };
    const url = `/app/document_upload_success/${started.redirect_document_key}`;
    expect((await call(t.app, 'POST', url, { session: user, body })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', url, { session: user, body })).statusCode).toBe(404);
    expect((await putBytes(t, started.url, await makeSamplePdf())).statusCode).toBe(404);
  });
});
