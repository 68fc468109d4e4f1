import { customIdPrefixFor, isSystemCustomId } from './custom-id.ts';
import type { DataField } from './data-field.ts';

/** An id the editor made up (`text_3`) says nothing to a signer; a name the owner typed does. */
const isDerivedId = (id: string, type: DataField['type']): boolean =>
  isSystemCustomId(id) ||
  (id.startsWith(customIdPrefixFor(type)) &&
    /^\d+$/.test(id.slice(customIdPrefixFor(type).length)));

/** `company_name` → `Company name`. */
const readable = (id: string): string => {
  const words = id.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
};

/**
 * What a field is called to its signer (visible label, placeholder and accessible name): its
 * description, else the name its custom id gives it; null when the owner gave it neither.
 */
export const signerFieldLabel = (
  field: Pick<DataField, 'description' | 'custom_id' | 'type'>,
): string | null => {
  const description = field.description?.trim();
  if (description) return description;
  const id = field.custom_id?.trim();
  if (!id || isDerivedId(id, field.type)) return null;
  return readable(id) || null;
};
