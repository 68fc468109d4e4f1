import type { TFunction } from 'i18next';

/**
 * The controls a custom field can be shown as (§3 custom_control). The spec leaves the list open;
 * these are the ones the signer view knows how to draw.
 */
export const CUSTOM_CONTROL_KINDS = ['text', 'dropdown', 'checkbox', 'date'] as const;
export type CustomControlKind = (typeof CUSTOM_CONTROL_KINDS)[number];

/** A control's name (catalogue: editor.attributes.controls). */
export const customControlLabel = (t: TFunction, kind: CustomControlKind): string =>
  t(`editor.attributes.controls.${kind}`);

export const isCustomControlKind = (value: unknown): value is CustomControlKind =>
  typeof value === 'string' && (CUSTOM_CONTROL_KINDS as readonly string[]).includes(value);

/** §3 custom_control_properties as the config modal writes them. */
export type CustomControlProperties = {
  /** Dropdown choices. */
  options?: string[];
  placeholder?: string;
  /** §5 "the control's own message for incomplete custom controls". */
  incomplete_message?: string;
};

export const controlPropertiesOf = (raw: Record<string, unknown>): CustomControlProperties => ({
  options: Array.isArray(raw.options)
    ? raw.options.filter((o): o is string => typeof o === 'string')
    : [],
  placeholder: typeof raw.placeholder === 'string' ? raw.placeholder : '',
  incomplete_message: typeof raw.incomplete_message === 'string' ? raw.incomplete_message : '',
});
