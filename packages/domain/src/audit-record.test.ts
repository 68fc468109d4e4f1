import { describe, expect, it } from 'vitest';
import {
  AUDIT_EVENTS,
  AUDIT_EVENT_LABELS,
  AUDIT_GENESIS_HASH,
  AUDIT_MESSAGES,
  auditEventLabel,
  auditHash,
  auditTrailQuerySchema,
  auditTrailRefusal,
  canonicalAuditRecord,
  canonicalJson,
  isOpenedEventDue,
  verifyAuditChain,
  type AuditRecord,
  type AuditRecordContent,
} from './audit-record.ts';
import type { Actor, DocumentFacts } from './document-access.ts';
import { MESSAGES } from './messages.ts';
import { DEFAULT_PERMISSIONS } from './permissions.ts';

const content = (seq: number, over: Partial<AuditRecordContent> = {}): AuditRecordContent => ({
  id: `r${seq}`,
  document_key: 'pack-1',
  seq,
  event: 'opened',
  child_document_key: null,
  actor_user_key: 'ann',
  actor_signatory_uuid: null,
  actor_name: 'Ann',
  actor_email: 'ann@example.com',
  ip_address: '203.0.113.7',
  user_agent: 'Test',
  details: { b: 1, a: { d: [1, { z: true, y: null }], c: 'x' } },
  date_created: new Date(Date.UTC(2026, 0, 31, 12, 0, seq)),
  ...over,
});

/** A valid chain of `n` records, built the way the server appends them. */
const chain = async (n: number): Promise<AuditRecord[]> => {
  const records: AuditRecord[] = [];
  let prev = AUDIT_GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const c = content(seq);
    const hash = await auditHash(prev, c);
    records.push({
      ...c,
      date_created: new Date(c.date_created).toISOString(),
      prev_hash: prev,
      hash,
    });
    prev = hash;
  }
  return records;
};

describe('audit records', () => {
  it('labels every event', () => {
    for (const event of AUDIT_EVENTS) expect(AUDIT_EVENT_LABELS[event]).toMatch(/\S/);
    expect(auditEventLabel('field_signed')).toBe('Field signed');
    expect(auditEventLabel('some_future_event')).toBe('some_future_event');
  });

  it('serialises canonically: sorted keys at every depth, fixed field order, ISO UTC time', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }, null] })).toBe(
      '{"a":[{"d":2},null],"b":1}',
    );
    const text = canonicalAuditRecord(content(1));
    expect(text.startsWith('{"id":"r1","document_key":"pack-1","seq":1,"event":"opened"')).toBe(
      true,
    );
    expect(text).toContain('"details":{"a":{"c":"x","d":[1,{"y":null,"z":true}]},"b":1}');
    expect(text.endsWith('"date_created":"2026-01-31T12:00:01.000Z"}')).toBe(true);
    // The same instant given as a string in another offset serialises the same.
    expect(canonicalAuditRecord(content(1, { date_created: '2026-01-31T13:00:01+01:00' }))).toBe(
      text,
    );
    // Key order of the input does not matter.
    const reordered = {
      ...content(1),
      details: { a: { c: 'x', d: [1, { y: null, z: true }] }, b: 1 },
    };
    expect(canonicalAuditRecord(reordered)).toBe(text);
  });

  it('hashes SHA-256 over the previous hash and the canonical form', async () => {
    // Pinned: a change to the canonical form or the hash would orphan every stored chain.
    // (sha256 of the genesis hash, a newline and canonicalAuditRecord(content(1)), by node:crypto.)
    expect(await auditHash(AUDIT_GENESIS_HASH, content(1))).toBe(
      '9654f0e350d61a47739ffb01ff8041711f5f65eac910e2c121a541b249872b04',
    );
    expect(await auditHash('f'.repeat(64), content(1))).not.toBe(
      await auditHash(AUDIT_GENESIS_HASH, content(1)),
    );
    expect(AUDIT_GENESIS_HASH).toMatch(/^0{64}$/);
  });

  it('verifies an intact chain and finds the first broken record', async () => {
    const records = await chain(5);
    expect(await verifyAuditChain(records)).toBeNull();
    expect(await verifyAuditChain([])).toBeNull();

    const edited = records.map((r) => (r.seq === 3 ? { ...r, ip_address: '198.51.100.1' } : r));
    expect(await verifyAuditChain(edited)).toBe(3);

    const rehashed = [...records];
    rehashed[1] = { ...records[1]!, actor_name: 'Mallory' };
    rehashed[1].hash = await auditHash(rehashed[1].prev_hash, rehashed[1]);
    // Re-hashing the edited record only moves the break to the next one.
    expect(await verifyAuditChain(rehashed)).toBe(3);

    expect(await verifyAuditChain(records.filter((r) => r.seq !== 2))).toBe(2);
    expect(await verifyAuditChain([records[1]!, records[0]!, ...records.slice(2)])).toBe(1);
    expect(await verifyAuditChain(records.slice(1))).toBe(1);
  });
});

describe('the opened event', () => {
  it('is due the first time and again after ten minutes', () => {
    const at = new Date('2026-01-31T12:00:00Z');
    expect(isOpenedEventDue(null, at)).toBe(true);
    expect(isOpenedEventDue(at, new Date('2026-01-31T12:09:59Z'))).toBe(false);
    expect(isOpenedEventDue(at, new Date('2026-01-31T12:10:00Z'))).toBe(true);
  });
});

describe('audit trail visibility (§6)', () => {
  const pack = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
    account_key: 'acc',
    created_by: 'ann',
    document_type: 'document',
    status: 'awaiting_signatures',
    is_deleted: false,
    is_pack: true,
    visible_to_organisation: true,
    viewers: ['victor'],
    ...over,
  });
  const actor = (user_key: string, account_key: string | null): Actor => ({
    user_key,
    account_key,
    is_admin: false,
    permissions: DEFAULT_PERMISSIONS,
  });

  it('shows it to team members once the pack has left setup', () => {
    expect(auditTrailRefusal(pack(), actor('ann', null))).toBeNull();
    expect(auditTrailRefusal(pack({ status: 'complete' }), actor('carol', 'acc'))).toBeNull();
    expect(auditTrailRefusal(pack({ status: 'setup' }), actor('ann', 'acc'))).toEqual({
      status: 403,
      message: AUDIT_MESSAGES.notVisibleInSetup,
    });
  });

  it('refuses whoever is not a team member, viewers included', () => {
    expect(auditTrailRefusal(pack(), actor('victor', 'other'))).toEqual({
      status: 403,
      message: MESSAGES.notAuthorized,
    });
  });

  it('accepts an ISO 8601 since and refuses anything else with its message', () => {
    expect(auditTrailQuerySchema.parse({ since: '2026-01-31T12:00:00.123Z' }).since).toBe(
      '2026-01-31T12:00:00.123Z',
    );
    expect(auditTrailQuerySchema.parse({}).since).toBeUndefined();
    const bad = auditTrailQuerySchema.safeParse({ since: 'yesterday' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(AUDIT_MESSAGES.invalidSince);
  });
});
