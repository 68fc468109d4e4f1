// @postgres: submissions at once on the locked pack: one wins, none half-written.
import { SIGNING_MESSAGES } from '@quire/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealDocumentJob } from '../../jobs/seal-document.job.ts';
import { sendSignatureRequestsJob } from '../../jobs/send-signature-requests.job.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signingKit } from './signing-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const SEAL = sealDocumentJob.name;
const NOTIFY = sendSignatureRequestsJob.name;

describe('add_update_signatory while signing (§4, §5, §7)', () => {
  it('refuses signing a pack in setup', async () => {
    const p = await k.pack({ status: 'setup' });
    const r = await k.submit(k.ann, p.key, { uuid: p.sam, update_status_to: 'complete' });
    expect(r.statusCode).toBe(409);
    expect((await k.signatoryRow(p.sam)).status).toBe('setup');
  });

  it("refuses someone else's field and changes nothing", async () => {
    const p = await k.pack();
    const r = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_text'), data: 'mine' },
        { uuid: p.field('tia_sig'), data: 'x' },
      ],
    });
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(SIGNING_MESSAGES.notYourField);
    expect(await k.auditEvents(p.key)).not.toContain('field_signed');
  });

  it('refuses acting as another signatory', async () => {
    const p = await k.pack();
    const r = await k.submit(k.sam, p.key, { uuid: p.tia, update_status_to: 'complete' });
    expect(r.statusCode).toBe(403);
  });

  it('refuses signing out of turn with sequential signing', async () => {
    const p = await k.pack({ sequential: true });
    const r = await k.submit(k.tia, p.key, {
      uuid: p.tia,
      data_fields: [{ uuid: p.field('tia_sig'), data: 'Tia' }],
      update_status_to: 'complete',
    });
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(SIGNING_MESSAGES.notYourTurn);
  });

  it('refuses completing with incomplete fields, with the spec message', async () => {
    const p = await k.pack();
    const r = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: p.field('sam_sig'), data: 'Sam' }],
      update_status_to: 'complete',
    });
    expect(r.statusCode).toBe(400);
    expect(r.data.message).toBe(
      'There are still incomplete fields. Please fill out all fields that are assigned to you.',
    );
    expect((await k.signatoryRow(p.sam)).status).toBe('awaiting_signatures');
  });

  it('saves progress without completing', async () => {
    const p = await k.pack();
    const r = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [{ uuid: p.field('sam_text'), data: 'draft' }],
    });
    expect(r.statusCode).toBe(200);
    expect((await k.signatoryRow(p.sam)).status).toBe('awaiting_signatures');
    expect(await k.auditEvents(p.key)).toEqual(['field_signed']);
  });

  it('rejects the whole pack with the default reason, then refuses any signing', async () => {
    const p = await k.pack();
    const r = await k.submit(k.sam, p.key, { uuid: p.sam, update_status_to: 'rejected' });
    expect(r.statusCode).toBe(200);
    expect((await k.packRow(p.key)).status).toBe('rejected');
    expect((await k.signatoryRow(p.sam)).rejection_reason).toBe(
      'Rejection reason not specified. Please contact the signer for further details.',
    );
    expect(await k.auditEvents(p.key)).toEqual(['rejected']);
    const after = await k.submit(k.tia, p.key, {
      uuid: p.tia,
      data_fields: [{ uuid: p.field('tia_sig'), data: 'Tia' }],
      update_status_to: 'complete',
    });
    expect(after.statusCode).toBe(409);
    const again = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      update_status_to: 'rejected',
      rejection_reason: 'second thoughts',
    });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('Unable to reject document');
  });

  it('completes a sequential two-signer pack, queuing the seal job once', async () => {
    const p = await k.pack({ sequential: true });
    const first = await k.submit(k.sam, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'hello' },
      ],
      update_status_to: 'complete',
    });
    expect(first.statusCode).toBe(200);
    expect((await k.signatoryRow(p.sam)).date_signed).not.toBeNull();
    expect((await k.packRow(p.key)).status).toBe('awaiting_signatures');
    expect((await k.jobCount(NOTIFY, p.key)).n).toBe(1);
    expect((await k.jobCount(SEAL, p.key)).n).toBe(0);
    const second = await k.submit(k.tia, p.key, {
      uuid: p.tia,
      data_fields: [{ uuid: p.field('tia_sig'), data: 'Tia' }],
      update_status_to: 'complete',
    });
    expect(second.statusCode).toBe(200);
    const pack = await k.packRow(p.key);
    expect(pack.status).toBe('complete');
    expect(pack.date_completed).not.toBeNull();
    for (const child of p.childKeys) expect((await k.packRow(child)).status).toBe('complete');
    expect((await k.jobCount(SEAL, p.key)).n).toBe(1);
    expect(await k.auditEvents(p.key)).toEqual([
      'field_signed',
      'field_signed',
      'signed',
      'field_signed',
      'signed',
      'completed',
    ]);
  });

  it('treats twenty identical concurrent submissions as one', async () => {
    const p = await k.pack({ sequential: true });
    const samBody = {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'hello' },
      ],
      update_status_to: 'complete',
    };
    const firstRound = await Promise.all(
      Array.from({ length: 20 }, () => k.submit(k.sam, p.key, samBody)),
    );
    expect(firstRound.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(firstRound.map((r) => JSON.stringify(r.data))).size).toBe(1);
    expect((await k.jobCount(NOTIFY, p.key)).n).toBe(1);

    const tiaBody = {
      uuid: p.tia,
      data_fields: [{ uuid: p.field('tia_sig'), data: 'Tia' }],
      update_status_to: 'complete',
    };
    const secondRound = await Promise.all(
      Array.from({ length: 20 }, () => k.submit(k.tia, p.key, tiaBody)),
    );
    expect(secondRound.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const events = await k.auditEvents(p.key);
    expect(events.filter((e) => e === 'signed')).toHaveLength(2);
    expect(events.filter((e) => e === 'completed')).toHaveLength(1);
    expect((await k.jobCount(SEAL, p.key)).n).toBe(1);
    expect((await k.jobCount(NOTIFY, p.key)).n).toBe(1);
  });

  it('answers 404 to a user of another workspace', async () => {
    const p = await k.pack();
    const r = await k.submit(k.bob, p.key, { uuid: p.sam, update_status_to: 'complete' });
    expect(r.statusCode).toBe(404);
  });
});
