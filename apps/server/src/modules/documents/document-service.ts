import { eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_FLAGS,
  MESSAGES,
  canEditSetup,
  canView,
  isTeamMember,
  type DataFieldSummary,
  type DocumentDto,
  type UpdateDocumentInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { documents } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  actorOf,
  factsOf,
  loadVisibleDocument,
  type VisibleDocument,
} from './document-access-service.ts';
import { toDataFieldSummary, toDocumentDto } from './document-dto.ts';
import {
  findChildRows,
  findDataFieldRows,
  findDocumentRows,
  findSignatoryRows,
  findUserNames,
  refreshPackSearchText,
  touchDocuments,
} from './document-repository.ts';

export type ChildWithData = DocumentDto & { position: number; data_fields: DataFieldSummary[] };
export type DocumentView = Omit<DocumentDto, 'child_documents'> & {
  child_documents: DocumentDto['child_documents'] | ChildWithData[];
  data_fields?: DataFieldSummary[];
};

/** GET /app/documents/{key}: the pack (a child's key answers its pack), children and signatories. */
export const getDocument = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  includeChildDataFields: boolean,
): Promise<DocumentView> => {
  const { pack } = await loadVisibleDocument(ctx.db, auth, key);
  return packView(ctx, pack.key, includeChildDataFields);
};

export const packView = async (
  ctx: AppContext,
  packKey: string,
  includeChildDataFields: boolean,
): Promise<DocumentView> => {
  const [pack] = await findDocumentRows(ctx.db, [packKey]);
  if (!pack) throw notFound(MESSAGES.documentNotFound);
  const [children, people, names] = await Promise.all([
    findChildRows(ctx.db, [pack.key]),
    findSignatoryRows(ctx.db, [pack.key]),
    findUserNames(ctx.db, [pack.created_by]),
  ]);
  const dto = toDocumentDto(pack, {
    children,
    signatories: people,
    createdByName: names.get(pack.created_by) ?? '',
  });
  if (!includeChildDataFields) return dto;
  const fields = await findDataFieldRows(
    ctx.db,
    children.map((c) => c.key),
  );
  return {
    ...dto,
    child_documents: children.map((c) => ({
      ...toDocumentDto(c),
      position: c.position,
      data_fields: fields.filter((f) => f.document_key === c.key).map(toDataFieldSummary),
    })),
  };
};

export type UpdatesQuery = {
  last_update?: string | undefined;
  conversion?: boolean | undefined;
  return_signatories?: boolean | undefined;
  return_data_fields?: boolean | undefined;
  return_child_documents?: boolean | undefined;
};

/**
 * GET …/get_document_updates: the document named by the key (pack or child), or null when neither
 * it nor any of its pack's children changed since `last_update` (compared at the millisecond the
 * client was given).
 */
export const getDocumentUpdates = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  q: UpdatesQuery,
): Promise<DocumentView | null> => {
  const { doc, pack } = await loadVisibleDocument(ctx.db, auth, key);
  const children = await findChildRows(ctx.db, [pack.key]);
  const latest = Math.max(
    pack.date_updated.getTime(),
    ...children.map((c) => c.date_updated.getTime()),
  );
  const since = q.last_update ? Date.parse(q.last_update) : NaN;
  if (!Number.isNaN(since) && latest <= since) return null;
  const isPack = doc.key === pack.key;
  const people = q.return_signatories ? await findSignatoryRows(ctx.db, [pack.key]) : [];
  const dto = toDocumentDto(doc, {
    children: isPack && (q.return_child_documents || q.conversion) ? children : [],
    signatories: people,
    createdByName: (await findUserNames(ctx.db, [pack.created_by])).get(pack.created_by) ?? '',
  });
  if (!q.return_data_fields) return dto;
  const fields = await findDataFieldRows(ctx.db, isPack ? children.map((c) => c.key) : [doc.key]);
  return { ...dto, data_fields: fields.map(toDataFieldSummary) };
};

/** POST /app/documents/updates: what changed among the keys the list shows. */
export const getListUpdates = async (
  ctx: AppContext,
  auth: Auth,
  keys: readonly string[],
  trashView: boolean,
): Promise<{ key: string; _deleted: boolean; date_updated: string | null }[]> => {
  const actor = actorOf(auth);
  const rows = new Map((await findDocumentRows(ctx.db, keys)).map((r) => [r.key, r]));
  return keys.map((key) => {
    const row = rows.get(key);
    // The list shows packs only; a child key or a pack that left this view counts as gone.
    const shown =
      !!row &&
      row.document_pack_key === null &&
      row.is_deleted === trashView &&
      canView(factsOf(row), actor);
    return { key, _deleted: !shown, date_updated: shown ? row.date_updated.toISOString() : null };
  });
};

/** Refuses setup edits to non-members (403) and outside setup (400, the spec's words). */
export const assertCanEditSetup = ({ facts, actor }: VisibleDocument): void => {
  if (!isTeamMember(facts, actor)) throw forbidden(MESSAGES.notAuthorized);
  if (!canEditSetup(facts, actor)) throw badRequest(MESSAGES.notInSetup);
};

/** §3 flags live in the `flags` column (overrides of DOCUMENT_FLAG_DEFAULTS); the rest are columns. */
const FLAG_NAMES = new Set<string>(DOCUMENT_FLAGS);

/** POST …/update_document: the row the key names (a child is renamed this way). */
export const updateDocument = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  data: UpdateDocumentInput,
): Promise<{ date_updated: string }> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  assertCanEditSetup(found);
  const flagUpdates: Record<string, boolean> = {};
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (FLAG_NAMES.has(name)) flagUpdates[name] = value as boolean;
    else columns[name] = value;
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({
        ...columns,
        flags: { ...found.doc.flags, ...flagUpdates },
        date_updated: sql`now()`,
      })
      .where(eq(documents.key, key))
      .returning();
    await refreshPackSearchText(tx, found.pack.key);
    return row!;
  });
  return { date_updated: updated.date_updated.toISOString() };
};

/** POST /app/documents/{pack}/reorder_child_documents: every child once, in the new order. */
export const reorderChildDocuments = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  order: readonly string[],
): Promise<DocumentView> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  assertCanEditSetup(found);
  const children = await findChildRows(ctx.db, [found.pack.key]);
  const current = new Set(children.map((c) => c.key));
  if (
    found.doc.key !== found.pack.key ||
    order.length !== current.size ||
    new Set(order).size !== order.length ||
    !order.every((k) => current.has(k))
  ) {
    throw badRequest(MESSAGES.childOrderInvalid);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [position, childKey] of order.entries()) {
      await tx.update(documents).set({ position }).where(eq(documents.key, childKey));
    }
    await touchDocuments(tx, [found.pack.key]);
  });
  return packView(ctx, found.pack.key, false);
};
