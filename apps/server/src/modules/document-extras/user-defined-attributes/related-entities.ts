import type { ControlLevel } from '@quire/domain';
import type { Db } from '../../../db/database.ts';
import { findChildRows, findDataFieldRows } from '../../documents/document-repository.ts';
import { findAppendixRows } from '../appendices/appendix-repository.ts';

/** The ids a control of each level may hang off in this pack (§3 control_level). */
export const relatedEntityIds = async (
  db: Db,
  packKey: string,
  level: ControlLevel,
): Promise<Set<string>> => {
  if (level === 'document_pack') return new Set([packKey]);
  if (level === 'appendix') return new Set((await findAppendixRows(db, packKey)).map((a) => a.key));
  const children = await findChildRows(db, [packKey]);
  if (level === 'child_document') return new Set(children.map((c) => c.key));
  const fields = await findDataFieldRows(
    db,
    children.map((c) => c.key),
  );
  return new Set(fields.filter((f) => f.type === 'file').map((f) => f.uuid));
};
