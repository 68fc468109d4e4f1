import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import { FIELD_TYPES, type FieldType } from './editor-entities.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { fontSizeSchema } from './field-font-size.ts';
import { metaDataSourceSchema, type MetaDataSource } from './meta-data.ts';
import { DEFAULT_BUTTON_TEXT, FIELD_DEFAULT_SIZES, defaultRequired } from './field-defaults.ts';

/** §9: at most this many fields per add_update_data_field call. */
export const DATA_FIELD_BATCH_MAX = 100;

/**
 * §3 Data field as the API answers it (docs/api-editor.md "Data fields"). Geometry is in PDF
 * points on its page, origin top-left of the CropBox, in the page's unrotated space.
 */
export type DataField = {
  uuid: string;
  document_key: string;
  type: FieldType;
  page_index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  data: string | null;
  file_key: string | null;
  filename: string | null;
  signatory_uuid: string | null;
  required: boolean;
  custom_id: string | null;
  description: string | null;
  auto_assign_date: boolean;
  auto_fill: boolean;
  choice_options: string[];
  options_as_csv: string | null;
  background_colour: string | null;
  is_visible_in_final_document: boolean;
  field_group: string | null;
  checkbox_group: string | null;
  is_mutually_exclusive: boolean;
  is_question_field: boolean;
  signer_role_to_setup: string | null;
  continue_if_signer_question: boolean;
  is_temporary_field: boolean;
  is_detected_field: boolean;
  approve_decline_button_text: string | null;
  /** A choice field's metadata custom control: its options come from a metadata set (issue 17). */
  meta_data_source: MetaDataSource | null;
  /** Points, 4–72, for the types that show text (field-font-size.ts); null: the automatic size. */
  font_size: number | null;
  removed: boolean;
  updated_by_user_name: string | null;
  /** The signer who added this note while signing (§5); absent or null for the team's fields. */
  added_by_signatory_uuid?: string | null;
  date_updated: string;
};

/** The §3 properties without a column of their own: stored in data_fields.properties (jsonb). */
export const DATA_FIELD_JSON_PROPERTIES = [
  'auto_assign_date',
  'auto_fill',
  'choice_options',
  'options_as_csv',
  'background_colour',
  'is_visible_in_final_document',
  'field_group',
  'checkbox_group',
  'is_mutually_exclusive',
  'is_question_field',
  'signer_role_to_setup',
  'continue_if_signer_question',
  'is_temporary_field',
  'is_detected_field',
  'approve_decline_button_text',
  'meta_data_source',
  'font_size',
] as const;
export type DataFieldJsonProperty = (typeof DATA_FIELD_JSON_PROPERTIES)[number];

/** Defaults of the jsonb properties, also used to read rows written before a property existed. */
export const DATA_FIELD_PROPERTY_DEFAULTS: Pick<DataField, DataFieldJsonProperty> = {
  auto_assign_date: false,
  auto_fill: false,
  choice_options: [],
  options_as_csv: null,
  background_colour: null,
  is_visible_in_final_document: true,
  field_group: null,
  checkbox_group: null,
  is_mutually_exclusive: false,
  is_question_field: false,
  signer_role_to_setup: null,
  continue_if_signer_question: false,
  is_temporary_field: false,
  is_detected_field: false,
  approve_decline_button_text: null,
  meta_data_source: null,
  font_size: null,
};

const text = (max: number) => z.string().max(max).nullable();
const coordinate = z.number().finite().min(-100_000).max(100_000);
const size = z.number().finite().positive().max(100_000);

/** A patch of one field: uuid plus any property to change (docs/api-editor.md). */
export const dataFieldInputSchema = z
  .object({
    uuid: z.string().min(1).max(64),
    document_key: z.string().min(1).max(100).optional(),
    type: z.enum(FIELD_TYPES).optional(),
    page_index: z.number().int().min(0).max(100_000).optional(),
    x: coordinate.optional(),
    y: coordinate.optional(),
    width: size.optional(),
    height: size.optional(),
    data: text(1_000_000).optional(),
    file_key: text(500).optional(),
    filename: text(500).optional(),
    signatory_uuid: text(64).optional(),
    required: z.boolean().optional(),
    custom_id: text(255).optional(),
    description: text(5000).optional(),
    auto_assign_date: z.boolean().optional(),
    auto_fill: z.boolean().optional(),
    choice_options: z.array(z.string().max(1000)).max(1000).optional(),
    options_as_csv: text(100_000).optional(),
    background_colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: SCHEMA_MESSAGES.fieldColourInvalid })
      .nullable()
      .optional(),
    is_visible_in_final_document: z.boolean().optional(),
    field_group: text(1000).optional(),
    checkbox_group: text(255).optional(),
    is_mutually_exclusive: z.boolean().optional(),
    is_question_field: z.boolean().optional(),
    signer_role_to_setup: text(255).optional(),
    continue_if_signer_question: z.boolean().optional(),
    is_temporary_field: z.boolean().optional(),
    is_detected_field: z.boolean().optional(),
    approve_decline_button_text: text(255).optional(),
    meta_data_source: metaDataSourceSchema.nullable().optional(),
    font_size: fontSizeSchema.optional(),
    removed: z.boolean().optional(),
  })
  .strict();
export type DataFieldInput = z.infer<typeof dataFieldInputSchema>;
/** A patch without its uuid: what applyFieldPatch takes. */
export type DataFieldPatch = Omit<DataFieldInput, 'uuid'>;

/** Body of POST /app/documents/{key}/add_update_data_field. */
export const addUpdateDataFieldBodySchema = z.object({
  data: z
    .array(dataFieldInputSchema, { error: FIELD_MESSAGES.invalidField })
    .min(1, { error: FIELD_MESSAGES.noFields })
    .max(DATA_FIELD_BATCH_MAX, { error: FIELD_MESSAGES.tooManyFields }),
  previous_update: z.string().max(64).optional(),
});
export type AddUpdateDataFieldBody = z.infer<typeof addUpdateDataFieldBodySchema>;

export type NewDataFieldInit = Pick<DataField, 'uuid' | 'document_key' | 'type' | 'page_index'> &
  Partial<Omit<DataField, 'uuid' | 'document_key' | 'type' | 'page_index'>>;

/**
 * A new field of a type with the §4 defaults: default size, required per type, 'self' for link,
 * no signer for block and highlight, button text for approve and decline.
 */
export const newDataField = (init: NewDataFieldInit): DataField => {
  const { type } = init;
  const size = FIELD_DEFAULT_SIZES[type];
  return {
    x: 0,
    y: 0,
    width: size.width,
    height: size.height,
    data: type === 'check' ? 'unchecked' : null,
    file_key: null,
    filename: null,
    signatory_uuid: type === 'link' ? 'self' : null,
    required: defaultRequired(type),
    custom_id: null,
    description: null,
    ...DATA_FIELD_PROPERTY_DEFAULTS,
    approve_decline_button_text: DEFAULT_BUTTON_TEXT[type] ?? null,
    removed: false,
    updated_by_user_name: null,
    date_updated: new Date(0).toISOString(),
    ...init,
    ...(type === 'block' || type === 'highlight' ? { signatory_uuid: null } : {}),
  };
};

/** The properties whose values differ between two versions of a field. */
export const changedFieldKeys = (before: DataField, after: DataField): (keyof DataField)[] =>
  (Object.keys(after) as (keyof DataField)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
