import { MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { insertBlob, type NewBlob } from '../storage/blob-repository.ts';
import { claimUploadIntent, type UploadIntent } from './upload-intent-repository.ts';

/** What the caller knows about the bytes an intent received; the rest comes from the intent. */
export type UploadedBlob = Omit<NewBlob, 'key' | 'storage' | 'object_key' | 'filename'>;

/**
 * Claims an upload intent once and records the bytes it received as a blob, in one transaction:
 * a double submit finds the intent used (404) and records nothing twice.
 */
export const recordUploadedBlob = async (
  ctx: AppContext,
  intent: UploadIntent,
  blob: UploadedBlob,
): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    if (!(await claimUploadIntent(tx, intent.file_key))) throw notFound(MESSAGES.notFound);
    await insertBlob(tx, {
      key: intent.file_key,
      storage: ctx.blobStore.kind,
      object_key: intent.object_key,
      filename: intent.filename,
      ...blob,
    });
  });
};
