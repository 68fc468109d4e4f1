import { beforeAll, describe, expect, it } from 'vitest';
import { EMBED_MESSAGES, SESSION_COOKIE, SIGNER_XSRF_COOKIE } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { embedOrigins } from '../../db/schema.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { issueSigningToken } from '../signing-requests/signing-token-repository.ts';
import { withFrameAncestors } from '../../plugins/framing.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
const PARTNER = 'http://127.0.0.1:3756';

beforeAll(async () => {
  k = await signingKit(t);
  await t.ctx.db.insert(embedOrigins).values({ account_key: k.annAccount, origin: PARTNER });
});

const frameAncestorsOf = (r: { headers: Record<string, unknown> }) =>
  /frame-ancestors ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1];

const tokenFor = (packKey: string, uuid: string) =>
  t.ctx.db.transaction((tx: Db) =>
    issueSigningToken(tx, {
      documentKey: packKey,
      signatoryUuid: uuid,
      type: 'email',
      createdBy: null,
    }),
  );

const entry = (packKey: string, uuid: string, token: string, parent: string) =>
  t.app.inject({
    method: 'GET',
    url: `/embed/documents/${packKey}/switch_user/${uuid}?${new URLSearchParams({ session_token: token, parent_origin: parent })}`,
  });

describe('frame-ancestors on every response', () => {
  it("is 'none' (and X-Frame-Options DENY) for the web app and the API", async () => {
    for (const url of ['/', '/app/user', '/post_sign_logout']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(frameAncestorsOf(r), url).toBe("'none'");
      expect(r.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('replaces only that directive in the policy helmet wrote', () => {
    expect(
      withFrameAncestors(
        "default-src 'self';frame-ancestors 'none';img-src data:",
        'https://a.example',
      ),
    ).toBe("default-src 'self';img-src data:;frame-ancestors https://a.example");
  });
});

describe('GET /embed/documents/{key}', () => {
  it('serves the web app framable by the one allowed origin it was opened for', async () => {
    const p = await k.pack();
    const r = await t.app.inject({
      method: 'GET',
      url: `/embed/documents/${p.key}?parent_origin=${encodeURIComponent(PARTNER)}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(frameAncestorsOf(r)).toBe(PARTNER);
    expect(r.headers['x-frame-options']).toBeUndefined();
  });

  it("refuses, framable by nobody, for another origin, no origin, or another workspace's pack", async () => {
    const p = await k.pack();
    // Bob's workspace allows nothing: Ann's partner cannot frame his packs.
    const bobs = await seedPack(t.ctx, {
      createdBy: k.bob.user_key,
      accountKey: k.bobAccount,
      status: 'awaiting_signatures',
      signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
      children: [{ fields: [] }],
    });
    for (const url of [
      `/embed/documents/${p.key}?parent_origin=${encodeURIComponent('http://localhost:3756')}`,
      `/embed/documents/${bobs.key}?parent_origin=${encodeURIComponent(PARTNER)}`,
      `/embed/documents/${p.key}`,
      `/embed/documents/unknown-key?parent_origin=${encodeURIComponent(PARTNER)}`,
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(403);
      expect(r.body).toContain(EMBED_MESSAGES.frameRefused);
      expect(frameAncestorsOf(r)).toBe("'none'");
    }
  });
});

describe('GET /embed/documents/{key}/switch_user/{uuid}', () => {
  it('opens the signer session in partitioned cookies and lands on the framed page', async () => {
    const p = await k.pack();
    const r = await entry(p.key, p.sam, await tokenFor(p.key, p.sam), PARTNER);
    expect(r.statusCode, r.body).toBe(302);
    expect(r.headers.location).toBe(
      `/embed/documents/${p.key}?parent_origin=${encodeURIComponent(PARTNER)}#documents/${p.key}`,
    );
    const setCookies = ([] as string[]).concat(r.headers['set-cookie'] as string[]);
    for (const name of [SESSION_COOKIE, SIGNER_XSRF_COOKIE]) {
      const cookie = setCookies.find((c) => c.startsWith(`${name}=`))!;
      expect(cookie, name).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=None/);
      expect(cookie).toMatch(/; Partitioned/);
    }
    // The session works for the signer's calls (the web app sends the readable xsrf cookie).
    const session = r.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const me = await t.app.inject({
      method: 'GET',
      url: '/app/user',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a non-allowed origin before the link is used', async () => {
    const p = await k.pack();
    const token = await tokenFor(p.key, p.sam);
    const refused = await entry(p.key, p.sam, token, 'https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(frameAncestorsOf(refused)).toBe("'none'");
    expect(refused.cookies).toHaveLength(0);
    expect((await entry(p.key, p.sam, token, PARTNER)).statusCode).toBe(302);
  });

  it('shows a dead link inside the frame, without a session', async () => {
    const p = await k.pack();
    const r = await entry(p.key, p.sam, 'not-a-token', PARTNER);
    expect(r.statusCode).toBe(410);
    expect(frameAncestorsOf(r)).toBe(PARTNER);
    expect(r.cookies).toHaveLength(0);
  });
});

describe('GET /post_sign_logout?is_embedded=true', () => {
  const leave = (query: Record<string, string>, cookies: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/post_sign_logout?${new URLSearchParams(query)}`,
      cookies,
    });

  it("sends the frame to the embedded post-signing page, not the pack's post-signing URL", async () => {
    const p = await k.pack();
    const opened = await entry(p.key, p.sam, await tokenFor(p.key, p.sam), PARTNER);
    const cookie = (name: string) => opened.cookies.find((c) => c.name === name)!.value;
    const r = await leave(
      {
        document_key: p.key,
        signatory_key: p.sam,
        is_rejected: 'true',
        is_embedded: 'true',
        parent_origin: PARTNER,
      },
      {
        [SESSION_COOKIE]: cookie(SESSION_COOKIE),
        [SIGNER_XSRF_COOKIE]: cookie(SIGNER_XSRF_COOKIE),
      },
    );
    expect(r.statusCode).toBe(302);
    const location = new URL(r.headers.location as string, 'http://x');
    expect(location.pathname).toBe(`/embed/documents/${p.key}`);
    expect(location.searchParams.get('parent_origin')).toBe(PARTNER);
    const hash = new URLSearchParams(location.hash.split('?')[1]);
    expect(location.hash.startsWith('#post_sign?')).toBe(true);
    expect(hash.get('is_rejected')).toBe('true');
    expect(hash.get('signatory_key')).toBe(p.sam);
    // Both the partitioned pair and the plain pair are cleared; the session is over.
    const cleared = ([] as string[])
      .concat(r.headers['set-cookie'] as string[])
      .filter((c) => c.startsWith(`${SESSION_COOKIE}=;`));
    expect(cleared.some((c) => c.includes('Partitioned'))).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/app/user',
      cookies: { [SESSION_COOKIE]: cookie(SESSION_COOKIE) },
    });
    expect(me.statusCode).toBe(401);
  });

  it("gives Quire's own page for an origin the workspace does not allow", async () => {
    const p = await k.pack();
    const r = await leave(
      { document_key: p.key, is_embedded: 'true', parent_origin: 'https://evil.example' },
      {},
    );
    expect(r.headers.location).toMatch(/^\/#post_sign/);
  });
});
