import { and, eq } from 'drizzle-orm';
import { MARKED_COMPLETE_REASON, MESSAGES, STATUS_MESSAGES } from '@quire/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, notifications } from '../../db/schema.ts';
import { sealDocumentJob } from '../../jobs/seal-document.job.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { setPermissions } from '../../../test/seed-documents.ts';
import { signingKit } from './signing-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const SEAL = sealDocumentJob.name;

const markComplete = (session: Session, key: string, data: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/app/documents/${key}/update_document`, {
    session,
    body: { data: { update_status_to: 'complete', ...data } },
  });

const excludedRecords = async (key: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.document_key, key), eq(auditRecords.event, 'excluded')))
  ).map((r) => r.details);

describe('mark as complete (update_document update_status_to complete)', () => {
  it('excludes whoever has not signed, completes the pack and queues the seal once', async () => {
    const p = await k.pack();
    const signed = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'x' },
      ],
      update_status_to: 'complete',
    });
    expect(signed.statusCode).toBe(200);

    const r = await markComplete(k.ann, p.key);
    expect(r.statusCode).toBe(200);
    expect(r.data).toMatchObject({
      success: true,
      message: STATUS_MESSAGES.markedComplete,
      status: 'complete',
      date_updated: expect.any(String),
    });
    expect((await k.signatoryRow(p.sam)).status).toBe('complete');
    expect((await k.signatoryRow(p.tia)).status).toBe('excluded');
    expect((await k.packRow(p.key)).status).toBe('complete');
    for (const child of p.childKeys) expect((await k.packRow(child)).status).toBe('complete');
    expect((await k.auditEvents(p.key)).slice(-2)).toEqual(['excluded', 'completed']);
    expect(await excludedRecords(p.key)).toEqual([
      { signatory_uuid: p.tia, name: 'Tia Second', reason: MARKED_COMPLETE_REASON },
    ]);
    expect((await k.jobCount(SEAL, p.key)).n).toBe(1);
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.related_key, p.key));
    expect(notices.map((n) => n.message)).toContain('Seeded pack is complete');

    // Done once: a second ask is refused and queues nothing more.
    const again = await markComplete(k.ann, p.key);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe(STATUS_MESSAGES.completeOnlyWhileSigning);
    expect((await k.jobCount(SEAL, p.key)).n).toBe(1);
  });

  it('excludes every signer still waiting, whatever the order', async () => {
    const p = await k.pack({ sequential: true });
    expect((await markComplete(k.ann, p.key)).statusCode).toBe(200);
    expect((await excludedRecords(p.key)).map((d) => d.signatory_uuid)).toEqual([p.sam, p.tia]);
    expect((await k.packRow(p.key)).status).toBe('complete');
    expect((await k.jobCount(SEAL, p.key)).n).toBe(1);
  });

  it('is refused outside awaiting_signatures', async () => {
    const setup = await k.pack({ status: 'setup' });
    const r = await markComplete(k.ann, setup.key);
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(STATUS_MESSAGES.completeOnlyWhileSigning);

    const rejected = await k.pack();
    await k.submit(k.sam, rejected.key, { uuid: rejected.sam, update_status_to: 'rejected' });
    expect((await markComplete(k.ann, rejected.key)).statusCode).toBe(409);
    expect((await k.packRow(rejected.key)).status).toBe('rejected');
    expect((await k.signatoryRow(rejected.tia)).status).toBe('awaiting_signatures');
  });

  it('needs can_mark_document_as_complete and the team; another workspace gets 404', async () => {
    const p = await k.pack();
    const unchanged = async () => {
      expect((await k.packRow(p.key)).status).toBe('awaiting_signatures');
      expect((await k.signatoryRow(p.tia)).status).toBe('awaiting_signatures');
      expect(await k.auditEvents(p.key)).toEqual([]);
      expect((await k.jobCount(SEAL, p.key)).n).toBe(0);
    };
    const stranger = await markComplete(k.bob, p.key);
    expect(stranger.statusCode).toBe(404);
    await unchanged();

    // A signer sees the pack but is not of its team.
    const signer = await markComplete(k.sam, p.key);
    expect(signer.statusCode).toBe(403);
    expect(signer.data.message).toBe(MESSAGES.notAuthorized);
    await unchanged();

    await setPermissions(t.ctx, k.ann.user_account_key, {
      document_permissions: { can_mark_document_as_complete: false },
    });
    try {
      const owner = await markComplete(k.ann, p.key);
      expect(owner.statusCode).toBe(403);
      await unchanged();
    } finally {
      await setPermissions(t.ctx, k.ann.user_account_key, {});
    }
  });

  it('is a status change on its own', async () => {
    const p = await k.pack();
    const r = await markComplete(k.ann, p.key, { document_name: 'Renamed' });
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(STATUS_MESSAGES.statusChangeAlone);
    expect((await k.packRow(p.key)).status).toBe('awaiting_signatures');
  });
});
