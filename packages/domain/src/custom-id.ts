import type { FieldType } from './editor-entities.ts';

/** §5: these characters are stripped from a field's custom id (with a 5 s warning). */
export const CUSTOM_ID_FORBIDDEN_CHARS = ['<', '>', '+', '-', '/', '*', '%', '!', '='] as const;
const FORBIDDEN = /[<>+\-/*%!=]/g;

/** §3: custom ids starting 'qs:' are system ones. */
export const SYSTEM_CUSTOM_ID_PREFIX = 'qs:';

/** Strips the §5 characters; `stripped` says whether any were there (to show the warning). */
export const stripCustomId = (raw: string): { value: string; stripped: boolean } => {
  const value = raw.replace(FORBIDDEN, '');
  return { value, stripped: value !== raw };
};

/** A custom id the blocking check accepts: not blank, none of the §5 characters. */
export const isValidCustomId = (id: string | null): boolean =>
  id === null || (id.trim() !== '' && !/[<>+\-/*%!=]/.test(id));

export const isSystemCustomId = (id: string | null | undefined): boolean =>
  typeof id === 'string' && id.startsWith(SYSTEM_CUSTOM_ID_PREFIX);

/** The prefix of the ids the editor derives for a field of a type: 'signature' → 'signature_'. */
export const customIdPrefixFor = (type: FieldType): string => `${type}_`;

const SUFFIX = /^(.*?)(?:_(\d+))?$/;

/**
 * `base` if no other field has it, else the same stem with the smallest free numeric suffix
 * (`text_1` taken → `text_2`; `name` taken → `name_2`).
 */
export const uniqueCustomId = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base;
  const [, stem = base, digits] = SUFFIX.exec(base) ?? [];
  for (let n = digits ? Number(digits) + 1 : 2; ; n++) {
    const candidate = `${stem}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** The first free `{type}_{n}` id of the pack. */
export const nextCustomIdFor = (type: FieldType, taken: ReadonlySet<string>): string =>
  uniqueCustomId(`${customIdPrefixFor(type)}1`, taken);

/**
 * §4: changing a field's type regenerates the custom id prefix. An id the editor derived for
 * the old type (`check_3`) becomes the first free one of the new type; a name the user chose is kept.
 */
export const retypeCustomId = (
  id: string | null,
  from: FieldType,
  to: FieldType,
  taken: ReadonlySet<string>,
): string | null => {
  const prefix = customIdPrefixFor(from);
  if (id === null || (id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)))) {
    return nextCustomIdFor(to, taken);
  }
  return id;
};

/** §5 pasting: a 'qs:' id is regenerated, keeping its prefix and name with a fresh suffix. */
export const regenerateSystemId = (
  id: string,
  taken: ReadonlySet<string>,
  newId: () => string = () => crypto.randomUUID(),
): string => {
  const name = id.slice(SYSTEM_CUSTOM_ID_PREFIX.length).replace(/:[^:]*$/, '');
  return uniqueCustomId(`${SYSTEM_CUSTOM_ID_PREFIX}${name ? `${name}:` : ''}${newId()}`, taken);
};

/**
 * §5 custom ids derived from a name: non-alphanumerics become underscores, an underscore is
 * prefixed when it starts with a digit, a numeric suffix makes it unique.
 */
export const customIdFromName = (name: string, taken: ReadonlySet<string>): string => {
  const base = name.trim().replace(/[^A-Za-z0-9]/g, '_') || '_';
  return uniqueCustomId(/^\d/.test(base) ? `_${base}` : base, taken);
};
