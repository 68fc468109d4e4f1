import { describe, expect, it } from 'vitest';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';

// No S3 server runs here: this checks the wiring up to the presigned URL, which needs no network.
const t = useTestApp({
  env: {
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'quire-test',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  },
});

describe('document upload with S3 configured', () => {
  it('hands out a presigned PUT to the bucket instead of a local URL', async () => {
    const user = await signUpVerifiedUser(t);
    expect(t.ctx.blobStore.kind).toBe('s3');
    const res = await call(t.app, 'GET', '/app/get_document_upload_url?filename=a.pdf&size=0.2', {
      session: user,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.data.url as string);
    expect(url.origin).toBe('http://127.0.0.1:9');
    expect(url.pathname).toBe(`/quire-test/uploads/${res.data.file_key as string}.pdf`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });
});
