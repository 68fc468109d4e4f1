import {
  STATUS_MESSAGES,
  blockingChecks,
  documentSearchText,
  isPhoneNumberError,
  normalisePhoneNumber,
  type MappedPackValues,
} from '@quire/domain';
import type { signatories } from '../../db/schema.ts';
import type { PackSources } from '../documents/load-pack-sources.ts';
import type { PackRows } from '../documents/document-copy-rows.ts';
import type { DataFieldRow, SignatoryRow } from '../documents/document-repository.ts';
import { blockingSnapshot } from '../request-signatures/blocking-snapshot.ts';
import type { PackContents } from '../request-signatures/request-signatures-repository.ts';

type Person = { name?: string; email?: string; mobile_number?: string };

/** A mapped person as a signatory's (or copy recipient's) columns: only what the row gives. */
const person = (p: Person, dialing: string) => {
  const set: Partial<typeof signatories.$inferInsert> = {};
  if (p.name !== undefined) set.name = p.name;
  if (p.email !== undefined) set.email = p.email.trim().toLowerCase() || null;
  if (p.mobile_number !== undefined) {
    const n = p.mobile_number.trim() ? normalisePhoneNumber(p.mobile_number, dialing) : null;
    set.mobile_number = n && !isPhoneNumberError(n) ? n.e164 : null;
    if (n && !isPhoneNumberError(n)) set.dialing_code = n.dialing_code;
  }
  return set;
};

/**
 * Writes a row's values into its pack's rows before they are inserted: wording, fields by
 * custom_id, signers by role, copy recipients by the template's, and the search text the list
 * finds the pack by (its name, documents and the people as filled in).
 */
export const fillPackRows = (
  sources: PackSources,
  rows: PackRows,
  v: MappedPackValues,
  dialing: string,
): void => {
  const pack = rows.pack!;
  if (v.subject !== undefined) pack.subject = v.subject;
  if (v.message !== undefined) pack.message = v.message;
  for (const field of rows.fields)
    if (field.custom_id && v.data_fields[field.custom_id] !== undefined)
      field.data = v.data_fields[field.custom_id]!;
  for (const [role, p] of Object.entries(v.signatories))
    for (const s of rows.signatories) if (s.role === role) Object.assign(s, person(p, dialing));
  // The copy's copy recipients are the template's, in the same order.
  for (const [templateUuid, p] of Object.entries(v.cc_recipients)) {
    const r =
      rows.entities.recipients[
        sources.entities.recipients.findIndex((c) => c.uuid === templateUuid)
      ];
    const { name, email, mobile_number } = person(p, dialing);
    if (r) Object.assign(r, dropUndefined({ name, email, mobile_number }));
  }
  pack.search_text = documentSearchText({
    name: pack.document_name,
    childNames: rows.children.map((c) => c.document_name),
    signatories: rows.signatories.map((s) => ({ name: s.name ?? null, email: s.email ?? null })),
  });
};

const dropUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * create_and_send: what update_document would refuse the request with (a document still
 * converting, else the first §5 blocking check), or null. The rows are whole: each is a template
 * row spread with the copy's changes, so they read as the pack would from the database.
 */
export const sendRefusal = (rows: PackRows, dialing: string): string | null => {
  if (rows.children.some((c) => c.conversion_state !== 'done'))
    return STATUS_MESSAGES.stillConverting;
  const contents: Omit<PackContents, 'children'> = {
    signatories: rows.signatories as SignatoryRow[],
    fields: rows.fields as DataFieldRow[],
    rules: rows.entities.rules as PackContents['rules'],
    attributes: rows.entities.attributes as PackContents['attributes'],
  };
  const failures = blockingChecks(
    blockingSnapshot(
      { flags: rows.pack!.flags ?? {}, document_name: rows.pack!.document_name },
      contents,
      dialing,
    ),
  );
  return failures[0]?.message ?? null;
};

/** §4 setup → awaiting_signatures on the rows, as markAwaitingSignatures does on a stored pack. */
export const markRowsSent = (rows: PackRows): void => {
  const sent = { status: 'awaiting_signatures' as const, date_updated: new Date() };
  Object.assign(rows.pack!, sent, { status_detail: null, date_completed: null });
  for (const c of rows.children) Object.assign(c, sent);
  for (const s of rows.signatories) Object.assign(s, sent);
};
