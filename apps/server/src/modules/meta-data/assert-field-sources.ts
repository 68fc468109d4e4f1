import { META_DATA_MESSAGES as M, type DataField, type DataFieldInput } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findSetRow, setViews } from './meta-data-repository.ts';

/**
 * After a batch of field writes: every field the batch gave a metadata source is a choice field
 * whose set and level are of the pack's workspace, and whose parent field (if any) is a choice
 * field of the pack on the parent level of the same set. Throws 400 (the transaction rolls back).
 */
export const assertFieldSources = async (
  tx: Db,
  accountKey: string | null,
  inputs: readonly DataFieldInput[],
  fields: ReadonlyMap<string, DataField>,
  packChildKeys: ReadonlySet<string>,
): Promise<void> => {
  for (const input of inputs) {
    if (input.meta_data_source === undefined && input.type === undefined) continue;
    const field = fields.get(input.uuid);
    const source = field?.meta_data_source;
    if (!field || !source || field.removed) continue;
    if (field.type !== 'choice') throw badRequest(M.sourceOnChoiceOnly);
    const set = await findSetRow(tx, source.set_id);
    if (!set || set.account_key !== accountKey) throw badRequest(M.sourceSetUnknown);
    const [view] = await setViews(tx, [set]);
    const level = view!.types.find((t) => t.id === source.type_id);
    if (!level) throw badRequest(M.sourceSetUnknown);
    if (source.parent_field_uuid === null) continue;
    const parent = fields.get(source.parent_field_uuid);
    const parentSource = parent?.meta_data_source;
    if (
      !parent ||
      parent.removed ||
      !packChildKeys.has(parent.document_key) ||
      parent.type !== 'choice' ||
      parentSource?.set_id !== source.set_id ||
      parentSource.type_id !== level.parent_type_id
    )
      throw badRequest(M.sourceParentInvalid);
  }
};
