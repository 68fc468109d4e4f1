import {
  PUBLIC_API_MESSAGES as M,
  mappedPackValues,
  type CreateFromTemplateBody,
  type DocumentMapping,
  type MappedPackValues,
} from '@quire/domain';
import { badRequest } from '../../lib/app-error.ts';
import type { PackSources } from '../documents/load-pack-sources.ts';

/**
 * What a request gives the new pack, in the words the bulk send already applies
 * (MappedPackValues): first the template's mapping over `mapped_values` (its column names as
 * keys), then what the request names itself (signers by role, fields by custom id), which wins.
 * A role or custom id the template does not have is refused: a typo must not silently send a
 * document to nobody.
 */
export const packValuesFor = (
  body: CreateFromTemplateBody,
  mapping: DocumentMapping['mapping'],
  sources: PackSources,
): MappedPackValues => {
  const columns = Object.keys(body.mapped_values ?? {});
  const values = mappedPackValues(
    mapping,
    columns,
    columns.map((c) => body.mapped_values![c]!),
  );
  const roles = new Set(sources.people.map((p) => p.role));
  for (const [role, person] of Object.entries(body.signers ?? {})) {
    if (!roles.has(role)) throw badRequest(M.unknownRole(role));
    values.signatories[role] = { ...values.signatories[role], ...person };
  }
  const customIds = new Set(sources.fields.map((f) => f.custom_id).filter(Boolean));
  for (const [id, value] of Object.entries(body.fields ?? {})) {
    if (!customIds.has(id)) throw badRequest(M.unknownField(id));
    values.data_fields[id] = value;
  }
  if (body.subject !== undefined) values.subject = body.subject;
  if (body.message !== undefined) values.message = body.message;
  if (body.name !== undefined) values.document_name = body.name;
  return values;
};
