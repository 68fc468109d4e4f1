import { and, eq } from 'drizzle-orm';
import { HEADERS, SIGNING_MESSAGES } from '@quire/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataFields, notifications, userAccounts } from '../../db/schema.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { signingKit } from './signing-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

/**
 * A pack of Ann's team workspace, awaiting Sam then Tia, shown to Carol (a member of that team)
 * and to Bob (who is not): only the team hears of its progress.
 */
const teamPack = async (flags: Record<string, boolean> = {}) => {
  const seeded = await seedPack(t.ctx, {
    createdBy: k.ann.user_key,
    accountKey: k.teamAccount,
    name: 'Lease',
    status: 'awaiting_signatures',
    viewers: [k.carol.user_key, k.bob.user_key],
    flags,
    signatories: [
      { name: 'Sam Signer', email: k.sam.email_address },
      { name: 'Tia Second', email: k.tia.email_address },
    ],
    children: [
      {
        name: 'Schedule A',
        fields: [
          { type: 'signature', custom_id: 'sam_sig', signatory: 0 },
          { type: 'signature', custom_id: 'tia_sig', signatory: 1, y: 300 },
        ],
      },
    ],
  });
  const rows = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, seeded.childKeys[0]!));
  const field = (customId: string) => rows.find((r) => r.custom_id === customId)!.uuid;
  return { ...seeded, sam: seeded.signatoryUuids[0]!, tia: seeded.signatoryUuids[1]!, field };
};

type TeamPack = Awaited<ReturnType<typeof teamPack>>;

const sign = (p: TeamPack, who: 'sam' | 'tia') =>
  k.submit(who === 'sam' ? k.sam : k.tia, p.key, {
    uuid: p[who],
    data_fields: [{ uuid: p.field(`${who}_sig`), data: who }],
    update_status_to: 'complete',
  });

/** Every notification about the pack, as "user: message", oldest first. */
const noticesOf = async (packKey: string) => {
  const names = new Map([
    [k.ann.user_key, 'ann'],
    [k.carol.user_key, 'carol'],
    [k.bob.user_key, 'bob'],
    [k.sam.user_key, 'sam'],
    [k.tia.user_key, 'tia'],
  ]);
  const rows = await t.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.related_key, packKey))
    .orderBy(notifications.date_created);
  return rows.map((r) => `${names.get(r.user_key)}: ${r.message}`).sort();
};

describe('in-app notifications of signing (issue 5)', () => {
  it('tells the creator and the team viewers who signed, and that the pack completed', async () => {
    const p = await teamPack();
    expect((await sign(p, 'sam')).statusCode).toBe(200);
    expect(await noticesOf(p.key)).toEqual([
      'ann: Sam Signer signed Lease',
      'carol: Sam Signer signed Lease',
    ]);

    expect((await sign(p, 'tia')).statusCode).toBe(200);
    expect(await noticesOf(p.key)).toEqual([
      'ann: Lease is complete',
      'ann: Sam Signer signed Lease',
      'ann: Tia Second signed Lease',
      'carol: Lease is complete',
      'carol: Sam Signer signed Lease',
      'carol: Tia Second signed Lease',
    ]);
    const [one] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.related_key, p.key));
    expect(one).toMatchObject({
      url: `#documents/${p.key}`,
      related_key: p.key,
      related_key_type: 'Document',
      read: false,
    });
    // Ann's bell shows them through the notifications route.
    const feed = await call(t.app, 'GET', '/app/notifications', { session: k.ann });
    expect(feed.data.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Lease is complete' })]),
    );
  });

  it('writes once per event when the same submission is retried', async () => {
    const p = await teamPack();
    const [first, again] = await Promise.all([sign(p, 'sam'), sign(p, 'sam')]);
    expect(first.data).toEqual(again.data);
    expect((await sign(p, 'sam')).statusCode).toBe(200);
    expect(await noticesOf(p.key)).toEqual([
      'ann: Sam Signer signed Lease',
      'carol: Sam Signer signed Lease',
    ]);
  });

  it('reports a rejection with its reason (the spec default when empty), once', async () => {
    const p = await teamPack();
    const reject = () =>
      k.submit(k.tia, p.key, { uuid: p.tia, update_status_to: 'rejected', rejection_reason: '' });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(200);
    const text = `Tia Second rejected Lease: ${SIGNING_MESSAGES.defaultRejectionReason}`;
    expect(await noticesOf(p.key)).toEqual([`ann: ${text}`, `carol: ${text}`]);
  });

  it('names the one document a signer rejected', async () => {
    const p = await teamPack({ can_reject_individual_documents: true });
    const url = `/app/documents/${p.childKeys[0]}/reject_child_document/${p.sam}`;
    const r = await call(t.app, 'POST', url, {
      session: k.sam,
      body: { rejection_reason: 'Wrong address' },
    });
    expect(r.statusCode).toBe(200);
    expect((await call(t.app, 'POST', url, { session: k.sam, body: {} })).statusCode).toBe(200);
    expect(await noticesOf(p.key)).toEqual([
      'ann: Sam Signer rejected Schedule A: Wrong address',
      'carol: Sam Signer rejected Schedule A: Wrong address',
    ]);
  });

  it('reports the completion an exclusion brings about', async () => {
    const p = await teamPack();
    await sign(p, 'sam');
    // Ann acts in the team workspace that owns the pack.
    const [membership] = await t.ctx.db
      .select({ key: userAccounts.key })
      .from(userAccounts)
      .where(
        and(eq(userAccounts.user_key, k.ann.user_key), eq(userAccounts.account_key, k.teamAccount)),
      );
    const r = await call(t.app, 'POST', `/app/documents/${p.key}/exclude_signatory`, {
      session: k.ann,
      headers: { [HEADERS.userAccountKey]: membership!.key },
      body: { data: { uuid: p.tia } },
    });
    expect(r.statusCode).toBe(200);
    expect(await noticesOf(p.key)).toContain('carol: Lease is complete');
  });

  it('writes nothing for a refused submission or for another workspace', async () => {
    const p = await teamPack({ sequential_signing: true });
    // Out of turn (409), as another signatory (403), from another workspace (404).
    expect((await sign(p, 'tia')).statusCode).toBe(409);
    const asSam = await k.submit(k.sam, p.key, {
      uuid: p.tia,
      data_fields: [],
      update_status_to: 'complete',
    });
    expect(asSam.statusCode).toBe(403);
    expect(await noticesOf(p.key)).toEqual([]);
    // Bob sees the team pack (a viewer); Ann's own pack is another workspace's to him.
    const own = await k.pack();
    const stranger = await k.submit(k.bob, own.key, {
      uuid: own.sam,
      data_fields: [{ uuid: own.field('sam_sig'), data: 'x' }],
      update_status_to: 'complete',
    });
    expect(stranger.statusCode).toBe(404);
    expect(await noticesOf(own.key)).toEqual([]);
  });

  it('does not tell the creator what they did themselves', async () => {
    const p = await k.ownPack();
    const r = await k.submit(k.ann, p.key, {
      uuid: p.ann,
      data_fields: [{ uuid: p.field, data: 'Ann' }],
      update_status_to: 'complete',
    });
    expect(r.statusCode).toBe(200);
    expect(await noticesOf(p.key)).toEqual(['ann: Own pack is complete']);
  });
});
