import path from 'node:path';
import type { Config } from '../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

/** The configured store: the S3 bucket when S3_* is set, else DATA_DIR/blobs. */
export const blobStoreFor = (config: Config): BlobStore =>
  config.s3 ? createS3BlobStore(config.s3) : createLocalBlobStore(localBlobFolder(config));

export const localBlobFolder = (config: Config): string => path.join(config.dataDir, 'blobs');
