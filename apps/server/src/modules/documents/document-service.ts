import { eq, or, sql } from 'drizzle-orm';
import {
  DOCUMENT_FLAG_DEFAULTS,
  DOCUMENT_FLAGS,
  MESSAGES,
  STATUS_MESSAGES,
  ensureSigningMethod,
  flagsForSettingChanges,
  canEditSetup,
  canView,
  isTeamMember,
  type DataFieldSummary,
  type DocumentDto,
  type DocumentFlag,
  type PackBranding,
  type UpdateDocumentInput,
  type UpdateStatusTarget,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { documents } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { changeDocumentStatus } from '../request-signatures/request-signatures-service.ts';
import { dropSignerGroups } from '../request-signatures/signer-groups-off.ts';
import {
  actorOf,
  factsOf,
  loadVisibleDocument,
  type VisibleDocument,
} from './document-access-service.ts';
import { assertUsableBrandingKey, brandingForPack } from '../branding/pack-branding.ts';
import { toDataFieldSummary, toDocumentDto } from './document-dto.ts';
import {
  findChildRows,
  findCopyRecipientRows,
  findDataFieldRows,
  findDocumentRows,
  findSignatoryRows,
  findSignerGroupRows,
  findUserNames,
  refreshPackSearchText,
  touchDocuments,
} from './document-repository.ts';

export type ChildWithData = DocumentDto & { position: number; data_fields: DataFieldSummary[] };
export type DocumentView = Omit<DocumentDto, 'child_documents'> & {
  child_documents: DocumentDto['child_documents'] | ChildWithData[];
  data_fields?: DataFieldSummary[];
  /** The theme the pack is dressed in (pack-branding.ts); only on the whole pack's answer. */
  branding?: PackBranding | null;
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
  const [children, people, names, signerGroups, copyRecipients, branding] = await Promise.all([
    findChildRows(ctx.db, [pack.key]),
    findSignatoryRows(ctx.db, [pack.key]),
    findUserNames(ctx.db, [pack.created_by]),
    findSignerGroupRows(ctx.db, pack.key),
    findCopyRecipientRows(ctx.db, pack.key),
    brandingForPack(ctx.db, pack),
  ]);
  const dto = toDocumentDto(pack, {
    children,
    signatories: people,
    signerGroups,
    copyRecipients,
    createdByName: names.get(pack.created_by) ?? '',
  });
  // Children always come whole (their page images are what the view draws); their fields only
  // when asked, since a 1,000-field pack would otherwise send ~800 KB the editor fetches itself.
  const fields = includeChildDataFields
    ? await findDataFieldRows(
        ctx.db,
        children.map((c) => c.key),
      )
    : null;
  return {
    ...dto,
    branding,
    child_documents: children.map((c) => ({
      ...toDocumentDto(c),
      position: c.position,
      ...(fields && {
        data_fields: fields.filter((f) => f.document_key === c.key).map(toDataFieldSummary),
      }),
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
  const withGroups = q.return_signatories && isPack;
  const dto = toDocumentDto(doc, {
    children: isPack && (q.return_child_documents || q.conversion) ? children : [],
    signatories: people,
    signerGroups: withGroups ? await findSignerGroupRows(ctx.db, pack.key) : [],
    copyRecipients: withGroups ? await findCopyRecipientRows(ctx.db, pack.key) : [],
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

/** Refuses setup edits to non-members (403) and outside setup (409: §4 editing rules by status). */
export const assertCanEditSetup = ({ facts, actor }: VisibleDocument): void => {
  if (!isTeamMember(facts, actor)) throw forbidden(MESSAGES.notAuthorized);
  if (!canEditSetup(facts, actor)) throw new AppError(409, MESSAGES.notInSetup);
};

/** §3 flags live in the `flags` column (overrides of DOCUMENT_FLAG_DEFAULTS); the rest are columns. */
const FLAG_NAMES = new Set<string>(DOCUMENT_FLAGS);

export type UpdateDocumentResult = {
  message: string;
  date_updated: string;
  /** The pack's flags as they now stand (the §5 signing-method rule may have corrected them). */
  flags?: Record<DocumentFlag, boolean>;
  status?: UpdateStatusTarget;
};

/**
 * POST …/update_document: columns on the row the key names (a child is renamed this way), flags
 * on its pack, in setup only. `update_status_to` alone is the §4 transition instead.
 */
export const updateDocument = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  data: UpdateDocumentInput,
): Promise<UpdateDocumentResult> => {
  const {
    update_status_to: statusTo,
    date_format: dateFormat,
    branding_key: brandingKey,
    ...settings
  } = data;
  if (statusTo) {
    if (
      dateFormat !== undefined ||
      brandingKey !== undefined ||
      Object.values(settings).some((v) => v !== undefined)
    )
      throw badRequest(STATUS_MESSAGES.statusChangeAlone);
    return changeDocumentStatus(ctx, auth, key, statusTo);
  }
  const found = await loadVisibleDocument(ctx.db, auth, key);
  assertCanEditSetup(found);
  if (brandingKey !== undefined)
    await assertUsableBrandingKey(ctx.db, found.pack.account_key, brandingKey);
  const flagUpdates: Partial<Record<DocumentFlag, boolean>> = {};
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    if (FLAG_NAMES.has(name)) flagUpdates[name as DocumentFlag] = value as boolean;
    else columns[name] = value;
  }
  const before = { ...DOCUMENT_FLAG_DEFAULTS, ...found.pack.flags };
  // Only a change to a governed setting needs its flag (ADR 0021), checked before anything is written.
  for (const flag of flagsForSettingChanges({ ...found.doc, ...before }, settings))
    requirePermission(found.actor.permissions, flag);
  const { message } = ensureSigningMethod({ ...before, ...flagUpdates });
  if (message) flagUpdates.can_use_uploaded_signature = true;
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ ...columns, date_updated: sql`now()` })
      .where(eq(documents.key, key))
      .returning();
    // Only the flags sent are written, so two editors changing different flags both keep theirs.
    const [pack] = await tx
      .update(documents)
      .set({ flags: sql`${documents.flags} || ${JSON.stringify(flagUpdates)}::jsonb` })
      .where(eq(documents.key, found.pack.key))
      .returning({ flags: documents.flags });
    // The pack's format and theme, kept on its children too so that any key answers the same.
    const packWide = {
      ...(dateFormat !== undefined && { date_format: dateFormat }),
      ...(brandingKey !== undefined && { branding_key: brandingKey }),
    };
    if (Object.keys(packWide).length > 0)
      await tx
        .update(documents)
        .set(packWide)
        .where(
          or(eq(documents.key, found.pack.key), eq(documents.document_pack_key, found.pack.key)),
        );
    if (flagUpdates.use_signer_groups === false) await dropSignerGroups(tx, found.pack.key);
    await refreshPackSearchText(tx, found.pack.key);
    return { date_updated: row!.date_updated, flags: pack!.flags };
  });
  return {
    message: message ?? MESSAGES.userUpdated,
    date_updated: updated.date_updated.toISOString(),
    flags: { ...DOCUMENT_FLAG_DEFAULTS, ...updated.flags },
  };
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
