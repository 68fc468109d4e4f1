import { isSystemCustomId } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  findChildRows,
  findDataFieldRows,
  findSignatoryRows,
} from '../documents/document-repository.ts';

/** A template's signer roles and field names: what a template link's parameters can name. */
export const templateLinkFacts = async (db: Db, templateKey: string) => {
  const people = await findSignatoryRows(db, [templateKey]);
  const children = await findChildRows(db, [templateKey]);
  const fields = await findDataFieldRows(
    db,
    children.map((c) => c.key),
  );
  const customIds = fields
    .map((f) => f.custom_id)
    .filter((id): id is string => !!id && !isSystemCustomId(id));
  return { roles: people.map((p) => p.role), customIds: [...new Set(customIds)] };
};
