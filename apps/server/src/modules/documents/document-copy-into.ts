import { eq, max } from 'drizzle-orm';
import { MESSAGES, uniqueCustomId } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  copyRecipients,
  documentAppendices,
  documents,
  eventSubscriptions,
  formViews,
  signerGroups,
  userDefinedAttributes,
} from '../../db/schema.ts';
import {
  findChildRows,
  findDataFieldRows,
  findSignatoryRows,
  lockPack,
  type DataFieldRow,
  type SignatoryRow,
} from './document-repository.ts';

/** A signer's role as merging compares it (§9 roles are names people type: case and spaces aside). */
export const roleKey = (role: string) => role.trim().toLowerCase();

const nextPosition = async (
  db: Db,
  table:
    | typeof signerGroups
    | typeof copyRecipients
    | typeof documentAppendices
    | typeof userDefinedAttributes,
  packKey: string,
) => {
  const [row] = await db
    .select({ top: max(table.position) })
    .from(table)
    .where(eq(table.document_key, packKey));
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
};

/**
 * What an existing pack already holds that copies appended to it must not collide with: the next
 * free positions, its signers by role, field ids, group names, custom field ids, subscribed
 * events and form view entries. Read inside the appending transaction, after locking the pack.
 */
export const loadAppendTarget = async (tx: Db, packKey: string) => {
  const children = await findChildRows(tx, [packKey]);
  const [people, fields, groups, attributes, subscriptions, [view]] = await Promise.all([
    findSignatoryRows(tx, [packKey]),
    findDataFieldRows(
      tx,
      children.map((c) => c.key),
    ),
    tx
      .select({ name: signerGroups.name })
      .from(signerGroups)
      .where(eq(signerGroups.document_key, packKey)),
    tx
      .select({ id: userDefinedAttributes.id })
      .from(userDefinedAttributes)
      .where(eq(userDefinedAttributes.document_key, packKey)),
    tx
      .select({ key: eventSubscriptions.key })
      .from(eventSubscriptions)
      .where(eq(eventSubscriptions.entity_key, packKey)),
    tx.select().from(formViews).where(eq(formViews.entity_key, packKey)),
  ]);
  return {
    childPosition: children.reduce((top, c) => Math.max(top, c.position + 1), 0),
    signatoryPosition: people.reduce((top, s) => Math.max(top, s.position + 1), 0),
    signatoryByRole: new Map(people.map((s) => [roleKey(s.role), s.uuid])),
    customIds: new Set(fields.map((f) => f.custom_id).filter((id): id is string => !!id)),
    groupNames: new Set(groups.map((g) => g.name.toLowerCase())),
    attributeIds: new Set(attributes.map((a) => a.id)),
    subscribed: new Set(subscriptions.map((s) => s.key)),
    viewEntries: view ? (view.entries as unknown[]) : null,
    positions: {
      groups: await nextPosition(tx, signerGroups, packKey),
      recipients: await nextPosition(tx, copyRecipients, packKey),
      appendices: await nextPosition(tx, documentAppendices, packKey),
      attributes: await nextPosition(tx, userDefinedAttributes, packKey),
    },
  };
};
export type AppendTarget = Awaited<ReturnType<typeof loadAppendTarget>>;

/** The pack row an append writes into is left as it is, save its date_updated. */
export const touchAppendedPack = (tx: Db, packKey: string) =>
  tx.update(documents).set({ date_updated: new Date() }).where(eq(documents.key, packKey));

/** The pack appended to, locked: still a live pack in setup, and what it already holds. */
export const appendTarget = async (tx: Db, packKey: string): Promise<AppendTarget> => {
  const pack = await lockPack(tx, packKey);
  if (!pack || pack.is_deleted || pack.status !== 'setup')
    throw new AppError(409, MESSAGES.notInSetup);
  return loadAppendTarget(tx, packKey);
};

/** Points copied signers at the pack's signer of the same role; answers the ones still to add. */
export const mergeByRole = (
  people: readonly SignatoryRow[],
  into: AppendTarget,
  signatoryUuid: Map<string, string>,
): SignatoryRow[] =>
  people.filter((s) => {
    const existing = into.signatoryByRole.get(roleKey(s.role));
    if (existing) signatoryUuid.set(s.uuid, existing);
    else into.signatoryByRole.set(roleKey(s.role), signatoryUuid.get(s.uuid)!);
    return !existing;
  });

/** §5 custom ids stay unique within a pack: an appended id already taken gets a numeric suffix. */
export const renumberCustomIds = (
  fields: readonly DataFieldRow[],
  taken: Set<string>,
): DataFieldRow[] =>
  fields.map((f) => {
    if (!f.custom_id) return f;
    const id = uniqueCustomId(f.custom_id, taken);
    taken.add(id);
    return id === f.custom_id ? f : { ...f, custom_id: id };
  });
