import { afterAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import { startS3Sink } from '../../../test/s3-sink.ts';
import { waitForConversion, type UploadedPack } from './upload-test-helpers.ts';

// A server speaking the S3 protocol on loopback: the whole flow runs against a bucket.
const s3 = await startS3Sink();
const t = useTestApp({ env: s3.env });
afterAll(() => s3.close());

describe('document upload with S3 configured', () => {
  it('hands out a presigned PUT to the bucket, converts from it and serves pages from it', async () => {
    const user = await signUpVerifiedUser(t);
    expect(t.ctx.blobStore.kind).toBe('s3');
    const pdf = await makeSamplePdf({ title: 'Bucket', pages: 3 });
    const started = await call(
      t.app,
      'GET',
      `/app/get_document_upload_url?filename=Bucket.pdf&size=${pdf.length / 1048576}`,
      { session: user },
    );
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.data.url as string);
    expect(url.origin).toBe(s3.env.S3_ENDPOINT);
    expect(url.pathname).toBe(`/quire-test/uploads/${started.data.file_key as string}.pdf`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    // The browser's PUT goes straight to the bucket; the server never sees these bytes.
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from(pdf),
    });
    expect(put.status).toBe(200);

    const done = await call(
      t.app,
      'POST',
      `/app/document_upload_success/${started.data.redirect_document_key as string}`,
      { session: user, body: { file_key: started.data.file_key } },
    );
    expect(done.statusCode, done.body).toBe(200);
    const pack = done.data.document as UploadedPack;
    const child = await waitForConversion(t, pack.child_document_keys[0]!);
    expect(child).toMatchObject({ conversion_state: 'done', page_count: 3 });

    const image = await t.app.inject({
      method: 'GET',
      url: `/app/serve_image/${child.page_image_keys[0]!}`,
      headers: { session_token: user.session_token },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
