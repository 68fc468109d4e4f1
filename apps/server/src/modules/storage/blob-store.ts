import type { Readable } from 'node:stream';

/**
 * Where file bytes live: a folder under DATA_DIR, or an S3 bucket. Rows in `blobs` say what the
 * bytes are and whose; this interface only moves bytes. Object keys are chosen by the caller.
 */
export type BlobStore = {
  kind: 'local' | 's3';
  put: (objectKey: string, body: Buffer | Readable, contentType: string) => Promise<void>;
  get: (objectKey: string) => Promise<Buffer>;
  getStream: (objectKey: string) => Promise<Readable>;
  exists: (objectKey: string) => Promise<boolean>;
  /** The stored size in bytes, or null when there is no such object. */
  size: (objectKey: string) => Promise<number | null>;
  delete: (objectKey: string) => Promise<void>;
  /**
   * A second object with the same bytes, made without carrying them through this process: a
   * hard link on disk, a server-side copy in S3. Each key is then an object of its own (deleting
   * one leaves the other), which is what lets every blob row own its object.
   */
  copy: (fromKey: string, toKey: string) => Promise<void>;
  /**
   * S3 only: a URL the browser can PUT the bytes to directly. The local store has none; the
   * server signs its own /app/blob_upload URL instead (modules/uploads).
   */
  presignPut?: (
    objectKey: string,
    contentType: string,
    expiresInSeconds: number,
  ) => Promise<string>;
};
