import path from 'node:path';
import { inArray } from 'drizzle-orm';
import {
  COPIED_SIGNATORY_STATE,
  copiedFieldContent,
  copiedFieldProperties,
  type DocumentType,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { blobs, dataFields, documents, signatories } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { appendAuditRecord, auditActorForUser } from '../audit-trail/append-audit-record.ts';
import { type BlobRow } from '../storage/blob-repository.ts';
import { entityIds, insertPackEntities, loadPackEntities } from './document-copy-entities.ts';
import {
  appendTarget,
  mergeByRole,
  renumberCustomIds,
  touchAppendedPack,
} from './document-copy-into.ts';
import {
  findChildRows,
  findDataFieldRows,
  findSignatoryRows,
  refreshPackSearchText,
  type DocumentRow,
} from './document-repository.ts';

export type NewPackTarget = {
  name: string;
  documentType: DocumentType;
  accountKey: string | null;
  createdBy: string;
  fromTemplateKey?: string | null;
  /**
   * More work for the pack's own transaction (the bulk send fills in a row's values and marks
   * the row, so that the pack exists exactly when its row says so). Throwing undoes the pack.
   */
  within?: (tx: Db, made: MadePack) => Promise<void>;
};

/** The new pack's key and its signatories' new uuids by their source uuid. */
export type MadePack = { packKey: string; signatoryUuid: ReadonlyMap<string, string> };

type CopiedBlob = { from: BlobRow; row: typeof blobs.$inferInsert };

/**
 * Makes one new pack in setup whose children are copies of all the given packs' children, in
 * order, with their fields, their packs' signatories, the editor's entities around the packs
 * (signer groups, copy recipients, appendices, field rules, user-defined attributes, notification
 * rules, event subscriptions, form views; every id among them remapped) and their own copies of
 * every file (so each document's files follow only that document's access). File bytes are copied before the
 * transaction and removed again if it fails: nothing half-made is left behind.
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

/**
 * What a copy reads of its sources. Read once, it makes any number of packs (a bulk send's run
 * makes a batch from one read of its template); file bytes are read on first use and kept.
 */
export type PackSources = Awaited<ReturnType<typeof loadPackSources>>;

export const loadPackSources = async (db: Db, sources: readonly DocumentRow[]) => {
  const sourceKeys = sources.map((s) => s.key);
  const children = (await findChildRows(db, sourceKeys)).sort(
    (a, b) =>
      sourceKeys.indexOf(a.document_pack_key!) - sourceKeys.indexOf(b.document_pack_key!) ||
      a.position - b.position,
  );
  // In the order the packs were given: merging by role keeps the first template's signer.
  const people = (await findSignatoryRows(db, sourceKeys)).sort(
    (a, b) =>
      sourceKeys.indexOf(a.document_key) - sourceKeys.indexOf(b.document_key) ||
      a.position - b.position,
  );
  const fields = await findDataFieldRows(
    db,
    children.map((c) => c.key),
  );
  const entities = await loadPackEntities(db, sourceKeys);
  // What each field starts with: the owner's content, never a signer's (nor its file).
  const content = new Map(fields.map((f) => [f.uuid, copiedFieldContent(f)]));
  const blobKeys = [
    ...children.flatMap((c) => [c.pdf_file_key, ...c.page_image_keys]),
    ...[...content.values()].map((c) => c.file_key),
    ...entities.appendices.map((a) => a.file_key),
  ].filter((k): k is string => !!k);
  const sourceBlobs =
    blobKeys.length === 0
      ? []
      : await db
          .select()
          .from(blobs)
          .where(inArray(blobs.key, [...new Set(blobKeys)]));
  return {
    sources,
    sourceKeys,
    children,
    people,
    fields,
    entities,
    content,
    sourceBlobs,
    bytes: new Map<string, Buffer>(),
  };
};

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
  const { sources, sourceKeys, children, people, entities, content, sourceBlobs } = loaded;
  let { fields } = loaded;
  const packKey = target.kind === 'into' ? target.pack.key : newKey();
  const childKey = new Map(children.map((c) => [c.key, newKey()]));
  const signatoryUuid = new Map(people.map((s) => [s.uuid, newKey()]));
  const fieldUuid = new Map(fields.map((f) => [f.uuid, newKey()]));
  const { groupUuid, appendixKey } = entityIds(entities);
  const blobOwner = new Map<string, string>();
  for (const c of children)
    for (const k of [c.pdf_file_key, ...c.page_image_keys])
      if (k) blobOwner.set(k, childKey.get(c.key)!);
  for (const f of fields) {
    const fileKey = content.get(f.uuid)!.file_key;
    if (fileKey) blobOwner.set(fileKey, childKey.get(f.document_key)!);
  }

  const copied: CopiedBlob[] = [];
  try {
    for (const from of sourceBlobs) {
      const key = newKey();
      const documentKey = blobOwner.get(from.key) ?? packKey;
      const objectKey = `documents/${documentKey}/${key}${path.extname(from.object_key)}`;
      let bytes = loaded.bytes.get(from.object_key);
      if (!bytes) {
        bytes = await ctx.blobStore.get(from.object_key);
        loaded.bytes.set(from.object_key, bytes);
      }
      await ctx.blobStore.put(objectKey, bytes, from.content_type);
      copied.push({
        from,
        row: {
          ...from,
          key,
          object_key: objectKey,
          storage: ctx.blobStore.kind,
          document_key: documentKey,
          account_key: target.accountKey,
          created_by: target.createdBy,
          date_created: new Date(),
        },
      });
    }
    const newBlobKey = new Map(copied.map((c) => [c.from.key, c.row.key!]));
    const mapBlob = (k: string | null) => (k ? (newBlobKey.get(k) ?? null) : null);
    const first = sources[0]!;
    // A theme belongs to one workspace: a copy made into another starts on that one's default.
    const brandingKey =
      target.kind === 'into'
        ? target.pack.branding_key
        : first.account_key === target.accountKey
          ? first.branding_key
          : null;

    await ctx.db.transaction(async (tx: Db) => {
      const into = target.kind === 'into' ? await appendTarget(tx, packKey) : null;
      // Appending: a signer whose role the pack has is that signer; the rest are added after.
      const added = into ? mergeByRole(people, into, signatoryUuid) : people;
      if (into) fields = renumberCustomIds(fields, into.customIds);
      if (!into)
        await tx.insert(documents).values({
          ...packColumns(first),
          branding_key: brandingKey,
          key: packKey,
          document_name: target.name,
          document_type: target.documentType,
          account_key: target.accountKey,
          created_by: target.createdBy,
          from_template_key: target.fromTemplateKey ?? null,
          viewers: [],
        });
      if (children.length > 0)
        await tx.insert(documents).values(
          children.map((c, i) => ({
            ...packColumns(c),
            branding_key: brandingKey,
            key: childKey.get(c.key)!,
            document_pack_key: packKey,
            position: (into?.childPosition ?? 0) + i,
            document_type: target.documentType,
            account_key: target.accountKey,
            created_by: target.createdBy,
            viewers: [],
            status: c.status === 'conversion_error' ? c.status : ('setup' as const),
            pdf_file_key: mapBlob(c.pdf_file_key),
            has_pdf_password: c.has_pdf_password,
            page_count: c.page_count,
            image_blob_metadata: c.image_blob_metadata,
            page_image_keys: c.page_image_keys
              .map((k) => mapBlob(k))
              .filter((k): k is string => !!k),
            conversion_state: c.conversion_state,
            conversion_error: c.conversion_error,
            upload_progress: c.upload_progress,
          })),
        );
      if (added.length > 0)
        await tx.insert(signatories).values(
          added.map((s, i) => ({
            ...s,
            // The copy has not been sent: every signer's state starts over.
            ...COPIED_SIGNATORY_STATE,
            uuid: signatoryUuid.get(s.uuid)!,
            document_key: packKey,
            position: (into?.signatoryPosition ?? 0) + i,
            signer_group_uuid: s.signer_group_uuid
              ? (groupUuid.get(s.signer_group_uuid) ?? null)
              : null,
            associated_document_keys: s.associated_document_keys
              .map((k) => childKey.get(k))
              .filter((k): k is string => !!k),
            date_created: new Date(),
            date_updated: new Date(),
          })),
        );
      if (fields.length > 0)
        await tx.insert(dataFields).values(
          fields.map((f) => ({
            ...f,
            uuid: fieldUuid.get(f.uuid)!,
            document_key: childKey.get(f.document_key)!,
            signatory_uuid: f.signatory_uuid
              ? (signatoryUuid.get(f.signatory_uuid) ?? f.signatory_uuid)
              : null,
            ...content.get(f.uuid)!,
            file_key: mapBlob(content.get(f.uuid)!.file_key),
            properties: copiedFieldProperties(f.properties),
            setup_value: null,
            updated_by_user_name: null,
            date_created: new Date(),
            date_updated: new Date(),
          })),
        );
      await insertPackEntities(
        tx,
        entities,
        { packKey, childKey, signatoryUuid, fieldUuid, groupUuid, appendixKey, mapBlob },
        into ?? undefined,
      );
      if (copied.length > 0) await tx.insert(blobs).values(copied.map((c) => c.row));
      await refreshPackSearchText(tx, packKey);
      if (into) return touchAppendedPack(tx, packKey);
      await appendAuditRecord(tx, {
        document_key: packKey,
        event: 'created',
        actor: await auditActorForUser(tx, target.createdBy),
        details: { document_name: target.name, copied_from: sourceKeys },
      });
      await target.within?.(tx, { packKey, signatoryUuid });
    });
    return packKey;
  } catch (error) {
    for (const c of copied) await ctx.blobStore.delete(c.row.object_key).catch(() => undefined);
    throw error;
  }
};

/** The settings a copy keeps from its source: wording, branding, flags and links. */
const packColumns = (row: DocumentRow) => ({
  document_name: row.document_name,
  subject: row.subject,
  message: row.message,
  branding_key: row.branding_key,
  visible_to_organisation: row.visible_to_organisation,
  visible_to_organisation_via_api: row.visible_to_organisation_via_api,
  flags: row.flags,
  post_signing_url: row.post_signing_url,
  in_app_signing_page_url: row.in_app_signing_page_url,
  contact_list_id: row.contact_list_id,
  only_contacts_from_contact_list_may_me_used: row.only_contacts_from_contact_list_may_me_used,
  date_format: row.date_format,
});
