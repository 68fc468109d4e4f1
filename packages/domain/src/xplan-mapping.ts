import { z } from 'zod';
import type { XplanClientData, XplanFragment } from './integrations.ts';
import { glueOf, XPLAN_FRAGMENT_PATHS } from './xplan-glue.ts';

/**
 * XPLAN client data as a document mapping's source (issue 17 item 3, ADR 0052): the mapping's
 * sources gain the integration beside recipient data, and its columns address the client's data.
 *
 * A column is `xplan:<path>`:
 * - `xplan:client.<field>`: a field of the client entity (`client.first_name`);
 * - `xplan:client.name`: the name Quire shows (entity name, else preferred or first plus surname);
 * - `xplan:contact.<kind>`: the Contact fragment's value of that contact type (email, mobile,
 *   phone, fax; the preferred one first), since contacts are a list of typed values;
 * - `xplan:<fragment>.<n>.<field>`: record n (from 0) of a fragment, as get_client_data's glue names it
 *   (`address.0.city`, `portfolio_position.0.value._val`).
 */
export const XPLAN_SOURCE_KEY = 'xplan';
export const XPLAN_SOURCE_DESCRIPTION = 'XPLAN client';
export const XPLAN_COLUMN_PREFIX = 'xplan:';

export const XPLAN_CONTACT_KINDS = ['email', 'mobile', 'phone', 'fax'] as const;

/** The paths the mapping screen offers (any path of the syntax above may be saved). */
export const XPLAN_MAPPING_PATHS = [
  'client.name',
  'client.title',
  'client.first_name',
  'client.preferred_name',
  'client.last_name',
  'client.birth_date',
  'client.entity_id',
  'contact.email',
  'contact.mobile',
  'contact.phone',
  'address.0.street',
  'address.0.city',
  'address.0.postcode',
  'address.0.country',
  'dependant.0.first_name',
  'dependant.0.last_name',
  'income.0.description',
  'income.0.amount._val',
  'asset.0.description',
  'asset.0.value._val',
  'liability.0.description',
  'liability.0.balance._val',
  'insurance.0.policy_type',
  'insurance.0.provider',
  'medical.0.scheme',
  'pension.0.fund',
  'goal.0.description',
  'portfolio_position.0.code',
  'retirement_income.0.description',
] as const;

export const XPLAN_MAPPING_COLUMNS: readonly string[] = XPLAN_MAPPING_PATHS.map(
  (p) => `${XPLAN_COLUMN_PREFIX}${p}`,
);

const FRAGMENT_PATHS = Object.values(XPLAN_FRAGMENT_PATHS).join('|');
const COLUMN = new RegExp(
  `^${XPLAN_COLUMN_PREFIX}(?:client\\.[a-z_]+|contact\\.(?:${XPLAN_CONTACT_KINDS.join('|')})|(?:${FRAGMENT_PATHS})\\.\\d{1,3}\\.[a-z_]+(?:\\.[a-z_]+)*)$`,
);

/** A column of the XPLAN source, in the syntax above. */
export const isXplanColumn = (column: string): boolean => COLUMN.test(column);

/** The label the mapping screen shows for a column of the XPLAN source. */
export const xplanColumnLabel = (column: string): string =>
  column.startsWith(XPLAN_COLUMN_PREFIX)
    ? `XPLAN ${column.slice(XPLAN_COLUMN_PREFIX.length)}`
    : column;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The name shown for a client: entity_name (companies, trusts), else preferred or first plus last. */
export const xplanClientName = (client: Record<string, unknown>): string => {
  const entityName = text(client.entity_name);
  if (entityName) return entityName;
  const given = text(client.preferred_name) || text(client.first_name);
  return [given, text(client.last_name)].filter(Boolean).join(' ');
};

/** Contact kinds as XPLAN types them ('Email', 'Mobile', 'Home phone', 'Work Phone', …). */
const contactKindOf = (type: string): (typeof XPLAN_CONTACT_KINDS)[number] | null => {
  const t = type.toLowerCase();
  if (t.includes('email')) return 'email';
  if (t.includes('mobile') || t.includes('cell')) return 'mobile';
  if (t.includes('fax')) return 'fax';
  if (t.includes('phone')) return 'phone';
  return null;
};

const contactValues = (contacts: readonly Record<string, unknown>[]) => {
  const out: Partial<Record<(typeof XPLAN_CONTACT_KINDS)[number], string>> = {};
  // Preferred contacts first, then XPLAN's order: the first of each kind wins.
  const ordered = [...contacts].sort(
    (a, b) => Number(b.preferred === true) - Number(a.preferred === true),
  );
  for (const c of ordered) {
    const kind = contactKindOf(text(c.contact_type));
    const value = text(c.value);
    if (kind && value && out[kind] === undefined) out[kind] = value;
  }
  return out;
};

/**
 * One client's data as a data row: column names and their cells, in the shape a recipient data
 * row has, so the mapping rules and mappedPackValues read a client as they read a CSV row.
 */
export const xplanClientRow = (
  data: XplanClientData['data'],
): { fieldNames: string[]; cells: string[] } => {
  const values: Record<string, string> = { ...glueOf(data) };
  values['client.name'] = xplanClientName(data.client);
  const contacts = data['Contact' satisfies XplanFragment] ?? [];
  for (const [kind, value] of Object.entries(contactValues(contacts)))
    values[`contact.${kind}`] = value;
  const fieldNames = Object.keys(values).map((k) => `${XPLAN_COLUMN_PREFIX}${k}`);
  return { fieldNames, cells: Object.values(values) };
};

/** A mapping source as update_document_mapping takes it: a recipient data key, or the integration. */
export const mappingSourceInputSchema = z.union([
  z.string().min(1).max(100),
  z.object({ recipient_data_key: z.string().min(1).max(100) }),
  z.object({ integration_id: z.literal(XPLAN_SOURCE_KEY) }),
]);

/** POST /app/integrations/xplan/prefill_document: fill a pack in setup from one client. */
export const prefillDocumentSchema = z.object({
  document_key: z.string().min(1).max(100),
  client_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]),
  integration_configuration_id: z.string().min(1).max(100).optional(),
  /** true: answer what would be filled and write nothing. */
  preview: z.boolean().default(false),
});
export type PrefillDocumentRequest = z.infer<typeof prefillDocumentSchema>;

/** What a prefill fills (the preview) or filled. */
export type XplanPrefill = {
  client: { entity_id: number; name: string };
  data_fields: { custom_id: string; value: string }[];
  signatories: { role: string; name?: string; email?: string; mobile_number?: string }[];
  subject?: string;
  message?: string;
  document_name?: string;
  /** §5 mapping rules on this client's values ('Not a valid email address in linked data', …). */
  problems: string[];
};

export const XPLAN_PREFILL_MESSAGES = {
  noMapping:
    "This document's template has no mapping from XPLAN client data. Configure its mapping with XPLAN client as the source.",
  mayNotPrefill: 'You are not allowed to use client data.',
  prefilled: (name: string) => `Filled in from ${name}.`,
} as const;

/** The audit record's text (issue 17): exact. */
export const xplanPrefillAuditText = (clientId: number): string =>
  `prefilled from XPLAN client ${clientId}`;
