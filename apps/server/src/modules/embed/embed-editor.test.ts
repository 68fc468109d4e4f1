import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMBED_EDITOR_MESSAGES,
  EMBED_EDITOR_XSRF_COOKIE,
  EMBED_MESSAGES,
  HEADERS,
  MESSAGES,
  SESSION_COOKIE,
} from '@quire/domain';
import { embedOrigins } from '../../db/schema.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newKey } from '../../lib/ids.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { api, newApiKey } from '../public-api/public-api-test-kit.ts';

const t = useTestApp();
const PARTNER = 'http://127.0.0.1:3716';
let cast: Awaited<ReturnType<typeof seedCast>>;
let token: string;

const frameAncestorsOf = (r: { headers: Record<string, unknown> }) =>
  /frame-ancestors ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1];

const newPack = (accountKey = cast.annAccount, createdBy = cast.ann.user_key) =>
  seedPack(t.ctx, { createdBy, accountKey, children: [{ fields: [] }, { fields: [] }] });

const mint = (packKey: string, parentOrigin: string = PARTNER, credential: string | null = token) =>
  api(t, 'POST', `/api/v1/documents/${packKey}/embedded_editor`, credential, {
    body: { parent_origin: parentOrigin },
  });

const open = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

/** Mints and opens an editor for `packKey`: the frame's cookies, as the browser keeps them. */
const openEditor = async (packKey: string) => {
  const minted = await mint(packKey);
  expect(minted.statusCode, minted.body).toBe(200);
  const r = await open((minted.data.embedded_editor as { url: string }).url);
  expect(r.statusCode, r.body).toBe(302);
  const cookie = (name: string) => r.cookies.find((c) => c.name === name)!.value;
  const session = cookie(SESSION_COOKIE);
  const xsrf = cookie(EMBED_EDITOR_XSRF_COOKIE);
  return (
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      cookies: { [SESSION_COOKIE]: session },
      headers: { [HEADERS.xsrfToken]: xsrf, ...headers },
      ...(body ? { payload: body } : {}),
    });
};

/** A stored page image of the pack's first child, as conversion leaves it: its serving URL. */
const pageImageOf = async (pack: { childKeys: string[] }, accountKey = cast.annAccount) => {
  const key = newKey();
  const objectKey = `pages/${key}.png`;
  const bytes = Buffer.from('page image');
  await t.ctx.blobStore.put(objectKey, bytes, 'image/png');
  await insertBlob(t.ctx.db, {
    key,
    storage: t.ctx.blobStore.kind,
    object_key: objectKey,
    content_type: 'image/png',
    size_bytes: bytes.length,
    filename: 'page-1.png',
    purpose: 'page_image',
    document_key: pack.childKeys[0]!,
    account_key: accountKey,
    created_by: cast.ann.user_key,
  });
  return `/app/serve_image/${key}`;
};

beforeAll(async () => {
  cast = await seedCast(t, 'Embedded editors');
  await setPermissions(t.ctx, cast.ann.user_account_key!, {
    document_permissions: { can_use_embedded_forms: true },
  });
  await t.ctx.db.insert(embedOrigins).values({ account_key: cast.annAccount, origin: PARTNER });
  token = (await newApiKey(t, cast.ann, cast.annAccount)).token;
});

describe('POST /api/v1/documents/{key}/embedded_editor', () => {
  it('answers a one-time URL for the pack and the allowed origin', async () => {
    const pack = await newPack();
    const r = await mint(pack.key);
    expect(r.statusCode, r.body).toBe(200);
    const minted = r.data.embedded_editor as Record<string, string>;
    const url = new URL(minted.url!);
    expect(url.pathname).toBe(`/embed/editor/${pack.key}/open`);
    expect(url.searchParams.get('parent_origin')).toBe(PARTNER);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const inMinutes = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;
    expect(inMinutes(minted.expires_at!)).toBeGreaterThan(4);
    expect(inMinutes(minted.expires_at!)).toBeLessThanOrEqual(5);
    expect(inMinutes(minted.session_expires_at!)).toBeGreaterThan(119);
  });

  it('refuses an origin the workspace does not allow', async () => {
    const pack = await newPack();
    for (const origin of ['https://evil.example', 'not an origin', 'http://localhost:3716']) {
      const r = await mint(pack.key, origin);
      expect(r.statusCode, origin).toBe(400);
      expect(r.data.message).toBe(EMBED_EDITOR_MESSAGES.originNotAllowed);
    }
  });

  it('needs can_use_embedded_forms, a credential, and a pack of the workspace', async () => {
    const pack = await newPack();
    // Bob's key: his workspace allows nothing and the pack is not his.
    const bobs = (await newApiKey(t, cast.bob, cast.bobAccount)).token;
    expect((await mint(pack.key, PARTNER, bobs)).statusCode).toBe(404);
    const bobPack = await newPack(cast.bobAccount, cast.bob.user_key);
    const refused = await mint(bobPack.key, PARTNER, bobs);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(MESSAGES.notAuthorized);
    expect((await mint(pack.key, PARTNER, null)).statusCode).toBe(401);
    // A child document is not a pack.
    expect((await mint(pack.childKeys[0]!)).statusCode).toBe(404);
    const template = await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.annAccount,
      documentType: 'template',
    });
    expect((await mint(template.key)).data.message).toBe(EMBED_EDITOR_MESSAGES.notADocument);
  });
});

describe('GET /embed/editor/{key}/open', () => {
  it('opens once: partitioned cookies, framable by the one origin, then the link is used up', async () => {
    const pack = await newPack();
    const url = ((await mint(pack.key)).data.embedded_editor as { url: string }).url;
    const first = await open(url);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(
      `/embed/editor/${pack.key}?parent_origin=${encodeURIComponent(PARTNER)}#documents/${pack.key}`,
    );
    expect(frameAncestorsOf(first)).toBe(PARTNER);
    const setCookies = ([] as string[]).concat(first.headers['set-cookie'] as string[]);
    for (const name of [SESSION_COOKIE, EMBED_EDITOR_XSRF_COOKIE]) {
      const cookie = setCookies.find((c) => c.startsWith(`${name}=`))!;
      expect(cookie, name).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=None/);
      expect(cookie).toMatch(/; Partitioned/);
    }
    const again = await open(url);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(EMBED_EDITOR_MESSAGES.linkUsed);
    expect(again.cookies).toHaveLength(0);
  });

  it('never lets the URL’s token act as a session token', async () => {
    const pack = await newPack();
    const url = new URL(((await mint(pack.key)).data.embedded_editor as { url: string }).url);
    const r = await t.app.inject({
      method: 'GET',
      url: `/app/documents/${pack.key}`,
      headers: { [HEADERS.sessionToken]: url.searchParams.get('token')! },
    });
    expect(r.statusCode).toBe(401);
  });

  it('is refused, framable by nobody, for another origin than the one it was minted for', async () => {
    await t.ctx.db
      .insert(embedOrigins)
      .values({ account_key: cast.annAccount, origin: 'https://staging.example' });
    const pack = await newPack();
    const url = new URL(((await mint(pack.key)).data.embedded_editor as { url: string }).url);
    url.searchParams.set('parent_origin', 'https://evil.example');
    const refused = await open(url.href);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(EMBED_MESSAGES.frameRefused);
    expect(frameAncestorsOf(refused)).toBe("'none'");
    // Allowed too, but not the origin it was minted for: the token does not open there.
    url.searchParams.set('parent_origin', 'https://staging.example');
    expect((await open(url.href)).statusCode).toBe(410);
  });

  it('serves the editor page framable by the allowed origin only', async () => {
    const pack = await newPack();
    const page = await t.app.inject({
      method: 'GET',
      url: `/embed/editor/${pack.key}?parent_origin=${encodeURIComponent(PARTNER)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(frameAncestorsOf(page)).toBe(PARTNER);
    const other = await t.app.inject({
      method: 'GET',
      url: `/embed/editor/${pack.key}?parent_origin=${encodeURIComponent('https://evil.example')}`,
    });
    expect(other.statusCode).toBe(403);
    expect(frameAncestorsOf(other)).toBe("'none'");
  });
});

describe('an embedded editor session', () => {
  it('edits its pack: reads it, adds a signatory, places a field, sends it', async () => {
    const pack = await newPack();
    const as = await openEditor(pack.key);
    const read = await as('GET', `/app/documents/${pack.key}`);
    expect(read.statusCode, read.body).toBe(200);
    const image = await pageImageOf(pack);
    expect((await as('GET', image)).statusCode).toBe(200);
    const uuid = randomUUID();
    const added = await as('POST', `/app/documents/${pack.key}/add_update_signatory`, {
      data: { uuid, name: 'Nia Newcomer', email: 'nia@example.com' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const field = await as('POST', `/app/documents/${pack.key}/add_update_data_field`, {
      data: [
        {
          uuid: randomUUID(),
          document_key: pack.childKeys[0],
          type: 'signature',
          signatory_uuid: uuid,
          required: true,
          page_index: 0,
          x: 72,
          y: 200,
          width: 200,
          height: 60,
        },
      ],
    });
    expect(field.statusCode, field.body).toBe(200);
    const pages = await as(
      'GET',
      `/app/documents/${pack.childKeys[1]}/get_blob_as_image?index_of_page=0`,
    );
    expect(pages.statusCode).toBe(200);
    const rules = await as('GET', `/app/notification_rules?entity_key=${pack.key}`);
    expect(rules.statusCode, rules.body).toBe(200);
    const me = await as('GET', '/app/user');
    expect(me.json().user_account_key).toBe(cast.ann.user_account_key);
    const sent = await as('POST', `/app/documents/${pack.key}/update_document`, {
      data: { update_status_to: 'awaiting_signatures' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('is refused every other route (403) and every other pack (404)', async () => {
    const pack = await newPack();
    const other = await newPack();
    const as = await openEditor(pack.key);
    for (const [method, url] of [
      ['GET', '/app/documents'],
      ['GET', `/app/documents/${pack.key}/delete_document`],
      ['GET', `/app/documents/${pack.key}/create_a_copy`],
      ['GET', `/app/documents/${pack.key}/api_details`],
      ['POST', `/app/accounts/${cast.annAccount}/add_embed_origin`],
      ['GET', '/app/api_keys/'],
      ['POST', '/app/user'],
    ] as const) {
      const r = await as(method, url, method === 'POST' ? { data: {} } : undefined);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().message, url).toBe(EMBED_EDITOR_MESSAGES.routeRefused);
    }
    const otherImage = await pageImageOf(other);
    for (const url of [
      otherImage,
      `/app/notification_rules?entity_key=${other.key}`,
      '/app/notification_rules',
      `/app/documents/${other.key}`,
      `/app/documents/${other.childKeys[0]}/get_blob_as_image?index_of_page=0`,
    ]) {
      const r = await as('GET', url);
      expect(r.statusCode, url).toBe(404);
    }
    const write = await as('POST', `/app/documents/${other.key}/add_update_signatory`, {
      data: { uuid: randomUUID(), name: 'Nope' },
    });
    expect(write.statusCode).toBe(404);
  });

  it('acts in the pack’s workspace whatever workspace the request names', async () => {
    const pack = await newPack();
    const as = await openEditor(pack.key);
    const team = await as('GET', '/app/user', undefined, {
      [HEADERS.userAccountKey]: cast.carolMembership,
    });
    expect(team.statusCode).toBe(200);
    expect(team.json().user_account_key).toBe(cast.ann.user_account_key);
  });

  it('needs the xsrf token of its cookie to change anything', async () => {
    const pack = await newPack();
    const as = await openEditor(pack.key);
    const r = await as(
      'POST',
      `/app/documents/${pack.key}/add_update_signatory`,
      { data: { uuid: randomUUID(), name: 'Forged' } },
      { [HEADERS.xsrfToken]: 'wrong' },
    );
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MESSAGES.xsrfInvalid);
  });
});
