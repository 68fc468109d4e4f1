import type { RuleField } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { findChildRows, findDataFieldRows } from '../documents/document-repository.ts';

/** The live fields of a pack's children, as the rule functions read them. */
export const findPackRuleFields = async (db: Db, packKey: string): Promise<RuleField[]> => {
  const children = await findChildRows(db, [packKey]);
  const rows = await findDataFieldRows(
    db,
    children.map((child) => child.key),
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    type: row.type,
    custom_id: row.custom_id,
    field_group: typeof row.properties.field_group === 'string' ? row.properties.field_group : null,
    data: row.data,
    file_key: row.file_key,
  }));
};
