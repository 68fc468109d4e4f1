import {
  DOCUMENT_FLAG_DEFAULTS,
  MESSAGES,
  addUpdateDataFieldBodySchema,
  type DataField,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { toDataFieldSummary } from '../documents/document-dto.ts';
import { findChildRows } from '../documents/document-repository.ts';
import { assertCanEditSetup } from '../documents/document-service.ts';
import {
  bumpPack,
  findFieldRowsByUuid,
  findPackFieldRows,
  insertField,
  mostRecentUpdates,
  updateFieldProperties,
} from './data-field-repository.ts';
import { assertFieldSources } from '../meta-data/assert-field-sources.ts';
import { parseInput } from './parse-input.ts';
import { planFieldWrite, type BatchState, type PackChild } from './plan-field-write.ts';
import { lockPack } from '../documents/document-repository.ts';

export type AddUpdateDataFieldResult = {
  data_fields: { uuid: string; date_updated: string; custom_id: string | null }[];
  date_updated: string;
  previous_update: string;
};

/**
 * POST …/add_update_data_field: up to 100 field patches in one transaction. The pack row is
 * locked first, so concurrent batches on one pack run one after the other, each on the fields as
 * the previous one left them; each patch writes only the properties it changes.
 */
export const addUpdateDataFields = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  rawBody: unknown,
): Promise<AddUpdateDataFieldResult> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  assertCanEditSetup(found);
  const body = parseInput(addUpdateDataFieldBodySchema, rawBody);
  const packKey = found.pack.key;
  const permissions = found.actor.permissions;
  return ctx.db.transaction(async (tx) => {
    const pack = await lockPack(tx, packKey);
    if (!pack) throw notFound(MESSAGES.documentNotFound);
    // The status may have changed between the check above and the lock.
    assertCanEditSetup({ ...found, facts: { ...found.facts, status: pack.status } });
    const childRows = await findChildRows(tx, [packKey]);
    const children = new Map<string, PackChild>(
      childRows.map((c) => [
        c.key,
        { key: c.key, page_count: c.page_count, pages: c.image_blob_metadata },
      ]),
    );
    const packFields = await findPackFieldRows(tx, [...children.keys()], { includeRemoved: true });
    const sentUuids = body.data.map((d) => d.uuid);
    const elsewhere = await findFieldRowsByUuid(
      tx,
      sentUuids.filter((u) => !packFields.some((f) => f.uuid === u)),
    );
    const state: BatchState = {
      children,
      fields: new Map([...packFields, ...elsewhere].map((r) => [r.uuid, toDataFieldSummary(r)])),
      edit: {
        status: pack.status,
        data_fields_locked: { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags }.data_fields_locked,
        can_lock_and_unlock_fields: permissions.can_lock_and_unlock_fields,
        can_setup_highlight_fields: permissions.document_permissions.can_setup_highlight_fields,
        can_update_signature_and_initials:
          permissions.user_profile_permissions.can_update_signature_and_initials,
        can_configure_custom_controls:
          permissions.document_permissions.can_configure_custom_controls,
      },
    };
    const userName = auth.user.full_name;
    const written = new Map<string, { date_updated: string; custom_id: string | null }>();
    const remember = (f: Pick<DataField, 'uuid' | 'custom_id'>, at: Date | string) =>
      written.set(f.uuid, {
        date_updated: typeof at === 'string' ? at : at.toISOString(),
        custom_id: f.custom_id,
      });
    for (const input of body.data) {
      const plan = planFieldWrite(state, input);
      if (plan.kind === 'insert') {
        const row = await insertField(tx, plan.field, userName);
        remember(row, row.date_updated);
      } else if (plan.kind === 'update') {
        const row = await updateFieldProperties(tx, plan.field, plan.keys, userName);
        remember(row, row.date_updated);
      } else if (!written.has(plan.field.uuid)) {
        remember(plan.field, plan.field.date_updated);
      }
    }
    await assertFieldSources(
      tx,
      pack.account_key,
      body.data,
      state.fields,
      new Set(children.keys()),
    );
    const previous = pack.date_updated.toISOString();
    const dateUpdated = (await bumpPack(tx, packKey)).toISOString();
    return {
      data_fields: [...written].map(([uuid, w]) => ({ uuid, ...w })),
      date_updated: dateUpdated,
      previous_update: previous,
    };
  });
};

const packChildKeys = async (ctx: AppContext, packKey: string): Promise<string[]> =>
  (await findChildRows(ctx.db, [packKey])).map((c) => c.key);

/** GET …/get_data_fields[?since]: every child's live fields; with `since`, those removed since too. */
export const getDataFields = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  since: Date | undefined,
): Promise<DataField[]> => {
  const { pack } = await loadVisibleDocument(ctx.db, auth, key);
  const childKeys = await packChildKeys(ctx, pack.key);
  const rows = await findPackFieldRows(ctx.db, childKeys, since ? { removedSince: since } : {});
  return rows.map(toDataFieldSummary);
};

/** GET …/get_data_field_signatory_updates: when the pack's fields and signatories last changed. */
export const getDataFieldSignatoryUpdates = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<{
  most_recent_data_field_update: string | null;
  most_recent_signatory_update: string | null;
}> => {
  const { pack } = await loadVisibleDocument(ctx.db, auth, key);
  const latest = await mostRecentUpdates(ctx.db, pack.key, await packChildKeys(ctx, pack.key));
  return {
    most_recent_data_field_update: latest.fields?.toISOString() ?? null,
    most_recent_signatory_update: latest.signatories?.toISOString() ?? null,
  };
};
