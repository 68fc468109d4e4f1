import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGES,
  bulkOutcomeMessage,
  canDelete,
  canPermanentlyDelete,
  canRecover,
  canView,
  type Actor,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { blobs, documents } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf, factsOf, loadVisibleDocument } from './document-access-service.ts';
import { findChildRows, findDocumentRows, refreshPackSearchText } from './document-repository.ts';

/**
 * Removes the blob rows of the given documents in the caller's transaction and answers their
 * object keys, whose bytes the caller deletes once the transaction has committed (a failed
 * commit then leaves every file in place).
 */
const deleteBlobRowsOf = async (tx: Db, documentKeys: readonly string[]): Promise<string[]> => {
  if (documentKeys.length === 0) return [];
  const rows = await tx
    .delete(blobs)
    .where(inArray(blobs.document_key, [...documentKeys]))
    .returning({ object_key: blobs.object_key });
  return rows.map((r) => r.object_key);
};

const deleteBytes = async (ctx: AppContext, objectKeys: readonly string[]) => {
  for (const objectKey of objectKeys) {
    await ctx.blobStore.delete(objectKey).catch((err: unknown) => {
      ctx.log.warn({ err, objectKey }, 'could not delete a file; it is orphaned');
    });
  }
};

/**
 * GET …/delete_document. A pack goes to the trash. A child is removed from its pack for good (a
 * tab's delete in setup), unless it is the pack's last one (ADR 0007).
 */
export const deleteDocument = async (ctx: AppContext, auth: Auth, key: string): Promise<string> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  if (!canDelete(found.facts, found.actor)) throw forbidden(MESSAGES.mayNotDelete);
  if (found.doc.key === found.pack.key) {
    if (found.pack.is_deleted) return MESSAGES.documentDeleted;
    await trashPacks(ctx.db, [found.pack.key]);
    return MESSAGES.documentDeleted;
  }
  if (found.pack.status !== 'setup' || found.pack.is_deleted) throw badRequest(MESSAGES.notInSetup);
  const siblings = await findChildRows(ctx.db, [found.pack.key]);
  if (siblings.length <= 1) throw badRequest(MESSAGES.lastChildDocument);
  const objectKeys = await ctx.db.transaction(async (tx) => {
    const keys = await deleteBlobRowsOf(tx, [found.doc.key]);
    await tx.delete(documents).where(eq(documents.key, found.doc.key));
    const rest = siblings.filter((c) => c.key !== found.doc.key);
    for (const [position, child] of rest.entries()) {
      if (child.position !== position)
        await tx.update(documents).set({ position }).where(eq(documents.key, child.key));
    }
    if (found.pack.selected_document === found.doc.key)
      await tx
        .update(documents)
        .set({ selected_document: null })
        .where(eq(documents.key, found.pack.key));
    await refreshPackSearchText(tx, found.pack.key);
    return keys;
  });
  await deleteBytes(ctx, objectKeys);
  return MESSAGES.childDocumentDeleted;
};

const trashPacks = async (db: Db, keys: readonly string[]) => {
  if (keys.length === 0) return;
  await db
    .update(documents)
    .set({ is_deleted: true, date_deleted: sql`now()`, date_updated: sql`now()` })
    .where(and(inArray(documents.key, [...keys]), eq(documents.is_deleted, false)));
};

const recoverPacks = async (db: Db, keys: readonly string[]) => {
  if (keys.length === 0) return;
  await db
    .update(documents)
    .set({ is_deleted: false, date_deleted: null, date_updated: sql`now()` })
    .where(and(inArray(documents.key, [...keys]), eq(documents.is_deleted, true)));
};

/** A pack (not a child) the caller can see and that is in the trash; `refusal` otherwise. */
const loadTrashedPack = async (ctx: AppContext, auth: Auth, key: string, refusal: string) => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  if (found.doc.key !== found.pack.key || !found.pack.is_deleted) throw badRequest(refusal);
  return found;
};

/** GET …/recover_document: team members bring a pack back from the trash. */
export const recoverDocument = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<string> => {
  const found = await loadTrashedPack(ctx, auth, key, MESSAGES.notInTrash);
  if (!canRecover(found.facts, found.actor)) throw forbidden(MESSAGES.notAuthorized);
  await recoverPacks(ctx.db, [found.pack.key]);
  return MESSAGES.documentRecovered;
};

/** DELETE …/permanently_delete_document: packs in the trash, with their children and files. */
export const permanentlyDeleteDocument = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<string> => {
  const found = await loadTrashedPack(ctx, auth, key, MESSAGES.onlyPacksPermanentlyDeleted);
  if (!canPermanentlyDelete(found.facts, found.actor)) throw forbidden(MESSAGES.mayNotDelete);
  const children = await findChildRows(ctx.db, [found.pack.key]);
  const objectKeys = await ctx.db.transaction(async (tx) => {
    const keys = await deleteBlobRowsOf(tx, [found.pack.key, ...children.map((c) => c.key)]);
    // Children, signatories, fields and temp downloads go with the pack (foreign-key cascade).
    await tx.delete(documents).where(eq(documents.key, found.pack.key));
    return keys;
  });
  await deleteBytes(ctx, objectKeys);
  return MESSAGES.documentPermanentlyDeleted;
};

/** Splits the named packs into those the rule allows and the rest (unknown and invisible included). */
const partitionPacks = async (
  ctx: AppContext,
  actor: Actor,
  keys: readonly string[],
  allowed: (facts: ReturnType<typeof factsOf>) => boolean,
) => {
  const rows = await findDocumentRows(ctx.db, [...new Set(keys)]);
  const ok = rows.filter(
    (r) => r.document_pack_key === null && canView(factsOf(r), actor) && allowed(factsOf(r)),
  );
  return { ok: ok.map((r) => r.key), skipped: new Set(keys).size - ok.length };
};

const assertBulkAllowed = (actor: Actor) =>
  requirePermission(actor.permissions, 'can_do_bulk_actions', MESSAGES.mayNotDoBulkActions);

/** The two bulk actions of §7: what each may touch (§6) and what it does to those. */
const BULK_ACTIONS = {
  delete: { allowed: canDelete, apply: trashPacks },
  recover: { allowed: canRecover, apply: recoverPacks },
} as const;

/**
 * delete_multiple_documents / recover_multiple_documents: applies the action to what the user may
 * touch and answers the §8 warning about the rest.
 */
export const applyBulkAction = async (
  ctx: AppContext,
  auth: Auth,
  action: keyof typeof BULK_ACTIONS,
  keys: readonly string[],
): Promise<string> => {
  const actor = actorOf(auth);
  assertBulkAllowed(actor);
  const { allowed, apply } = BULK_ACTIONS[action];
  const { ok, skipped } = await partitionPacks(ctx, actor, keys, (f) => allowed(f, actor));
  await apply(ctx.db, ok);
  return bulkOutcomeMessage(action, ok.length, skipped);
};
