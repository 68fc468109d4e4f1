import { z } from 'zod';
import type { DocumentMapping, MappedValue } from './bulk-send-contracts.ts';
import { isXplanColumn, mappingSourceInputSchema, type XPLAN_SOURCE_KEY } from './xplan-mapping.ts';

/** Messages of update_document_mapping for a mapping that names what is not there (400). */
export const MAPPING_MESSAGES = {
  unknownField: (id: string) => `The template has no field with the id ${id}.`,
  unknownSigner: (role: string) => `The template has no signer with the role ${role}.`,
  unknownCopyRecipient: (id: string) => `The template has no copy recipient ${id}.`,
  unknownColumn: (column: string) =>
    `None of the chosen data sources has a column named ${column}.`,
  unknownSource: 'The chosen data source was not found.',
  notATemplate: 'Only a template has a data mapping.',
  mayNotConfigure: 'You are not allowed to configure data mappings.',
} as const;

const LIMIT = 500;
const text = z.string().max(10_000);
const mappedValueSchema = z.union([
  z.strictObject({ column: z.string().min(1).max(500) }),
  z.strictObject({ text }),
]);
const personSchema = z.strictObject({
  name: mappedValueSchema.optional(),
  email: mappedValueSchema.optional(),
  mobile_number: mappedValueSchema.optional(),
});
const keyed = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().min(1).max(200), value)
    .refine((r) => Object.keys(r).length <= LIMIT, `At most ${LIMIT} entries.`);

/** §3 document mapping as the web sends it. */
export const documentMappingSchema = z.strictObject({
  data_fields: keyed(mappedValueSchema).default({}),
  signatories: keyed(personSchema).default({}),
  cc_recipients: keyed(personSchema).default({}),
  subject: mappedValueSchema.optional(),
  message: mappedValueSchema.optional(),
  document_name: mappedValueSchema.optional(),
});

/** POST /app/mappings/update_document_mapping (§7). Sources are named by key; the server fills in their field names. */
export const updateDocumentMappingBodySchema = z.object({
  data: z.object({
    entity_key: z.string().min(1).max(100),
    mapping: documentMappingSchema,
    sources: z.array(mappingSourceInputSchema).max(20).default([]),
  }),
});
export type UpdateDocumentMappingBody = z.infer<typeof updateDocumentMappingBodySchema>;

/** A source named by key, as {recipient_data_key} or as {integration_id: 'xplan'}: its key ('xplan' for XPLAN). */
export const mappingSourceKey = (
  s: string | { recipient_data_key: string } | { integration_id: typeof XPLAN_SOURCE_KEY },
): string =>
  typeof s === 'string' ? s : 'integration_id' in s ? s.integration_id : s.recipient_data_key;

const valuesOf = (mapping: DocumentMapping['mapping']): (MappedValue | undefined)[] => [
  ...Object.values(mapping.data_fields),
  ...Object.values(mapping.signatories).flatMap((p) => [p.name, p.email, p.mobile_number]),
  ...Object.values(mapping.cc_recipients).flatMap((p) => [p.name, p.email, p.mobile_number]),
  mapping.subject,
  mapping.message,
  mapping.document_name,
];

/**
 * What a mapping names that the template or its sources do not have, as the first message to
 * answer (null when everything it names exists). Columns are checked against every chosen source;
 * with the XPLAN source chosen, any column of its path syntax is known (xplan-mapping.ts).
 */
export const mappingReferenceProblem = (
  mapping: DocumentMapping['mapping'],
  template: { custom_ids: readonly string[]; roles: readonly string[]; cc_ids: readonly string[] },
  columns: readonly string[],
  xplan = false,
): string | null => {
  const ids = new Set(template.custom_ids);
  const roles = new Set(template.roles);
  const ccs = new Set(template.cc_ids);
  const known = new Set(columns);
  for (const id of Object.keys(mapping.data_fields))
    if (!ids.has(id)) return MAPPING_MESSAGES.unknownField(id);
  for (const role of Object.keys(mapping.signatories))
    if (!roles.has(role)) return MAPPING_MESSAGES.unknownSigner(role);
  for (const id of Object.keys(mapping.cc_recipients))
    if (!ccs.has(id)) return MAPPING_MESSAGES.unknownCopyRecipient(id);
  for (const v of valuesOf(mapping))
    if (v && 'column' in v && !known.has(v.column) && !(xplan && isXplanColumn(v.column)))
      return MAPPING_MESSAGES.unknownColumn(v.column);
  return null;
};
