import type { DocumentType } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord, auditActorForUser } from '../audit-trail/append-audit-record.ts';
import { appendTarget, touchAppendedPack } from './document-copy-into.ts';
import {
  blobCopies,
  copyBlobObjects,
  copyIds,
  insertPackRows,
  packRows,
  removeBlobObjects,
} from './document-copy-rows.ts';
import { refreshPackSearchText, type DocumentRow } from './document-repository.ts';
import { loadPackSources, type PackSources } from './load-pack-sources.ts';

export type NewPackTarget = {
  name: string;
  documentType: DocumentType;
  accountKey: string | null;
  createdBy: string;
  fromTemplateKey?: string | null;
};

/**
 * Makes one new pack in setup whose children are copies of all the given packs' children, in
 * order, with their fields, their packs' signatories, the editor's entities around the packs
 * (signer groups, copy recipients, appendices, field rules, user-defined attributes, notification
 * rules, event subscriptions, form views; every id among them remapped) and their own copies of
 * every file (so each document's files follow only that document's access). Files are copied
 * (BlobStore.copy: a hard link, a server-side copy) before the transaction and removed again if
 * it fails: nothing half-made is left behind.
 *
 * A copy carries only what the owner put there (ADR 0013): each field starts from its content
 * before any signer wrote to it, and every signatory as a fresh, unsent signer. Signing tokens,
 * codes, drafts, submissions and the audit trail belong to the original and are never read here.
 */
export const createPackFrom = async (
  ctx: AppContext,
  sources: readonly DocumentRow[],
  target: NewPackTarget,
): Promise<string> => createPackFromLoaded(ctx, await loadPackSources(ctx.db, sources), target);

/**
 * Appends copies of the given packs' children, fields, signatories and editor entities to an
 * existing pack in setup (merge_templates_into_document). A copied signatory whose role the pack
 * already has becomes that signer (their fields follow); field ids, group names and custom field
 * ids are made unique within the pack (§5). One transaction, with the pack locked.
 */
export const appendPacksInto = async (
  ctx: AppContext,
  sources: readonly DocumentRow[],
  pack: DocumentRow,
  createdBy: string,
): Promise<string> =>
  copyPacks(ctx, await loadPackSources(ctx.db, sources), {
    kind: 'into',
    pack,
    name: pack.document_name,
    documentType: pack.document_type,
    accountKey: pack.account_key,
    createdBy,
  });

type CopyDestination = NewPackTarget & ({ kind: 'new' } | { kind: 'into'; pack: DocumentRow });

/** createPackFrom over sources already read (loadPackSources). */
export const createPackFromLoaded = (
  ctx: AppContext,
  loaded: PackSources,
  target: NewPackTarget,
): Promise<string> => copyPacks(ctx, loaded, { kind: 'new', ...target });

const copyPacks = async (
  ctx: AppContext,
  loaded: PackSources,
  target: CopyDestination,
): Promise<string> => {
  const ids = copyIds(loaded, target.kind === 'into' ? target.pack.key : undefined);
  const { packKey } = ids;
  // File copies are made before the transaction and removed again if it fails.
  const copies = blobCopies(loaded, ids, target, ctx.blobStore.kind);
  await copyBlobObjects(ctx.blobStore, copies);
  try {
    await ctx.db.transaction(async (tx: Db) => {
      const into =
        target.kind === 'into' ? { ...(await appendTarget(tx, packKey)), pack: target.pack } : null;
      await insertPackRows(tx, [packRows(loaded, ids, copies, target, into)]);
      await refreshPackSearchText(tx, packKey);
      if (into) return touchAppendedPack(tx, packKey);
      await appendAuditRecord(tx, {
        document_key: packKey,
        event: 'created',
        actor: await auditActorForUser(tx, target.createdBy),
        details: { document_name: target.name, copied_from: loaded.sourceKeys },
      });
    });
    return packKey;
  } catch (error) {
    await removeBlobObjects(
      ctx.blobStore,
      copies.map((c) => c.row.object_key),
    );
    throw error;
  }
};
