import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { uploadIntents } from '../../db/schema.ts';

/**
 * Uploads that were never completed leave bytes under uploads/ and an intent row. The hourly
 * maintenance removes both once the intent expired before `before`; the object goes first, so
 * a crash in between leaves a row that the next run retries, never an unowned object.
 */
export const pruneUploadIntents = async (ctx: AppContext, before: Date): Promise<number> => {
  const stale = await ctx.db
    .select({ file_key: uploadIntents.file_key, object_key: uploadIntents.object_key })
    .from(uploadIntents)
    .where(and(isNull(uploadIntents.used_at), lt(uploadIntents.expires_at, before)))
    .limit(500);
  for (const intent of stale) await ctx.blobStore.delete(intent.object_key);
  if (stale.length > 0) {
    await ctx.db.delete(uploadIntents).where(
      inArray(
        uploadIntents.file_key,
        stale.map((i) => i.file_key),
      ),
    );
  }
  return stale.length;
};
