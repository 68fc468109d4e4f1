import { z } from 'zod';

/** §8 metadata messages (exact text), and the rules' own refusals. */
export const META_DATA_MESSAGES = {
  fetchFailed: 'An error occurred while fetching metadata. Please reload the page.',
  noDataForSelection: 'No data returned for selection. Try clear selections.',
  noValuesForSelection: 'no values were returned for selection',
  setNotFound: 'That metadata set does not exist.',
  setNameRequired: 'Please give the metadata set a name.',
  setArchived: 'This metadata set is archived. Restore it first.',
  entryNameRequired: 'A value needs a name.',
  csvEmpty: 'The CSV has no header row.',
  csvNoRows: 'The CSV has no values below its header row.',
  csvNoLevels: 'The CSV needs at least one level column (a column that is not an id column).',
  csvTooManyLevels: (max: number) => `A metadata set has at most ${max} levels.`,
  csvDuplicateLevel: (name: string) => `The level "${name}" appears twice in the header.`,
  csvIdColumnWithoutLevel: (header: string) =>
    `The column "${header}" names a level that is not in the header.`,
  csvLevelsMismatch: (levels: readonly string[]) =>
    `The CSV's level columns must be this set's levels, in order: ${levels.join(', ')}.`,
  csvGap: (row: number, level: string, parent: string) =>
    `Row ${row}: a value for "${level}" needs a value for "${parent}".`,
  csvTooLarge: 'The CSV is too large (at most 5 MB).',
  csvMalformed: (line: number) => `The CSV could not be read near line ${line}.`,
  sourceNotAllowed: "You don't have the permissions to configure custom controls.",
  sourceOnChoiceOnly: 'Only choice fields can take their options from a metadata set.',
  sourceSetUnknown: 'That metadata set or level does not exist in this workspace.',
  sourceParentInvalid:
    'The parent field must be a choice field of this pack on the parent level of the same set.',
  valueNotInSet: (field: string) =>
    `The value chosen for ${field} is not one of its metadata values. Please choose again.`,
} as const;

export const META_DATA_MAX_LEVELS = 6;
export const META_DATA_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** One answer of POST /app/meta_data holds at most this many entries (a dropdown, not a dump). */
export const META_DATA_QUERY_LIMIT = 500;

const id = z.string().min(1).max(100);

/**
 * §7 POST /app/meta_data query_json. The entries of one type (level) of a set, narrowed by the
 * other members (ADR 0058):
 * - meta_data_link_type_ids with current_selected_id: only entries linked to the selected entry
 *   through those link types (its children; its parents when being_updated_by_child);
 * - meta_data_primary_ids / meta_data_secondary_ids: only entries carrying those external ids;
 * - filter_by_name: a case-insensitive part of the name.
 */
export const metaDataQuerySchema = z.object({
  meta_data_set_id: id,
  meta_data_type_id: id,
  meta_data_link_type_ids: z.array(id).max(20).default([]),
  meta_data_primary_ids: z.array(z.string().max(200)).max(1000).default([]),
  meta_data_secondary_ids: z.array(z.string().max(200)).max(1000).default([]),
  current_selected_id: id.nullable().default(null),
  filter_by_name: z.string().max(200).default(''),
  being_updated_by_child: z.boolean().default(false),
});
export type MetaDataQuery = z.infer<typeof metaDataQuerySchema>;

/** query_json arrives as an object or, as the spec's name says, as a JSON string. */
export const metaDataQueryJsonSchema = z.preprocess((raw) => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}, metaDataQuerySchema);

export type MetaDataEntry = {
  id: string;
  name: string;
  type_id: string;
  primary_id: string | null;
  secondary_id: string | null;
};

export type MetaDataType = {
  id: string;
  name: string;
  position: number;
  parent_type_id: string | null;
  /** The link type from the parent level to this one (null for the top level). */
  link_type_id: string | null;
  entry_count: number;
};

export type MetaDataSet = {
  id: string;
  name: string;
  archived: boolean;
  types: MetaDataType[];
  date_created: string;
  date_updated: string;
};

/**
 * A choice field's custom control (§3 custom_control, kept in the field's properties): its options
 * are the entries of one level of a metadata set, narrowed to the children of what its parent
 * field holds when it has one.
 */
export const metaDataSourceSchema = z
  .object({
    set_id: id,
    type_id: id,
    parent_field_uuid: z.string().min(1).max(64).nullable().default(null),
  })
  .strict();
export type MetaDataSource = z.infer<typeof metaDataSourceSchema>;

/** Reads a stored property defensively: rows written before the property existed hold nothing. */
export const metaDataSourceOf = (raw: unknown): MetaDataSource | null => {
  const parsed = metaDataSourceSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};
