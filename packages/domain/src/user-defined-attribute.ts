import { z } from 'zod';
import { CONTROL_LEVELS, type ControlLevel } from './editor-entities.ts';
import { EXTRAS_MESSAGES, attributeIncompleteMessage } from './extras-messages.ts';

export const CONTROL_LEVEL_LABELS: Record<ControlLevel, string> = {
  document_pack: 'Document pack',
  child_document: 'Document',
  data_field_file: 'File field',
  appendix: 'Supporting document',
};

/** Control levels whose attribute hangs off another entity (related_entity_id is required). */
export const controlLevelNeedsRelatedEntity = (level: ControlLevel): boolean =>
  level !== 'document_pack';

/**
 * §5 custom field id: derived from the name. Non-alphanumerics become underscores, an underscore
 * is prefixed if it starts with a digit, and a numeric suffix makes it unique among `taken`.
 */
export const deriveAttributeId = (name: string, taken: Iterable<string>): string => {
  const replaced = name.trim().replace(/[^A-Za-z0-9]/g, '_');
  const base = /^[0-9]/.test(replaced) ? `_${replaced}` : replaced || '_';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${base}_${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
};

export type UserDefinedAttribute = {
  key: string;
  id: string;
  document_key: string;
  related_entity_id: string | null;
  name: string;
  value: string | null;
  required: boolean;
  custom_control: string | null;
  custom_control_properties: Record<string, unknown>;
  custom_control_value: string | null;
  is_template: boolean;
  control_level: ControlLevel;
  position: number;
  date_created: string;
  date_updated: string;
};

/** Body `data` of POST /app/documents/{key}/add_update_user_defined_attribute. No key = new. */
export const userDefinedAttributeInputSchema = z.object({
  key: z.string().min(1).max(200).optional(),
  name: z.string().max(200).optional(),
  value: z.string().max(20_000).nullable().optional(),
  required: z.boolean().optional(),
  related_entity_id: z.string().max(200).nullable().optional(),
  custom_control: z.string().max(200).nullable().optional(),
  custom_control_properties: z.record(z.string(), z.unknown()).optional(),
  custom_control_value: z.string().max(20_000).nullable().optional(),
  is_template: z.boolean().optional(),
  control_level: z.enum(CONTROL_LEVELS, EXTRAS_MESSAGES.controlLevelUnknown).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type UserDefinedAttributeInput = z.infer<typeof userDefinedAttributeInputSchema>;

/** Does this change configure a custom control (needs can_configure_custom_controls, §5)? */
export const touchesCustomControl = (input: UserDefinedAttributeInput): boolean =>
  input.custom_control !== undefined || input.custom_control_properties !== undefined;

const isBlank = (value: string | null | undefined): boolean => !value || !value.trim();

type AttributeForCheck = Pick<
  UserDefinedAttribute,
  | 'name'
  | 'value'
  | 'required'
  | 'custom_control'
  | 'custom_control_properties'
  | 'custom_control_value'
>;

/**
 * §5 blocking checks for custom fields and controls: '{name} field is incomplete' for a required
 * attribute left empty; a custom control answers its own message (custom_control_properties
 * .incomplete_message) when its value is empty. Returns the messages in order.
 */
export const incompleteAttributeMessages = (attributes: readonly AttributeForCheck[]): string[] =>
  attributes.flatMap((attribute) => {
    if (!attribute.required) return [];
    if (attribute.custom_control) {
      if (!isBlank(attribute.custom_control_value)) return [];
      const own = attribute.custom_control_properties['incomplete_message'];
      return [
        typeof own === 'string' && own.trim() ? own : attributeIncompleteMessage(attribute.name),
      ];
    }
    return isBlank(attribute.value) ? [attributeIncompleteMessage(attribute.name)] : [];
  });
