import { z } from 'zod';
import type { FormViewEntryType } from './editor-entities.ts';
import { EXTRAS_MESSAGES } from './extras-messages.ts';

/** §9 form heading sizes, in px. */
export const FORM_HEADING_SIZES: Record<Exclude<FormViewEntryType, 'data_field'>, number> = {
  h1: 34,
  h2: 30,
  h3: 24,
  p: 16,
};

export const FORM_VIEW_TEXT_TYPES = [
  'h1',
  'h2',
  'h3',
  'p',
] as const satisfies readonly FormViewEntryType[];
export type FormViewTextType = (typeof FORM_VIEW_TEXT_TYPES)[number];

export const FORM_VIEW_ENTRY_LABELS: Record<FormViewEntryType, string> = {
  data_field: 'Field',
  h1: 'Heading 1',
  h2: 'Heading 2',
  h3: 'Heading 3',
  p: 'Paragraph',
};

/** The most entries a form view keeps (a 1,000-field pack plus its headings fits easily). */
export const MAX_FORM_VIEW_ENTRIES = 5_000;

const dataFieldEntrySchema = z.object({
  type: z.literal('data_field'),
  /** The data field's uuid. */
  uuid: z.string().min(1).max(200),
  label: z.string().max(500).nullable().default(null),
  position: z.number().int().min(0),
});

const textEntrySchema = z.object({
  type: z.enum(FORM_VIEW_TEXT_TYPES),
  /** The block's own id. */
  uuid: z.string().min(1).max(200),
  label: z.string().max(500).nullable().default(null),
  /** The heading or paragraph text. */
  data: z.string().max(20_000),
  position: z.number().int().min(0),
});

/** §3 Form view entry: a data field reference, or an h1/h2/h3/p text block. */
export const formViewEntrySchema = z.discriminatedUnion(
  'type',
  [dataFieldEntrySchema, textEntrySchema],
  EXTRAS_MESSAGES.formViewEntryTypeUnknown,
);
export type FormViewEntry = z.infer<typeof formViewEntrySchema>;

export const formViewSchema = z
  .array(formViewEntrySchema)
  .max(MAX_FORM_VIEW_ENTRIES)
  .refine((entries) => new Set(entries.map((entry) => entry.uuid)).size === entries.length, {
    message: EXTRAS_MESSAGES.formViewUuidsRepeat,
  });

/** Body `data` of POST /app/form_views/update_form_view. */
export const formViewUpdateSchema = z.object({
  entity_key: z.string().min(1).max(200),
  form_view: formViewSchema,
});
export type FormViewUpdate = z.infer<typeof formViewUpdateSchema>;

/** Orders entries by position and renumbers them 0..n-1. */
export const normaliseFormView = (entries: readonly FormViewEntry[]): FormViewEntry[] =>
  [...entries]
    .sort((a, b) => a.position - b.position)
    .map((entry, position) => ({ ...entry, position }));

type PlacedField = { uuid: string; document_key: string; page_index: number; x: number; y: number };

/**
 * The form view a pack starts with: every field, in reading order (child order as given, then
 * page, then top to bottom, then left to right).
 */
export const defaultFormView = (
  fields: readonly PlacedField[],
  childOrder: readonly string[],
): FormViewEntry[] => {
  const childIndex = new Map(childOrder.map((key, index) => [key, index]));
  return [...fields]
    .sort(
      (a, b) =>
        (childIndex.get(a.document_key) ?? Infinity) -
          (childIndex.get(b.document_key) ?? Infinity) ||
        a.page_index - b.page_index ||
        a.y - b.y ||
        a.x - b.x,
    )
    .map((field, position) => ({ type: 'data_field', uuid: field.uuid, label: null, position }));
};

/** The field uuids a form view refers to that are not in `fieldUuids`. */
export const unknownFormViewFields = (
  entries: readonly FormViewEntry[],
  fieldUuids: ReadonlySet<string>,
): string[] =>
  entries
    .filter((entry) => entry.type === 'data_field' && !fieldUuids.has(entry.uuid))
    .map((entry) => entry.uuid);
