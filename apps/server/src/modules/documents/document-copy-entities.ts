import { asc, inArray, sql } from 'drizzle-orm';
import { uniqueCustomId } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { insertRowsOf } from '../../db/insert-many.ts';
import {
  copyRecipients,
  documentAppendices,
  eventSubscriptions,
  fieldRules,
  formViews,
  notificationRules,
  signerGroups,
  userDefinedAttributes,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import type { AppendTarget } from './document-copy-into.ts';

/** What the setup editor keeps around the source packs (spec §3), each list in source order. */
export const loadPackEntities = async (db: Db, packKeys: readonly string[]) => {
  const keys = [...packKeys];
  const bySource = <T extends { document_key?: string; entity_key?: string | null }>(rows: T[]) =>
    rows.sort(
      (a, b) =>
        keys.indexOf(a.document_key ?? a.entity_key ?? '') -
        keys.indexOf(b.document_key ?? b.entity_key ?? ''),
    );
  const [groups, recipients, appendices, rules, attributes, notifications, subscriptions, views] =
    await Promise.all([
      db
        .select()
        .from(signerGroups)
        .where(inArray(signerGroups.document_key, keys))
        .orderBy(asc(signerGroups.position), asc(signerGroups.date_created)),
      db
        .select()
        .from(copyRecipients)
        .where(inArray(copyRecipients.document_key, keys))
        .orderBy(asc(copyRecipients.position), asc(copyRecipients.date_created)),
      db
        .select()
        .from(documentAppendices)
        .where(inArray(documentAppendices.document_key, keys))
        .orderBy(asc(documentAppendices.position), asc(documentAppendices.date_created)),
      db
        .select()
        .from(fieldRules)
        .where(inArray(fieldRules.document_key, keys))
        .orderBy(asc(fieldRules.date_created), asc(fieldRules.rule_id)),
      db
        .select()
        .from(userDefinedAttributes)
        .where(inArray(userDefinedAttributes.document_key, keys))
        .orderBy(asc(userDefinedAttributes.position), asc(userDefinedAttributes.key)),
      db
        .select()
        .from(notificationRules)
        .where(inArray(notificationRules.entity_key, keys))
        .orderBy(asc(notificationRules.date_created), asc(notificationRules.key)),
      db.select().from(eventSubscriptions).where(inArray(eventSubscriptions.entity_key, keys)),
      db.select().from(formViews).where(inArray(formViews.entity_key, keys)),
    ]);
  return {
    groups: bySource(groups),
    recipients: bySource(recipients),
    appendices: bySource(appendices),
    rules: bySource(rules),
    attributes: bySource(attributes),
    notifications: bySource(notifications),
    subscriptions: bySource(subscriptions),
    views: bySource(views),
  };
};
export type PackEntities = Awaited<ReturnType<typeof loadPackEntities>>;

/** How the copy names what the sources named: every id of the sources mapped to its copy's. */
export type CopyMaps = {
  packKey: string;
  childKey: ReadonlyMap<string, string>;
  signatoryUuid: ReadonlyMap<string, string>;
  fieldUuid: ReadonlyMap<string, string>;
  groupUuid: ReadonlyMap<string, string>;
  appendixKey: ReadonlyMap<string, string>;
  mapBlob: (key: string | null) => string | null;
};

/** New ids for the groups and appendices, known before the signatories and attributes are written. */
export const entityIds = (entities: PackEntities) => ({
  groupUuid: new Map(entities.groups.map((g) => [g.uuid, newKey()])),
  appendixKey: new Map(entities.appendices.map((a) => [a.key, newKey()])),
});

/** Replaces every string that is a source field uuid (rule targets and json_logic operands). */
const remapStrings = (value: unknown, ids: ReadonlyMap<string, string>): unknown => {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => remapStrings(v, ids));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remapStrings(v, ids)]));
  return value;
};

const remapText = (text: string, ids: ReadonlyMap<string, string>): string =>
  [...ids].reduce((out, [from, to]) => out.split(from).join(to), text);

/** Group names are unique per pack (§5); merged packs may bring the same name twice. */
const uniqueGroupName = (name: string, taken: Set<string>): string => {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
};

/** The entity a control hangs off (§3 control_level), in the copy. */
const relatedEntity = (level: string, id: string | null, m: CopyMaps): string | null => {
  if (!id) return null;
  const map =
    level === 'child_document'
      ? m.childKey
      : level === 'data_field_file'
        ? m.fieldUuid
        : level === 'appendix'
          ? m.appendixKey
          : null;
  return map ? (map.get(id) ?? null) : id;
};

/** The copies of the editor's entities, one list per table, ready to insert. */
export type EntityRows = {
  groups: (typeof signerGroups.$inferInsert)[];
  recipients: (typeof copyRecipients.$inferInsert)[];
  appendices: (typeof documentAppendices.$inferInsert)[];
  rules: (typeof fieldRules.$inferInsert)[];
  attributes: (typeof userDefinedAttributes.$inferInsert)[];
  notifications: (typeof notificationRules.$inferInsert)[];
  subscriptions: (typeof eventSubscriptions.$inferInsert)[];
  views: (typeof formViews.$inferInsert)[];
};

/**
 * The copies of the editor's entities for the new pack, or to go after what an existing pack
 * already holds (`into`). Pure: insertEntityRows writes them.
 */
export const packEntityRows = (e: PackEntities, m: CopyMaps, into?: AppendTarget): EntityRows => {
  const now = new Date();
  const groupNames = into?.groupNames ?? new Set<string>();
  const at = into?.positions ?? { groups: 0, recipients: 0, appendices: 0, attributes: 0 };
  const attributeIds = into?.attributeIds ?? new Set<string>();
  const entries = [
    ...(into?.viewEntries ?? []),
    ...e.views.flatMap((v) => formViewEntries(v.entries, m.fieldUuid)),
  ] as Record<string, unknown>[];
  return {
    groups: e.groups.map((g, i) => ({
      uuid: m.groupUuid.get(g.uuid)!,
      document_key: m.packKey,
      name: uniqueGroupName(g.name, groupNames),
      position: at.groups + i,
      date_created: now,
    })),
    recipients: e.recipients.map((r, i) => ({
      ...r,
      uuid: newKey(),
      document_key: m.packKey,
      position: at.recipients + i,
      date_created: now,
    })),
    appendices: e.appendices.map((a, i) => ({
      ...a,
      key: m.appendixKey.get(a.key)!,
      document_key: m.packKey,
      file_key: m.mapBlob(a.file_key),
      filename: m.mapBlob(a.file_key) ? a.filename : null,
      position: at.appendices + i,
      date_created: now,
      date_updated: now,
    })),
    rules: e.rules.map((r) => ({
      ...r,
      rule_id: newKey(),
      document_key: m.packKey,
      field_or_group: m.fieldUuid.get(r.field_or_group) ?? r.field_or_group,
      json_logic: remapStrings(r.json_logic, m.fieldUuid),
      infix_logic: remapText(r.infix_logic, m.fieldUuid),
      date_created: now,
      date_updated: now,
    })),
    attributes: e.attributes.map((a, i) => {
      const id = uniqueCustomId(a.id, attributeIds);
      attributeIds.add(id);
      return {
        ...a,
        key: newKey(),
        document_key: m.packKey,
        id,
        related_entity_id: relatedEntity(a.control_level, a.related_entity_id, m),
        position: at.attributes + i,
        date_created: now,
        date_updated: now,
      };
    }),
    notifications: e.notifications.map((r) => ({
      ...r,
      key: newKey(),
      entity_key: m.packKey,
      date_created: now,
    })),
    subscriptions: [...new Map(e.subscriptions.map((s) => [s.key, s])).values()]
      .filter((s) => !into?.subscribed.has(s.key))
      .map((s) => ({
        ...s,
        id: newKey(),
        entity_key: m.packKey,
        account_key: null,
        date_created: now,
      })),
    views:
      e.views.length === 0
        ? []
        : [
            {
              entity_key: m.packKey,
              entries: entries.map((entry, position) => ({ ...entry, position })),
              date_updated: now,
            },
          ],
  };
};

/** The entity tables, parents first: one multi-row statement each. */
const ENTITY_TABLES = [
  insertRowsOf(signerGroups, (p: EntityRows) => p.groups),
  insertRowsOf(copyRecipients, (p: EntityRows) => p.recipients),
  insertRowsOf(documentAppendices, (p: EntityRows) => p.appendices),
  insertRowsOf(fieldRules, (p: EntityRows) => p.rules),
  insertRowsOf(userDefinedAttributes, (p: EntityRows) => p.attributes),
  insertRowsOf(notificationRules, (p: EntityRows) => p.notifications),
  insertRowsOf(eventSubscriptions, (p: EntityRows) => p.subscriptions),
];

/**
 * Writes the entity copies of any number of packs, one multi-row statement per table. Call
 * inside the copy's transaction. An appended pack's form view replaces the one it had.
 */
export const insertEntityRows = async (tx: Db, packs: readonly EntityRows[]): Promise<void> => {
  for (const insert of ENTITY_TABLES) await insert(tx, packs);
  const views = packs.flatMap((p) => p.views);
  if (views.length > 0)
    await tx
      .insert(formViews)
      .values(views)
      .onConflictDoUpdate({
        target: formViews.entity_key,
        set: { entries: sql`excluded.entries`, date_updated: sql`excluded.date_updated` },
      });
};

/** A form view's entries in the copy: field entries follow their field (dropped without one). */
const formViewEntries = (
  entries: readonly unknown[],
  fieldUuid: ReadonlyMap<string, string>,
): Record<string, unknown>[] =>
  [...entries]
    .filter((x): x is Record<string, unknown> => !!x && typeof x === 'object')
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .flatMap((entry) => {
      // Headings and paragraphs get ids of their own: merged views must not share one.
      if (entry.type !== 'data_field') return [{ ...entry, uuid: newKey() }];
      const uuid = fieldUuid.get(String(entry.uuid));
      return uuid ? [{ ...entry, uuid }] : [];
    });
