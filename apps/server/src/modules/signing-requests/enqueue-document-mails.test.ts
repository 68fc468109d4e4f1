import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_REQUEST_MESSAGES } from '@quire/domain';
import { call } from '../../../test/test-app.ts';
import { revokeSigningTokens } from './signing-token-repository.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';

let s: SigningTestApp;
beforeAll(async () => {
  s = await startSigningTestApp();
});
afterAll(async () => {
  await s?.close();
});

const enqueue = (session: object, key: string) =>
  call(s.t.app, 'POST', `/app/documents/${key}/enqueue_document_mails`, {
    session: session as never,
    body: {},
  });

describe('enqueue_document_mails (§7)', () => {
  it('asks again whoever is due and has no live request, and nobody twice', async () => {
    const { f } = s;
    const pack = await f.readyPack([{ name: 'Lou', email: 'lou@example.com' }]);
    const refusedInSetup = await enqueue(s.ann, pack.key);
    expect([refusedInSetup.statusCode, refusedInSetup.data.message]).toEqual([
      409,
      SIGNING_REQUEST_MESSAGES.onlyWhileAwaiting,
    ]);
    expect((await f.request(pack.key)).statusCode).toBe(200);
    const first = await f.mailedLink('lou@example.com');

    // Nothing is due while the first request's link is live.
    const again = await enqueue(s.ann, pack.key);
    expect(again.data).toEqual({ success: true, message: SIGNING_REQUEST_MESSAGES.mailsQueued });
    await s.runSendJob(pack.key);
    expect(await s.mailsTo('lou@example.com')).toHaveLength(1);

    // Once that link no longer works (expired, revoked), the queued round sends a new one.
    await revokeSigningTokens(s.t.ctx.db, pack.key);
    expect((await enqueue(s.ann, pack.key)).statusCode).toBe(200);
    await s.waitUntil(async () => (await s.mailsTo('lou@example.com')).length === 2);
    await s.runSendJob(pack.key);
    expect(await s.mailsTo('lou@example.com')).toHaveLength(2);
    expect((await f.open(first.path)).response.statusCode).toBe(410);

    expect((await enqueue(s.bob, pack.key)).statusCode).toBe(404);
  });
});
