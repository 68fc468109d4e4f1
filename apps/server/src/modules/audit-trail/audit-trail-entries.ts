import { auditActorContact, auditCodeRoute, auditEventLabel } from '@quire/domain';
import type { AuditEntry } from '@quire/pdf/seal';
import type { AuditRecordRow } from './audit-record-repository.ts';

/**
 * The audit trail's lines as the printed trail shows them (the seal's pages and the public API's
 * download): who and how as the web timeline says it, never a signer's internal address.
 */
export const auditTrailEntries = (records: readonly AuditRecordRow[]): AuditEntry[] =>
  records.map((r) => ({
    time: r.date_created,
    event: [auditEventLabel(r.event), auditCodeRoute(r)].filter(Boolean).join(' '),
    actor: r.actor_name,
    email: auditActorContact(r),
    ip: r.ip_address,
    user_agent: r.user_agent,
  }));
