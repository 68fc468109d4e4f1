import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local server that speaks the S3 REST protocol (s3rver), with one bucket: the S3 of the tests,
 * since no real bucket can be reached from here. It does not check signatures; the presigned URL's
 * shape is checked against the SDK separately.
 */
export const startS3Sink = async (bucket = 'quire-test') => {
  const directory = mkdtempSync(path.join(tmpdir(), 'quire-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
