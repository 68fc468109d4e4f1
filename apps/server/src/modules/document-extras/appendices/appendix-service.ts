import {
  EXTRAS_MESSAGES,
  appendixDescription,
  canViewAppendix,
  isTeamMember,
  type AppendixViewer,
  type AppendixInput,
  type DocumentAppendix,
} from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { newKey } from '../../../lib/ids.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import { touchDocuments } from '../../documents/document-repository.ts';
import { loadPackForRead, loadPackForWrite, type ExtrasPack } from '../extras-access.ts';
import { deleteAttributesRelatedTo } from '../user-defined-attributes/user-defined-attribute-repository.ts';
import {
  deleteAppendix,
  deleteBlobRow,
  fileStillUsed,
  findAppendixBlob,
  findAppendixRow,
  findAppendixRows,
  insertAppendix,
  nextAppendixPosition,
  toAppendix,
  updateAppendix,
} from './appendix-repository.ts';

/**
 * Who reads a pack's supporting documents (§6 "Appendices are visible by audience"): its team
 * sees all; anyone else who can see the pack is one of its signers (copy recipients do not see
 * packs in the app).
 */
export const appendixViewerOf = (found: ExtrasPack): AppendixViewer =>
  isTeamMember(found.facts, found.actor) ? 'team' : 'signatory';

/** GET /app/documents/{key}/appendices: the ones the caller's audience may see. */
export const listAppendices = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<DocumentAppendix[]> => {
  const found = await loadPackForRead(ctx, auth, key);
  const viewer = appendixViewerOf(found);
  return (await findAppendixRows(ctx.db, found.pack.key))
    .map(toAppendix)
    .filter((appendix) => canViewAppendix(appendix.audience, viewer));
};

/** POST /app/documents/{key}/add_update_appendix: no key adds, a key of this pack updates. */
export const saveAppendix = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  input: AppendixInput,
): Promise<DocumentAppendix> => {
  const { pack } = await loadPackForWrite(ctx, auth, key);
  const existing = input.key ? await findAppendixRow(ctx.db, pack.key, input.key) : undefined;
  if (input.key && !existing) throw notFound(EXTRAS_MESSAGES.appendixNotFound);
  const blob = input.file_key ? await findAppendixBlob(ctx.db, pack.key, input.file_key) : null;
  if (input.file_key && !blob) throw badRequest(EXTRAS_MESSAGES.appendixFileMissing);
  const file =
    input.file_key === undefined
      ? {}
      : { file_key: blob?.key ?? null, filename: blob?.filename ?? null };
  const changes = {
    ...file,
    ...(input.custom_id !== undefined ? { custom_id: input.custom_id } : {}),
    ...(input.description !== undefined
      ? { description: appendixDescription(input.description) }
      : {}),
    ...(input.required !== undefined ? { required: input.required } : {}),
    ...(input.audience !== undefined ? { audience: input.audience } : {}),
    ...(input.position !== undefined ? { position: input.position } : {}),
  };
  const row = await ctx.db.transaction(async (tx) => {
    const saved = existing
      ? await updateAppendix(tx, existing.key, changes)
      : await insertAppendix(tx, {
          key: newKey(),
          document_key: pack.key,
          position: await nextAppendixPosition(tx, pack.key),
          ...changes,
        });
    await touchDocuments(tx, [pack.key]);
    return saved;
  });
  return toAppendix(row);
};

/**
 * GET /app/documents/{key}/delete_document_appendix/{appendix_key}: the row and the controls
 * attached to it, then its file.
 */
export const removeAppendix = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  appendixKey: string,
): Promise<void> => {
  const { pack } = await loadPackForWrite(ctx, auth, key);
  const row = await findAppendixRow(ctx.db, pack.key, appendixKey);
  if (!row) throw notFound(EXTRAS_MESSAGES.appendixNotFound);
  const blob = row.file_key ? await findAppendixBlob(ctx.db, pack.key, row.file_key) : undefined;
  const dropFile = blob && !(await fileStillUsed(ctx.db, pack.key, blob.key, row.key));
  await ctx.db.transaction(async (tx) => {
    await deleteAppendix(tx, row.key);
    await deleteAttributesRelatedTo(tx, pack.key, 'appendix', row.key);
    if (dropFile) await deleteBlobRow(tx, blob.key);
    await touchDocuments(tx, [pack.key]);
  });
  // The bytes go once no row points at them; a crash here leaves an unowned object, not a dead link.
  if (dropFile) await ctx.blobStore.delete(blob.object_key);
};
