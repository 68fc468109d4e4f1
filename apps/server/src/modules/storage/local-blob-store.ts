import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { BlobStore } from './blob-store.ts';

/** Object keys are ours (random ids and fixed prefixes); refuse anything that could climb out. */
const safePath = (root: string, objectKey: string): string => {
  if (
    !/^[A-Za-z0-9/_.-]+$/.test(objectKey) ||
    objectKey.includes('..') ||
    objectKey.startsWith('/')
  ) {
    throw new Error(`unsafe object key: ${objectKey}`);
  }
  return path.join(root, objectKey);
};

/** Files under DATA_DIR/blobs. Writes go to a temporary name first, so a reader never sees half a file. */
export const createLocalBlobStore = (root: string): BlobStore => ({
  kind: 'local',
  put: async (objectKey, body, _contentType) => {
    const target = safePath(root, objectKey);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  },
  get: async (objectKey) => readFile(safePath(root, objectKey)),
  getStream: async (objectKey) => {
    const file = safePath(root, objectKey);
    await stat(file);
    return createReadStream(file);
  },
  exists: async (objectKey) => {
    try {
      await stat(safePath(root, objectKey));
      return true;
    } catch {
      return false;
    }
  },
  size: async (objectKey) => {
    try {
      return (await stat(safePath(root, objectKey))).size;
    } catch {
      return null;
    }
  },
  delete: async (objectKey) => {
    await rm(safePath(root, objectKey), { force: true });
  },
  // Objects are never written in place (put renames a new file over the name), so two names of
  // one file stay the same bytes until each is deleted on its own. A file system without hard
  // links gets a byte copy.
  copy: async (fromKey, toKey) => {
    const from = safePath(root, fromKey);
    const target = safePath(root, toKey);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(from, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK')
        throw error;
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await copyFile(from, temp);
        await rename(temp, target);
      } catch (copyError) {
        await rm(temp, { force: true });
        throw copyError;
      }
    }
  },
});
