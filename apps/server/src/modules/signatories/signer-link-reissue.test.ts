import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATORY_MESSAGES } from '@quire/domain';
import { auditRecords } from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { startSigningTestApp, type SigningTestApp } from '../signing-requests/signing-test-app.ts';

let s: SigningTestApp;
beforeAll(async () => {
  s = await startSigningTestApp();
});
afterAll(async () => {
  await s?.close();
});

const update = (key: string, signatory: Record<string, unknown>) =>
  call(s.t.app, 'POST', `/app/documents/${key}/update_signatory_details`, {
    session: s.ann,
    body: { signatory },
  });
const viewAs = (cookie: string, key: string) =>
  s.t.app.inject({ method: 'GET', url: `/app/documents/${key}`, ...s.f.withCookie(cookie) });

describe('correcting a signer after sending (§7 update_signatory_details)', () => {
  it('revokes the old link (410), ends its session, and mails a new one that works', async () => {
    const { f } = s;
    const pack = await f.readyPack(
      [
        { name: 'Mia', email: 'mia.typo@example.com' },
        { name: 'Ned', email: 'ned@example.com' },
      ],
      true,
    );
    const [mia, ned] = pack.signatoryUuids as [string, string];
    expect((await f.request(pack.key)).statusCode).toBe(200);
    const old = await f.mailedLink('mia.typo@example.com');
    const opened = await f.open(old.path);
    expect(opened.response.statusCode).toBe(302);
    expect((await viewAs(opened.cookie!, pack.key)).statusCode).toBe(200);

    const r = await update(pack.key, { uuid: mia, email: 'mia@example.com' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.message).toBe(SIGNATORY_MESSAGES.signatoryDetailsUpdatedNewLink);

    expect((await f.open(old.path)).response.statusCode).toBe(410);
    expect((await viewAs(opened.cookie!, pack.key)).statusCode).toBe(401);
    expect((await f.signatoryRow(mia)).user_key).toBeNull();

    const fresh = await f.mailedLink('mia@example.com');
    expect(fresh.uuid).toBe(mia);
    expect(fresh.token).not.toBe(old.token);
    const reopened = await f.open(fresh.path);
    expect(reopened.response.statusCode).toBe(302);
    expect((await viewAs(reopened.cookie!, pack.key)).statusCode).toBe(200);
    // The old session stays ended even though the new holder signs in as the same signer.
    expect((await viewAs(opened.cookie!, pack.key)).statusCode).toBe(401);

    // A name-only correction sends nothing; Ned, not yet due in order, is asked in his turn.
    const named = await update(pack.key, { uuid: mia, name: 'Mia Moss' });
    expect(named.data.message).toBe(SIGNATORY_MESSAGES.signatoryDetailsUpdated);
    const nedFixed = await update(pack.key, { uuid: ned, email: 'ned.new@example.com' });
    expect(nedFixed.data.message).toBe(SIGNATORY_MESSAGES.signatoryDetailsUpdated);
    expect(await s.mailsTo('mia@example.com')).toHaveLength(1);
    expect(await s.mailsTo('ned.new@example.com')).toHaveLength(0);
    expect((await f.open(fresh.path)).response.statusCode).toBe(302);

    const records = await s.t.ctx.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.document_key, pack.key));
    const corrections = records.filter((x) => x.event === 'signatory_details_updated');
    expect(corrections.map((x) => x.details)).toEqual([
      { signatory_uuid: mia, changed: ['email'], new_link_sent: true },
      { signatory_uuid: mia, changed: ['name'], new_link_sent: false },
      { signatory_uuid: ned, changed: ['email'], new_link_sent: false },
    ]);
  });
});
