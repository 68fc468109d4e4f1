import type { DocumentMapping, MappedValue } from './bulk-send-contracts.ts';

type Person = { name?: string; email?: string; mobile_number?: string };

/** What one data row gives a new pack through a mapping: every mapped value as text. */
export type MappedPackValues = {
  data_fields: Record<string, string>;
  signatories: Record<string, Person>;
  cc_recipients: Record<string, Person>;
  subject?: string;
  message?: string;
  document_name?: string;
};

/** A mapped value for one row: the named column's cell (trimmed), or the fixed text. */
export const mappedValue = (
  value: MappedValue | undefined,
  fieldNames: readonly string[],
  cells: readonly string[],
): string | undefined => {
  if (!value) return undefined;
  if ('text' in value) return value.text;
  const index = fieldNames.indexOf(value.column);
  return index < 0 ? undefined : (cells[index] ?? '').trim();
};

const people = (
  byRole: DocumentMapping['mapping']['signatories'],
  fieldNames: readonly string[],
  cells: readonly string[],
): Record<string, Person> =>
  Object.fromEntries(
    Object.entries(byRole).map(([role, p]) => {
      const person: Person = {};
      for (const part of ['name', 'email', 'mobile_number'] as const) {
        const v = mappedValue(p[part], fieldNames, cells);
        if (v !== undefined) person[part] = v;
      }
      return [role, person];
    }),
  );

/**
 * Resolves a mapping against one row (a column the source no longer has gives no value: the
 * §5 mapping rules then say what is missing).
 */
export const mappedPackValues = (
  mapping: DocumentMapping['mapping'],
  fieldNames: readonly string[],
  cells: readonly string[],
): MappedPackValues => {
  const out: MappedPackValues = {
    data_fields: {},
    signatories: people(mapping.signatories ?? {}, fieldNames, cells),
    cc_recipients: people(mapping.cc_recipients ?? {}, fieldNames, cells),
  };
  for (const [customId, value] of Object.entries(mapping.data_fields ?? {})) {
    const v = mappedValue(value, fieldNames, cells);
    if (v !== undefined) out.data_fields[customId] = v;
  }
  for (const prop of ['subject', 'message', 'document_name'] as const) {
    const v = mappedValue(mapping[prop], fieldNames, cells);
    if (v !== undefined) out[prop] = v;
  }
  return out;
};
