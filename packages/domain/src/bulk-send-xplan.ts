import { z } from 'zod';
import type { DocumentMapping, MappedValue } from './bulk-send-contracts.ts';
import { isXplanColumn, XPLAN_COLUMN_PREFIX } from './xplan-mapping.ts';

/**
 * A bulk send whose recipients are XPLAN clients (issue 17 item 3, ADR 0060): the sender picks
 * clients of one of the workspace's XPLAN connections; at activation each becomes one row, and
 * the run reads that client's data when it makes the row's pack.
 */

/** A chosen client as the send stores and answers it. */
export const xplanClientChoiceSchema = z.strictObject({
  entity_id: z.number().int().positive().max(999_999_999_999),
  name: z.string().trim().max(300),
});
export type XplanClientChoice = z.infer<typeof xplanClientChoiceSchema>;

/** At most this many clients per send (the search adds them one at a time). */
export const XPLAN_SEND_MAX_CLIENTS = 500;

export const xplanClientsSchema = z
  .array(xplanClientChoiceSchema)
  .max(XPLAN_SEND_MAX_CLIENTS, {
    error: `At most ${XPLAN_SEND_MAX_CLIENTS} clients per bulk send.`,
  })
  .refine((list) => new Set(list.map((c) => c.entity_id)).size === list.length, {
    error: 'A client is chosen more than once.',
  });

/** The columns of a snapshotted row (the status CSV's headers): the client's id and name. */
export const XPLAN_SEND_ROW_FIELDS = [
  `${XPLAN_COLUMN_PREFIX}client.entity_id`,
  `${XPLAN_COLUMN_PREFIX}client.name`,
] as const;

/** A chosen client as a bulk send row's cells (XPLAN_SEND_ROW_FIELDS order). */
export const xplanSendRowCells = (client: XplanClientChoice): string[] => [
  String(client.entity_id),
  client.name,
];

/** The client a snapshotted row is about. */
export const xplanSendRowClientId = (cells: readonly string[]): number => Number(cells[0]);

export const XPLAN_BULK_SEND_MESSAGES = {
  oneSource: 'Choose either a client list or XPLAN clients, not both.',
} as const;

const columnsOf = (v: MappedValue | undefined): string[] => (v && 'column' in v ? [v.column] : []);

/**
 * The columns an XPLAN client offers, as activation judges a mapping against them: every XPLAN
 * column the mapping names (any client may have any of them; a client without one fails its own
 * row by the §5 mapping rules). Columns of a client list are not among them.
 */
export const xplanSendFieldNames = (mapping: DocumentMapping['mapping']): string[] => {
  const people = [...Object.values(mapping.signatories), ...Object.values(mapping.cc_recipients)];
  const all = [
    ...Object.values(mapping.data_fields).flatMap(columnsOf),
    ...people.flatMap((p) => [p.name, p.email, p.mobile_number].flatMap(columnsOf)),
    ...[mapping.subject, mapping.message, mapping.document_name].flatMap(columnsOf),
  ];
  return [...new Set(all.filter(isXplanColumn))];
};
