// @postgres: records appended at once keep one chain; the trigger refuses edits.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH, verifyAuditChain } from '@quire/domain';
import { auditRecords } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { accountKeyOf, seedPack } from '../../../test/seed-documents.ts';
import { appendAuditRecord, newChainRecords } from './append-audit-record.ts';
import { databaseNow } from './audit-record-repository.ts';
import { findAuditRecords, toAuditRecord } from './audit-record-repository.ts';
import { withRequestOrigin } from './request-origin.ts';

const t = useTestApp();
let ann: Session;
let annAccount: string;

const newPack = async () =>
  (
    await seedPack(t.ctx, {
      createdBy: ann.user_key,
      accountKey: annAccount,
      status: 'awaiting_signatures',
    })
  ).key;
const chainOf = async (packKey: string) =>
  (await findAuditRecords(t.ctx.db, packKey)).map(toAuditRecord);
const append = (packKey: string, details: Record<string, unknown> = {}) =>
  t.ctx.db.transaction((tx) =>
    appendAuditRecord(tx, {
      document_key: packKey,
      event: 'field_signed',
      actor: { signatory_uuid: 'sig-1', name: 'Sid Signer', email: 'sid@example.com' },
      details,
    }),
  );

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  annAccount = await accountKeyOf(t.ctx, ann);
});

describe('appending to the audit trail', () => {
  it('chains many appends: seq 1..n, each prev_hash the hash before, all verified', async () => {
    const packKey = await newPack();
    for (let i = 0; i < 40; i++) await append(packKey, { i, nested: { b: [i], a: 'x' } });
    const records = await chainOf(packKey);
    expect(records.map((r) => r.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(records[0]!.prev_hash).toBe(AUDIT_GENESIS_HASH);
    for (let i = 1; i < records.length; i++)
      expect(records[i]!.prev_hash).toBe(records[i - 1]!.hash);
    expect(await verifyAuditChain(records)).toBeNull();
    // Times never go backwards along the chain.
    const times = records.map((r) => Date.parse(r.date_created));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('keeps one chain per pack', async () => {
    const [a, b] = [await newPack(), await newPack()];
    await append(a);
    await append(b);
    await append(a);
    expect((await chainOf(a)).map((r) => r.seq)).toEqual([1, 2]);
    expect((await chainOf(b)).map((r) => r.seq)).toEqual([1]);
  });

  it('gives twenty concurrent appends seq 1..20 and a valid chain', async () => {
    const packKey = await newPack();
    const appended = await Promise.all(
      Array.from({ length: 20 }, (_, i) => append(packKey, { i })),
    );
    expect(appended.map((a) => a.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const records = await chainOf(packKey);
    expect(records).toHaveLength(20);
    expect(await verifyAuditChain(records)).toBeNull();
  });

  it('commits a record only with its transaction', async () => {
    const packKey = await newPack();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await appendAuditRecord(tx, { document_key: packKey, event: 'sent', actor: {} });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await chainOf(packKey)).toEqual([]);
  });

  it('records the origin it is given, or the request being served', async () => {
    const packKey = await newPack();
    await withRequestOrigin({ ip_address: '203.0.113.9', user_agent: 'Agent/1' }, () =>
      append(packKey),
    );
    const [record] = await chainOf(packKey);
    expect(record).toMatchObject({ ip_address: '203.0.113.9', user_agent: 'Agent/1' });
    expect(record).toMatchObject({ actor_signatory_uuid: 'sig-1', actor_name: 'Sid Signer' });
  });

  it('writes a new pack its whole chain at once, which auditHash verifies and appends continue', async () => {
    const packKey = await newPack();
    const actor = { user_key: ann.user_key, name: 'Ann Archer', email: 'ann@example.com' };
    await t.ctx.db.transaction(async (tx) => {
      const rows = newChainRecords(
        [
          {
            document_key: packKey,
            event: 'created',
            actor,
            details: { document_name: 'Ünïcode ✓' },
          },
          { document_key: packKey, event: 'sent', actor },
        ],
        await databaseNow(tx),
      );
      await tx.insert(auditRecords).values(rows);
    });
    await append(packKey);
    const chain = await chainOf(packKey);
    expect(chain.map((r) => [r.seq, r.event])).toEqual([
      [1, 'created'],
      [2, 'sent'],
      [3, 'field_signed'],
    ]);
    expect(chain[0]!.prev_hash).toBe(AUDIT_GENESIS_HASH);
    expect(await verifyAuditChain(chain)).toBeNull();
  });

  it('refuses to append to a key that is not a pack', async () => {
    const child = (await seedPack(t.ctx, { createdBy: ann.user_key, accountKey: annAccount }))
      .childKeys[0]!;
    await expect(append(child)).rejects.toThrow(/not a pack/);
    await expect(append('no-such-pack')).rejects.toThrow(/not a pack/);
  });
});

describe('tampering', () => {
  it('refuses to update a record (the table trigger)', async () => {
    const packKey = await newPack();
    await append(packKey);
    await expect(
      t.ctx.db
        .update(auditRecords)
        .set({ ip_address: '198.51.100.1' })
        .where(eq(auditRecords.document_key, packKey)),
    ).rejects.toMatchObject({ cause: { message: 'audit records are append-only' } });
    expect((await chainOf(packKey))[0]!.ip_address).toBeNull();
  });

  it('refuses to delete a record (the table trigger)', async () => {
    const packKey = await newPack();
    await append(packKey);
    await expect(
      t.ctx.db.delete(auditRecords).where(eq(auditRecords.document_key, packKey)),
    ).rejects.toMatchObject({ cause: { message: 'audit records are append-only' } });
    expect(await chainOf(packKey)).toHaveLength(1);
  });

  it('reports a chain with a record removed behind the triggers as not valid', async () => {
    const packKey = await newPack();
    for (let i = 0; i < 3; i++) await append(packKey, { i });
    const second = (await chainOf(packKey))[1]!;
    // A database owner can switch the trigger off; the hash chain still gives it away.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_records disable trigger audit_records_no_update`);
      await tx.delete(auditRecords).where(eq(auditRecords.id, second.id));
      await tx.execute(sql`alter table audit_records enable trigger audit_records_no_update`);
    });
    const r = await call(t.app, 'GET', `/app/audit_trail/${packKey}`, { session: ann });
    expect(r.statusCode).toBe(200);
    expect(r.data.chain_valid).toBe(false);
    expect(await verifyAuditChain(await chainOf(packKey))).toBe(2);
  });
});
