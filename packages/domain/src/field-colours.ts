import type { DataField } from './data-field.ts';

/** §9 colours. */
export const OWN_FIELD_COLOUR = '#1D4898';
export const HIGHLIGHT_FIELD_COLOUR = '#ffff33';
export const BLOCK_FIELD_COLOUR = '#000000';
export const FALLBACK_FIELD_COLOUR = '#808080';

/**
 * The colour a field is drawn in: highlight and block have their own, fields of the current user
 * ('self') are blue, a signer's fields take that signer's colour (grey when it has none).
 */
export const fieldColour = (
  field: Pick<DataField, 'type' | 'signatory_uuid'>,
  signatoryColour: (uuid: string) => string | undefined = () => undefined,
): string => {
  if (field.type === 'highlight') return HIGHLIGHT_FIELD_COLOUR;
  if (field.type === 'block') return BLOCK_FIELD_COLOUR;
  if (field.signatory_uuid === 'self') return OWN_FIELD_COLOUR;
  if (field.signatory_uuid === null) return FALLBACK_FIELD_COLOUR;
  return signatoryColour(field.signatory_uuid) ?? FALLBACK_FIELD_COLOUR;
};
