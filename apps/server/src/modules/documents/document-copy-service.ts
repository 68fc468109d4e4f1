import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGES,
  canCopy,
  canMove,
  canView,
  copyOutcome,
  moveOutcome,
  type Actor,
  type DocumentType,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { blobs, documents, userAccounts } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf, factsOf, loadVisiblePack } from './document-access-service.ts';
import { createPackFrom } from './document-copy.ts';
import { findChildRows, findDocumentRows, type DocumentRow } from './document-repository.ts';
import { packView, type DocumentView } from './document-service.ts';

const NAME_MAX = 255;
const clip = (name: string) => (name.length > NAME_MAX ? name.slice(0, NAME_MAX) : name);

/** Packs the actor may see among `keys`, in the order given (unknown, child and hidden keys left out). */
const visiblePacks = async (ctx: AppContext, actor: Actor, keys: readonly string[]) => {
  const unique = [...new Set(keys)];
  const rows = new Map((await findDocumentRows(ctx.db, unique)).map((r) => [r.key, r]));
  return unique
    .map((k) => rows.get(k))
    .filter(
      (r): r is DocumentRow => !!r && r.document_pack_key === null && canView(factsOf(r), actor),
    );
};

const assertMayCreateType = (actor: Actor, type: DocumentType) => {
  if (type === 'template')
    requirePermission(actor.permissions, 'can_create_templates', MESSAGES.mayNotCreateTemplates);
};

const assertBulkAllowed = (actor: Actor) =>
  requirePermission(actor.permissions, 'can_do_bulk_actions', MESSAGES.mayNotDoBulkActions);

/** merge_multiple_documents: one new pack from the children of every given pack, in order. */
export const mergeDocuments = async (
  ctx: AppContext,
  auth: Auth,
  keys: readonly string[],
): Promise<string> => {
  const actor = actorOf(auth);
  if (new Set(keys).size < 2) throw badRequest(MESSAGES.mergeNeedsTwo);
  assertBulkAllowed(actor);
  const packs = await visiblePacks(ctx, actor, keys);
  if (packs.length !== new Set(keys).size) throw notFound(MESSAGES.documentNotFound);
  if (packs.some((p) => p.document_type === 'template'))
    requirePermission(actor.permissions, 'can_merge_templates');
  return createPackFrom(ctx, packs, {
    name: clip(packs.map((p) => p.document_name).join(' + ')),
    documentType: 'document',
    accountKey: actor.account_key,
    createdBy: actor.user_key,
  });
};

/** copy_multiple_documents: a copy of each pack the user may copy, into the current workspace. */
export const copyMultipleDocuments = async (
  ctx: AppContext,
  auth: Auth,
  keys: readonly string[],
  type: DocumentType | undefined,
): Promise<{ success: boolean; partial: boolean; message: string }> => {
  const actor = actorOf(auth);
  assertBulkAllowed(actor);
  requirePermission(
    actor.permissions,
    'document_permissions.can_create_document_copies',
    MESSAGES.mayNotCopy,
  );
  const packs = (await visiblePacks(ctx, actor, keys)).filter((p) => canCopy(factsOf(p), actor));
  if (type) assertMayCreateType(actor, type);
  for (const p of packs) {
    await createPackFrom(ctx, [p], {
      name: clip(`${p.document_name} (copy)`),
      documentType: type ?? p.document_type,
      accountKey: actor.account_key,
      createdBy: actor.user_key,
      fromTemplateKey: p.document_type === 'template' && type === 'document' ? p.key : null,
    });
  }
  return copyOutcome(packs.length, new Set(keys).size - packs.length);
};

/** POST /app/copy_move_documents: between the user's own workspaces only. */
export const copyOrMoveDocuments = async (
  ctx: AppContext,
  auth: Auth,
  input: { document_keys: string[]; action: 'copy' | 'move'; to_account_key: string },
): Promise<{ success: boolean; message: string }> => {
  const actor = actorOf(auth);
  const [membership] = await ctx.db
    .select({ key: userAccounts.key })
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.user_key, actor.user_key),
        eq(userAccounts.account_key, input.to_account_key),
        eq(userAccounts.status, 'active'),
      ),
    );
  if (!membership) throw notFound(MESSAGES.workspaceNotFound);
  const allowed = input.action === 'move' ? canMove : canCopy;
  const packs = (await visiblePacks(ctx, actor, input.document_keys)).filter((p) =>
    allowed(factsOf(p), actor),
  );
  const skipped = new Set(input.document_keys).size - packs.length;
  if (input.action === 'copy') {
    for (const p of packs)
      await createPackFrom(ctx, [p], {
        name: p.document_name,
        documentType: p.document_type,
        accountKey: input.to_account_key,
        createdBy: actor.user_key,
      });
    const outcome = copyOutcome(packs.length, skipped);
    return { success: outcome.success, message: outcome.message };
  }
  const packKeys = packs.map((p) => p.key);
  if (packKeys.length > 0) {
    const children = await findChildRows(ctx.db, packKeys);
    const all = [...packKeys, ...children.map((c) => c.key)];
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({
          account_key: input.to_account_key,
          // A theme is its workspace's: a pack moved elsewhere takes that workspace's default.
          branding_key: sql`case when ${documents.account_key} = ${input.to_account_key} then ${documents.branding_key} end`,
          // So is a folder of the tree (issue 17): a pack moved elsewhere lands at that tree's root.
          tree_folder_key: sql`case when ${documents.account_key} = ${input.to_account_key} then ${documents.tree_folder_key} end`,
          date_updated: sql`now()`,
        })
        .where(inArray(documents.key, all));
      await tx
        .update(blobs)
        .set({ account_key: input.to_account_key })
        .where(inArray(blobs.document_key, all));
    });
  }
  return moveOutcome(packKeys.length, skipped);
};

/** GET …/convert_to_template: a template made from the document; the document stays as it is (ADR 0007). */
export const convertToTemplate = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<DocumentView> => {
  const { pack, actor, facts } = await loadVisiblePack(ctx.db, auth, key);
  assertMayCreateType(actor, 'template');
  if (!canCopy(facts, actor)) throw forbidden(MESSAGES.mayNotCopy);
  const created = await createPackFrom(ctx, [pack], {
    name: pack.document_name,
    documentType: 'template',
    accountKey: actor.account_key,
    createdBy: actor.user_key,
  });
  return packView(ctx, created, false);
};

/** GET …/create_a_copy: a copy of the same type, or with template_to_document a document from a template. */
export const createACopy = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  templateToDocument: boolean,
  name?: string,
): Promise<DocumentView> => {
  const { pack, actor, facts } = await loadVisiblePack(ctx.db, auth, key);
  const fromTemplate = templateToDocument && pack.document_type === 'template';
  if (templateToDocument && !fromTemplate) throw badRequest(MESSAGES.notATemplate);
  // Using a template is what templates are for; only a plain copy needs the copy permission.
  if (!fromTemplate && !canCopy(facts, actor)) throw forbidden(MESSAGES.mayNotCopy);
  const type = fromTemplate ? 'document' : pack.document_type;
  assertMayCreateType(actor, type);
  const created = await createPackFrom(ctx, [pack], {
    name: clip(
      name?.trim() || (fromTemplate ? pack.document_name : `${pack.document_name} (copy)`),
    ),
    documentType: type,
    accountKey: actor.account_key,
    createdBy: actor.user_key,
    fromTemplateKey: fromTemplate ? pack.key : null,
  });
  return packView(ctx, created, false);
};
