import { beforeAll, describe, expect, it } from 'vitest';
import { EMBED_MESSAGES, MAX_EMBED_ORIGINS, MESSAGES } from '@quire/domain';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, setPermissions } from '../../../test/seed-documents.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
const EMBEDDING = { document_permissions: { can_use_embedded_forms: true } };

beforeAll(async () => {
  cast = await seedCast(t, 'Embed team');
  await setPermissions(t.ctx, cast.ann.user_account_key, EMBEDDING);
});

const list = (session: Session, account: string) =>
  call(t.app, 'GET', `/app/accounts/${account}/embed_origins`, { session });
const add = (session: Session, account: string, origin: unknown) =>
  call(t.app, 'POST', `/app/accounts/${account}/add_embed_origin`, {
    session,
    body: { data: { origin } },
  });
const remove = (session: Session, account: string, origin: string) =>
  call(t.app, 'POST', `/app/accounts/${account}/remove_embed_origin`, {
    session,
    body: { data: { origin } },
  });
const origins = (r: Awaited<ReturnType<typeof list>>) =>
  (r.data.embed_origins as { origin: string }[]).map((o) => o.origin);

describe('a workspace’s allowed embedding origins', () => {
  it('lets an admin with can_use_embedded_forms add one, stored as the browser reports it', async () => {
    expect(origins(await list(cast.ann, cast.annAccount))).toEqual([]);
    const r = await add(cast.ann, cast.annAccount, ' HTTPS://Portal.Example.com:443/ ');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.message).toBe(EMBED_MESSAGES.originAdded);
    expect(origins(r)).toEqual(['https://portal.example.com']);
    expect(r.data.can_manage).toBe(true);
  });

  it('refuses an origin that is not one, or one already there, with the reason', async () => {
    for (const bad of ['portal.example.com', 'https://x.example/path', 'https://*.example', 42]) {
      const r = await add(cast.ann, cast.annAccount, bad);
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.data.message).toBe(EMBED_MESSAGES.originInvalid);
    }
    const again = await add(cast.ann, cast.annAccount, 'https://portal.example.com');
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toBe(EMBED_MESSAGES.originExists);
  });

  it(`keeps at most ${MAX_EMBED_ORIGINS}, with nothing half-written past it`, async () => {
    const team = cast.teamAccount;
    // Ann created the team: she is its admin; the flag is per membership.
    const teamMembership = (
      (await call(t.app, 'GET', '/app/user/user_accounts', { session: cast.ann })).data
        .user_accounts as { key: string; account_key: string }[]
    ).find((m) => m.account_key === team)!;
    await setPermissions(t.ctx, teamMembership.key, EMBEDDING);
    for (let i = 0; i < MAX_EMBED_ORIGINS; i++)
      expect((await add(cast.ann, team, `https://site${i}.example`)).statusCode).toBe(200);
    const over = await add(cast.ann, team, 'https://one-too-many.example');
    expect(over.statusCode).toBe(400);
    expect(over.data.message).toBe(EMBED_MESSAGES.tooManyOrigins);
    expect(origins(await list(cast.ann, team))).toHaveLength(MAX_EMBED_ORIGINS);
  });

  it('removes one, and says so when it was not there', async () => {
    await add(cast.ann, cast.annAccount, 'https://staging.example.com');
    const r = await remove(cast.ann, cast.annAccount, 'https://staging.example.com');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.message).toBe(EMBED_MESSAGES.originRemoved);
    expect(origins(r)).toEqual(['https://portal.example.com']);
    const gone = await remove(cast.ann, cast.annAccount, 'https://staging.example.com');
    expect(gone.statusCode).toBe(404);
    expect(gone.data.message).toBe(EMBED_MESSAGES.originUnknown);
  });

  it('shows a member the list but lets only admins change it', async () => {
    const seen = await list(cast.carol, cast.teamAccount);
    expect(seen.statusCode).toBe(200);
    expect(seen.data.can_manage).toBe(false);
    const carolSession = { ...cast.carol, user_account_key: cast.carolMembership };
    const r = await add(carolSession, cast.teamAccount, 'https://carol.example');
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(EMBED_MESSAGES.notAdmin);
  });

  it('refuses an admin whose membership lacks can_use_embedded_forms (the default)', async () => {
    const r = await add(cast.bob, cast.bobAccount, 'https://bob.example');
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(MESSAGES.notAuthorized);
    expect((await list(cast.bob, cast.bobAccount)).data.can_manage).toBe(false);
  });

  it("answers 404 for another workspace's list, whatever is asked", async () => {
    for (const r of [
      await list(cast.bob, cast.annAccount),
      await add(cast.bob, cast.annAccount, 'https://bob.example'),
      await remove(cast.bob, cast.annAccount, 'https://portal.example.com'),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.workspaceNotFound);
    }
    expect(origins(await list(cast.ann, cast.annAccount))).toEqual(['https://portal.example.com']);
  });
});
