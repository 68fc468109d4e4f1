import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import type { BlobStore } from './blob-store.ts';

type S3Config = NonNullable<Config['s3']>;

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** PutObject needs a known length; streams here are a page image or an upload of ≤ MAX_UPLOAD_MB. */
const toBuffer = async (body: Buffer | Readable): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const createS3Client = (s3: S3Config): S3Client =>
  new S3Client({
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    ...(s3.endpoint
      ? // MinIO, Garage, Ceph and most S3-compatible servers address buckets by path.
        { endpoint: s3.endpoint, forcePathStyle: true }
      : {}),
  });

/**
 * Files in an S3 bucket. Uploads from the browser go straight to the bucket through a presigned
 * PUT (15 minutes), so the server never carries the bytes of a new document.
 */
export const createS3BlobStore = (
  s3: S3Config,
  client: S3Client = createS3Client(s3),
): BlobStore => {
  const Bucket = s3.bucket;
  const head = async (Key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    put: async (Key, body, ContentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key, ContentType, Body: await toBuffer(body) }),
      );
    },
    get: async (Key) => {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    getStream: async (Key) => {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      return out.Body as Readable;
    },
    exists: async (Key) => (await head(Key)) !== null,
    size: async (Key) => {
      const found = await head(Key);
      return found ? (found.ContentLength ?? 0) : null;
    },
    delete: async (Key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    copy: async (fromKey, Key) => {
      // Keys are ours ([A-Za-z0-9/_.-]); CopySource is bucket/key, URL-encoded per segment.
      const CopySource = `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key, CopySource }));
    },
    presignPut: (Key, ContentType, expiresIn) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key, ContentType }), { expiresIn }),
  };
};
