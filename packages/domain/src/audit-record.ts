import { z } from 'zod';
import { isTeamMember, type Actor, type DocumentFacts } from './document-access.ts';
import type { DocumentStatus } from './document.ts';
import { MESSAGES } from './messages.ts';

/**
 * The audit trail of a pack (spec §3 Audit record, §6, §7): append-only and hash-chained. Each
 * record's `hash` is SHA-256 over the previous record's hash and this record's canonical form,
 * so changing, removing or reordering any record breaks every hash after it.
 */

/** What happened, in the order a pack usually lives through them. */
export const AUDIT_EVENTS = [
  'created',
  'sent',
  'delivered',
  'opened',
  'terms_accepted',
  'link_generated',
  'code_sent',
  'code_verified',
  'code_failed',
  'code_locked',
  'field_signed',
  'note_added',
  'note_changed',
  'note_removed',
  'signatory_details_updated',
  'signed',
  'sign_later',
  'rejected',
  'excluded',
  'reverted',
  'completed',
  'sealed',
  'seal_level_reduced',
  'final_sent',
  'final_viewed',
  'final_downloaded',
  'downloaded',
  'reminder_sent',
  'signing_expired',
  // Issue 17: the pack was filed in, moved between or taken out of folders of the tree.
  'filed',
  // Issue 17: the pack was filled in from a client of an integration ('prefilled from XPLAN client {id}').
  'prefilled',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const AUDIT_EVENT_LABELS: Record<AuditEvent, string> = {
  created: 'Document created',
  sent: 'Signature requests sent',
  delivered: 'Signature request delivered',
  opened: 'Document opened',
  terms_accepted: 'Terms accepted',
  link_generated: 'Signing link generated',
  code_sent: 'Verification code sent',
  code_verified: 'Verification code confirmed',
  code_failed: 'Wrong verification code entered',
  code_locked: 'Verification locked after too many wrong codes',
  field_signed: 'Field signed',
  note_added: 'Note added',
  note_changed: 'Note changed',
  note_removed: 'Note removed',
  signatory_details_updated: "Signer's details corrected",
  signed: 'Signed',
  sign_later: 'Chose to sign later',
  rejected: 'Rejected',
  excluded: 'Signer excluded',
  reverted: 'Reverted to setup',
  completed: 'Completed',
  sealed: 'Signed PDF sealed',
  seal_level_reduced: 'Seal kept below the configured PAdES level',
  final_sent: 'Final documents sent',
  final_viewed: 'Signed copy viewed',
  final_downloaded: 'Signed copy downloaded',
  downloaded: 'Document downloaded',
  reminder_sent: 'Reminder sent',
  signing_expired: 'Signing deadline passed',
  filed: 'Filed in a folder',
  prefilled: 'Filled in from client data',
};

/** A record's event as people read it; an event this version does not know is shown as stored. */
export const auditEventLabel = (event: string): string =>
  (AUDIT_EVENT_LABELS as Record<string, string>)[event] ?? event;

export const AUDIT_MESSAGES = {
  notVisibleInSetup: 'The audit trail is available once signatures have been requested.',
  invalidSince: 'since must be an ISO 8601 date and time, e.g. 2026-01-31T12:00:00Z.',
} as const;

/** §9: the document view polls the audit trail this often. */
export const AUDIT_TRAIL_POLL_MS = 30_000;
/** `audit_document_opened_event` records one 'opened' per person and document in this window. */
export const AUDIT_OPENED_THROTTLE_MS = 10 * 60_000;

/** The previous hash of a chain's first record. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** One record as stored and as GET /app/audit_trail/{key} answers it (times ISO 8601 UTC). */
export const auditRecordSchema = z.object({
  id: z.string(),
  document_key: z.string(),
  seq: z.number().int().positive(),
  event: z.string(),
  child_document_key: z.string().nullable(),
  actor_user_key: z.string().nullable(),
  actor_signatory_uuid: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  date_created: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** What the hash covers: everything but the two hashes, with the time as a Date or ISO string. */
export type AuditRecordContent = Omit<AuditRecord, 'prev_hash' | 'hash' | 'date_created'> & {
  date_created: string | Date;
};

/** The fields in the order the canonical form lists them; a new field goes at the end. */
const HASHED_FIELDS = [
  'id',
  'document_key',
  'seq',
  'event',
  'child_document_key',
  'actor_user_key',
  'actor_signatory_uuid',
  'actor_name',
  'actor_email',
  'ip_address',
  'user_agent',
  'details',
  'date_created',
] as const satisfies readonly (keyof AuditRecordContent)[];

/** JSON with object keys sorted at every depth and undefined members left out (as jsonb keeps them). */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

/** The record's canonical form: fixed key order, the time as ISO 8601 UTC with milliseconds. */
export const canonicalAuditRecord = (record: AuditRecordContent): string => {
  const parts = HASHED_FIELDS.map((field) => {
    const value =
      field === 'date_created'
        ? new Date(record.date_created).toISOString()
        : field === 'details'
          ? record.details
          : (record[field] ?? null);
    return `${JSON.stringify(field)}:${canonicalJson(value)}`;
  });
  return `{${parts.join(',')}}`;
};

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** What a record's hash is the SHA-256 of: the previous hash and the record's canonical form. */
export const auditHashInput = (prevHash: string, record: AuditRecordContent): string =>
  `${prevHash}\n${canonicalAuditRecord(record)}`;

/** SHA-256 (hex) of auditHashInput; Web Crypto, so browser and Node agree. */
export const auditHash = async (prevHash: string, record: AuditRecordContent): Promise<string> => {
  const bytes = new TextEncoder().encode(auditHashInput(prevHash, record));
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', bytes));
};

/**
 * Checks a whole chain, given in seq order from 1: each record must follow the one before (seq,
 * prev_hash) and carry its own hash. Answers the seq of the first record that breaks it, or null.
 */
export const verifyAuditChain = async (records: readonly AuditRecord[]): Promise<number | null> => {
  let prevHash = AUDIT_GENESIS_HASH;
  for (const [index, record] of records.entries()) {
    const expectedSeq = index + 1;
    if (record.seq !== expectedSeq || record.prev_hash !== prevHash) return expectedSeq;
    if (record.hash !== (await auditHash(prevHash, record))) return expectedSeq;
    prevHash = record.hash;
  }
  return null;
};

/**
 * §6: the audit trail is visible to team members once the pack has left setup. Signers and copy
 * recipients are not team members and do not see it through this door (the sealed PDF carries it
 * when include_audit_trail_in_signed_documents); signer access, if ever wanted, belongs here.
 */
export const auditTrailRefusal = (
  pack: DocumentFacts,
  actor: Actor,
): { status: 403; message: string } | null => {
  if (!isTeamMember(pack, actor)) return { status: 403, message: MESSAGES.notAuthorized };
  if (!isAuditTrailOpen(pack.status))
    return { status: 403, message: AUDIT_MESSAGES.notVisibleInSetup };
  return null;
};

export const canViewAuditTrail = (pack: DocumentFacts, actor: Actor): boolean =>
  auditTrailRefusal(pack, actor) === null;

/**
 * A pack in setup is still being prepared: its trail is not shown, and opening it is editing,
 * not an event worth recording.
 */
export const isAuditTrailOpen = (status: DocumentStatus): boolean => status !== 'setup';

/** Whether an 'opened' is worth recording, given when the same person last opened the document. */
export const isOpenedEventDue = (lastOpened: Date | null, now: Date): boolean =>
  lastOpened === null || now.getTime() - lastOpened.getTime() >= AUDIT_OPENED_THROTTLE_MS;

/** GET /app/audit_trail/{key}?since: records created at or after `since` (the client merges by seq). */
export const auditTrailQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.invalidSince }).optional(),
});
