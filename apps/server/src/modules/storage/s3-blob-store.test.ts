import { describe, expect, it } from 'vitest';
import { createS3BlobStore } from './s3-blob-store.ts';

describe('S3 blob store', () => {
  it('presigns a path-style PUT for the object, valid for the given time', async () => {
    const store = createS3BlobStore({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'quire-docs',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    const url = new URL(await store.presignPut!('uploads/abc.pdf', 'application/pdf', 900));
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/quire-docs/uploads/abc.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
