import { HEADERS } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { seedCast, seedPack } from '../../../test/seed-documents.ts';
import { call, useTestApp } from '../../../test/test-app.ts';

/**
 * Requests the browser makes by itself (page images, download links) carry the session cookie but
 * no user_account_key header. They are judged by the caller's membership of the document's own
 * workspace, so a team document's pages load while another workspace is the default; a request
 * that names a workspace is judged in that workspace, and strangers still learn nothing.
 */
describe('documents reached without naming a workspace', () => {
  const t = useTestApp();

  const setUp = async () => {
    const cast = await seedCast(t, 'Archer & Co');
    const pack = await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.teamAccount,
      name: 'Team lease',
    });
    return { ...cast, pack };
  };

  it('judges a cookie-only request by the membership of the document’s workspace', async () => {
    const { ann, pack } = await setUp();
    // Ann's default workspace is her personal one; the pack is the team's.
    const view = await call(t.app, 'GET', `/app/documents/${pack.key}`, { session: ann });
    expect(view.statusCode).toBe(200);
    const download = await call(t.app, 'GET', `/app/serve/${pack.key}`, { session: ann });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  });

  it('judges a request that names a workspace in that workspace', async () => {
    const { ann, pack } = await setUp();
    const named = await call(t.app, 'GET', `/app/documents/${pack.key}`, {
      session: ann,
      headers: { [HEADERS.userAccountKey]: ann.user_account_key },
    });
    expect(named.statusCode).toBe(404);
  });

  it('tells a stranger nothing either way', async () => {
    const { bob, pack } = await setUp();
    const variants: Record<string, string>[] = [
      {},
      { [HEADERS.userAccountKey]: bob.user_account_key },
    ];
    for (const headers of variants) {
      const r = await call(t.app, 'GET', `/app/serve/${pack.key}`, { session: bob, headers });
      expect(r.statusCode).toBe(404);
    }
  });
});
