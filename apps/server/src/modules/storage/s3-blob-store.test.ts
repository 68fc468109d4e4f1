import { CopyObjectCommand, type S3Client } from '@aws-sdk/client-s3';
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

describe('S3 blob store copy', () => {
  it('asks the bucket for a server-side copy: the bytes never pass through the server', async () => {
    const sent: unknown[] = [];
    const client = { send: async (command: unknown) => void sent.push(command) } as S3Client;
    const store = createS3BlobStore(
      {
        endpoint: undefined,
        bucket: 'quire-docs',
        region: 'eu-west-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
      },
      client,
    );
    await store.copy('documents/a/x y.pdf', 'documents/b/z.pdf');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(CopyObjectCommand);
    expect((sent[0] as CopyObjectCommand).input).toEqual({
      Bucket: 'quire-docs',
      Key: 'documents/b/z.pdf',
      CopySource: 'quire-docs/documents/a/x%20y.pdf',
    });
  });
});
