import { isSystemCustomId } from './custom-id.ts';
import type { DataField } from './data-field.ts';
import { signerFieldLabel } from './field-label.ts';

/**
 * §2/§9 textarea autocomplete: typing '::' in a message or note offers the pack's fields by their
 * custom ids (at most 500 entries); picking one replaces '::' and what followed it with the id.
 */
export const TEXT_AUTOCOMPLETE = { trigger: '::', maxEntries: 500 } as const;

export type AutocompleteEntry = {
  /** What is inserted: the field's custom id. */
  value: string;
  /** What else identifies it in the list (its label or type), when there is something. */
  hint: string | null;
};

/** The '::' being completed: where it starts in the text and what was typed after it. */
export type AutocompleteTrigger = { start: number; query: string };

/**
 * The trigger the caret is in, if any: the last '::' before the caret with no whitespace between
 * it and the caret. A caret after 'see ::sig' completes 'sig'; after 'a:: b' nothing.
 */
export const autocompleteTriggerAt = (text: string, caret: number): AutocompleteTrigger | null => {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf(TEXT_AUTOCOMPLETE.trigger);
  if (start < 0) return null;
  const query = before.slice(start + TEXT_AUTOCOMPLETE.trigger.length);
  if (/\s/.test(query) || query.includes(TEXT_AUTOCOMPLETE.trigger)) return null;
  return { start, query };
};

/**
 * The pack's fields as entries: each custom id once, in the order given (reading order), without
 * the system 'qs:' ids (they mean nothing to a reader), at most 500.
 */
export const autocompleteEntries = (
  fields: readonly { custom_id: string | null; hint?: string | null }[],
): AutocompleteEntry[] => {
  const seen = new Set<string>();
  const entries: AutocompleteEntry[] = [];
  for (const field of fields) {
    const id = field.custom_id?.trim();
    if (!id || isSystemCustomId(id) || seen.has(id)) continue;
    seen.add(id);
    entries.push({ value: id, hint: field.hint?.trim() || null });
    if (entries.length === TEXT_AUTOCOMPLETE.maxEntries) break;
  }
  return entries;
};

/**
 * A pack's fields as entries, in reading order (child by child as given, then page, top to
 * bottom, left to right), each with the label a signer sees for it as its hint.
 */
export const fieldAutocompleteEntries = (
  fields: readonly Pick<
    DataField,
    'document_key' | 'page_index' | 'x' | 'y' | 'custom_id' | 'description' | 'type'
  >[],
): AutocompleteEntry[] => {
  const documentOrder = new Map<string, number>();
  for (const f of fields)
    if (!documentOrder.has(f.document_key)) documentOrder.set(f.document_key, documentOrder.size);
  const ordered = [...fields].sort(
    (a, b) =>
      documentOrder.get(a.document_key)! - documentOrder.get(b.document_key)! ||
      a.page_index - b.page_index ||
      a.y - b.y ||
      a.x - b.x,
  );
  return autocompleteEntries(
    ordered.map((f) => ({ custom_id: f.custom_id, hint: signerFieldLabel(f) })),
  );
};

/**
 * The entries matching what was typed after '::', case-insensitively: ids starting with it first,
 * then ids or hints containing it; an empty query offers them all.
 */
export const matchAutocomplete = (
  entries: readonly AutocompleteEntry[],
  query: string,
): AutocompleteEntry[] => {
  const q = query.toLowerCase();
  if (!q) return entries.slice(0, TEXT_AUTOCOMPLETE.maxEntries);
  const starts: AutocompleteEntry[] = [];
  const contains: AutocompleteEntry[] = [];
  for (const entry of entries) {
    const id = entry.value.toLowerCase();
    if (id.startsWith(q)) starts.push(entry);
    else if (id.includes(q) || entry.hint?.toLowerCase().includes(q)) contains.push(entry);
  }
  return [...starts, ...contains].slice(0, TEXT_AUTOCOMPLETE.maxEntries);
};

/** The text with the trigger and its query replaced by `value`, and where the caret goes. */
export const applyAutocomplete = (
  text: string,
  caret: number,
  trigger: AutocompleteTrigger,
  value: string,
): { text: string; caret: number } => ({
  text: text.slice(0, trigger.start) + value + text.slice(caret),
  caret: trigger.start + value.length,
});
