import path from 'node:path';
import { COPIED_SIGNATORY_STATE, copiedFieldProperties, type DocumentType } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { insertRowsOf } from '../../db/insert-many.ts';
import { blobs, dataFields, documents, signatories } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { BlobRow } from '../storage/blob-repository.ts';
import {
  entityIds,
  insertEntityRows,
  packEntityRows,
  type EntityRows,
} from './document-copy-entities.ts';
import { mergeByRole, renumberCustomIds, type AppendTarget } from './document-copy-into.ts';
import type { PackSources } from './load-pack-sources.ts';
import type { DocumentRow } from './document-repository.ts';

/** Who the copy is for: its name, kind, workspace and maker. */
export type CopyTarget = {
  name: string;
  documentType: DocumentType;
  accountKey: string | null;
  createdBy: string;
};

/** Every id of the sources mapped to its copy's, drawn before anything is written. */
export type CopyIds = ReturnType<typeof copyIds>;

export const copyIds = (loaded: PackSources, packKey: string = newKey()) => ({
  packKey,
  childKey: new Map(loaded.children.map((c) => [c.key, newKey()])),
  signatoryUuid: new Map(loaded.people.map((s) => [s.uuid, newKey()])),
  fieldUuid: new Map(loaded.fields.map((f) => [f.uuid, newKey()])),
  ...entityIds(loaded.entities),
});

/** A source file's copy: the source's blob row and the copy's, with an object key of its own. */
export type CopiedBlob = { from: BlobRow; row: typeof blobs.$inferInsert & { object_key: string } };

/** The copy's blob rows: each file belongs to the copied document it serves (else the pack). */
export const blobCopies = (
  loaded: PackSources,
  ids: CopyIds,
  target: CopyTarget,
  storage: BlobStore['kind'],
): CopiedBlob[] => {
  const owner = new Map<string, string>();
  for (const c of loaded.children)
    for (const k of [c.pdf_file_key, ...c.page_image_keys])
      if (k) owner.set(k, ids.childKey.get(c.key)!);
  for (const f of loaded.fields) {
    const fileKey = loaded.content.get(f.uuid)!.file_key;
    if (fileKey) owner.set(fileKey, ids.childKey.get(f.document_key)!);
  }
  const now = new Date();
  return loaded.sourceBlobs.map((from) => {
    const key = newKey();
    const documentKey = owner.get(from.key) ?? ids.packKey;
    return {
      from,
      row: {
        ...from,
        key,
        object_key: `documents/${documentKey}/${key}${path.extname(from.object_key)}`,
        storage,
        document_key: documentKey,
        account_key: target.accountKey,
        created_by: target.createdBy,
        date_created: now,
      },
    };
  });
};

/** Object copies under way at once: the local store's hard links share libuv's few threads. */
const COPIES_AT_ONCE = 16;

/** Copies the files, a few at a time; on failure removes what it made and throws. */
export const copyBlobObjects = async (store: BlobStore, copies: readonly CopiedBlob[]) => {
  const made: string[] = [];
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < copies.length) {
      const c = copies[next++]!;
      await store.copy(c.from.object_key, c.row.object_key);
      made.push(c.row.object_key);
    }
  };
  const lanes = Array.from({ length: Math.min(COPIES_AT_ONCE, copies.length) }, () =>
    lane().catch((error: unknown) => {
      failed = true;
      throw error;
    }),
  );
  const outcomes = await Promise.allSettled(lanes);
  const failure = outcomes.find((o) => o.status === 'rejected');
  if (failure) {
    await removeBlobObjects(store, made);
    throw failure.reason;
  }
};

export const removeBlobObjects = async (store: BlobStore, objectKeys: readonly string[]) => {
  for (const k of objectKeys) await store.delete(k).catch(() => undefined);
};

/** One copy's rows, table by table, as insertPackRows writes them. */
export type PackRows = {
  packKey: string;
  /** The new pack's own row; null when appending to an existing pack. */
  pack: typeof documents.$inferInsert | null;
  children: (typeof documents.$inferInsert)[];
  signatories: (typeof signatories.$inferInsert)[];
  fields: (typeof dataFields.$inferInsert)[];
  entities: EntityRows;
  blobs: (typeof blobs.$inferInsert)[];
};

/**
 * The rows of one copy of the sources (ADR 0013: what the owner put there, every signer fresh
 * and unsent), as a new pack or appended to `into` (a signer whose role the pack has is that
 * signer; custom ids renumbered). Pure: the caller inserts them, one pack or a whole batch.
 */
export const packRows = (
  loaded: PackSources,
  ids: CopyIds,
  copies: readonly CopiedBlob[],
  target: CopyTarget & { fromTemplateKey?: string | null },
  into: (AppendTarget & { pack: DocumentRow }) | null,
): PackRows => {
  const { children, people, entities, content } = loaded;
  const { packKey, childKey, signatoryUuid, fieldUuid } = ids;
  const newBlobKey = new Map(copies.map((c) => [c.from.key, c.row.key!]));
  const mapBlob = (k: string | null) => (k ? (newBlobKey.get(k) ?? null) : null);
  const first = loaded.sources[0]!;
  // A theme belongs to one workspace: a copy made into another starts on that one's default.
  const brandingKey = into
    ? into.pack.branding_key
    : first.account_key === target.accountKey
      ? first.branding_key
      : null;
  const added = into ? mergeByRole(people, into, signatoryUuid) : people;
  const fields = into ? renumberCustomIds(loaded.fields, into.customIds) : loaded.fields;
  const now = new Date();
  const owned = { account_key: target.accountKey, created_by: target.createdBy, viewers: [] };
  return {
    packKey,
    pack: into
      ? null
      : {
          ...packColumns(first),
          ...owned,
          branding_key: brandingKey,
          key: packKey,
          document_name: target.name,
          document_type: target.documentType,
          from_template_key: target.fromTemplateKey ?? null,
        },
    children: children.map((c, i) => ({
      ...packColumns(c),
      ...owned,
      branding_key: brandingKey,
      key: childKey.get(c.key)!,
      document_pack_key: packKey,
      position: (into?.childPosition ?? 0) + i,
      document_type: target.documentType,
      status: c.status === 'conversion_error' ? c.status : ('setup' as const),
      pdf_file_key: mapBlob(c.pdf_file_key),
      has_pdf_password: c.has_pdf_password,
      page_count: c.page_count,
      image_blob_metadata: c.image_blob_metadata,
      page_image_keys: c.page_image_keys.map((k) => mapBlob(k)).filter((k): k is string => !!k),
      conversion_state: c.conversion_state,
      conversion_error: c.conversion_error,
      upload_progress: c.upload_progress,
    })),
    signatories: added.map((s, i) => ({
      ...s,
      // The copy has not been sent: every signer's state starts over.
      ...COPIED_SIGNATORY_STATE,
      uuid: signatoryUuid.get(s.uuid)!,
      document_key: packKey,
      position: (into?.signatoryPosition ?? 0) + i,
      signer_group_uuid: s.signer_group_uuid
        ? (ids.groupUuid.get(s.signer_group_uuid) ?? null)
        : null,
      associated_document_keys: s.associated_document_keys
        .map((k) => childKey.get(k))
        .filter((k): k is string => !!k),
      date_created: now,
      date_updated: now,
    })),
    fields: fields.map((f) => ({
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
      date_created: now,
      date_updated: now,
    })),
    entities: packEntityRows(entities, { ...ids, mapBlob }, into ?? undefined),
    blobs: copies.map((c) => c.row),
  };
};

/** A copy's tables, parents first: one multi-row statement each (the entities, one a table). */
const PACK_TABLES = [
  insertRowsOf(documents, (p: PackRows) => (p.pack ? [p.pack] : [])),
  insertRowsOf(documents, (p: PackRows) => p.children),
  insertRowsOf(signatories, (p: PackRows) => p.signatories),
  insertRowsOf(dataFields, (p: PackRows) => p.fields),
  (tx: Db, packs: readonly PackRows[]) =>
    insertEntityRows(
      tx,
      packs.map((p) => p.entities),
    ),
  insertRowsOf(blobs, (p: PackRows) => p.blobs),
];

/** Writes any number of copies: one multi-row statement per table, parents first. */
export const insertPackRows = async (tx: Db, packs: readonly PackRows[]): Promise<void> => {
  for (const insert of PACK_TABLES) await insert(tx, packs);
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
