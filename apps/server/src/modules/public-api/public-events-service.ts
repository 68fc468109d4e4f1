import { z } from 'zod';
import {
  MESSAGES,
  PUBLIC_API_PAGE_SIZE_DEFAULT,
  auditActorContact,
  auditEventLabel,
  type PublicEvent,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { getAuditTrail } from '../audit-trail/audit-trail-service.ts';
import type { Page } from './public-documents-service.ts';

const seqCursor = z.object({ s: z.number().int().nonnegative() });

const encodeSeq = (seq: number) => Buffer.from(JSON.stringify({ s: seq })).toString('base64url');

const decodeSeq = (text: string): number | null => {
  try {
    const parsed = seqCursor.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success ? parsed.data.s : null;
  } catch {
    return null;
  }
};

/**
 * GET /api/v1/documents/{key}/events: the pack's audit records, oldest first, a page at a time
 * (the cursor is the last record's place in the chain, which only ever grows at the end, so a
 * page once read never shifts). Who may read them is the audit trail's own rule.
 */
export const listPublicEvents = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<PublicEvent>> => {
  const after = query.cursor ? decodeSeq(query.cursor) : 0;
  if (after === null) throw badRequest(MESSAGES.invalidCursor);
  const limit = query.limit ?? PUBLIC_API_PAGE_SIZE_DEFAULT;
  const { audit_records: records } = await getAuditTrail(ctx, auth, key, undefined);
  const rest = records.filter((r) => r.seq > after);
  const page = rest.slice(0, limit);
  return {
    data: page.map((r) => ({
      id: r.id,
      seq: r.seq,
      event: r.event,
      label: auditEventLabel(r.event),
      actor_name: r.actor_name,
      actor_contact: auditActorContact(r),
      ip_address: r.ip_address,
      user_agent: r.user_agent,
      details: r.details,
      created_at: r.date_created,
    })),
    next_cursor: rest.length > limit ? encodeSeq(page.at(-1)!.seq) : null,
  };
};
