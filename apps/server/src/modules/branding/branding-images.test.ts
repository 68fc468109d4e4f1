import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_MESSAGES, MESSAGES } from '@quire/domain';
import { blobs, userAccounts } from '../../db/schema.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedCast, seedPack, setPermissions } from '../../../test/seed-documents.ts';
import { putBytes } from '../uploads/upload-test-helpers.ts';
import { inWorkspace, logo, saveTheme, themeOf, uploadThemeImage } from './branding-test-kit.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;
/** Ann's membership of the team workspace (her session selects her personal one). */
let annTeam: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  const [membership] = await t.ctx.db
    .select()
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.account_key, cast.teamAccount),
        eq(userAccounts.user_key, cast.ann.user_key),
      ),
    );
  annTeam = membership!.key;
});

const serve = (fileKey: string) =>
  t.app.inject({ method: 'GET', url: `/app/serve_image/${fileKey}` });

describe('theme images', () => {
  it('takes PNG, JPEG, GIF and WebP by their bytes, as blobs of the selected workspace', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      // The name says PNG each time: the bytes decide.
      const bytes = await logo(format);
      const r = await uploadThemeImage(t, cast.ann, annTeam, bytes, 'logo.png');
      expect(r.statusCode, r.body).toBe(200);
      const fileKey = r.data.file_key as string;
      expect(r.data.blob_url).toBe(`/app/serve_image/${fileKey}`);
      const [blob] = await t.ctx.db.select().from(blobs).where(eq(blobs.key, fileKey));
      expect(blob).toMatchObject({
        purpose: 'branding_image',
        content_type: type,
        account_key: cast.teamAccount,
      });
      // Served to anyone, no session: mail clients fetch it.
      const served = await serve(fileKey);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('public');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses what is not an image, or too large, and keeps nothing of it', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('<html><body>hi</body></html>'),
    ]) {
      const r = await uploadThemeImage(t, cast.ann, annTeam, bytes, 'logo.png');
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toBe(BRANDING_MESSAGES.notAnImage);
    }
    const early = await call(
      t.app,
      'GET',
      '/app/get_image_upload_url?filename=big.png&size=2.5',
      inWorkspace(cast.ann, annTeam),
    );
    expect(early.statusCode).toBe(400);
    expect(early.data.message).toBe(BRANDING_MESSAGES.imageTooLarge);
    // A PUT larger than the limit is cut off.
    const started = await call(
      t.app,
      'GET',
      '/app/get_image_upload_url?filename=big.png',
      inWorkspace(cast.ann, annTeam),
    );
    const big = Buffer.concat([await logo('png'), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await putBytes(t, started.data.url as string, big)).statusCode).toBe(400);
    const after = await call(t.app, 'POST', '/app/image_upload_success', {
      ...inWorkspace(cast.ann, annTeam),
      body: { file_key: started.data.file_key },
    });
    expect(after.statusCode).toBe(400);
    const kept = await t.ctx.db.select().from(blobs).where(eq(blobs.purpose, 'branding_image'));
    expect(kept).toHaveLength(4);
  });

  it('needs can_update_branding in the selected workspace, and a session', async () => {
    await setPermissions(t.ctx, cast.carolMembership, { can_update_branding: false });
    try {
      const r = await call(
        t.app,
        'GET',
        '/app/get_image_upload_url?filename=logo.png',
        inWorkspace(cast.carol, cast.carolMembership),
      );
      expect(r.statusCode).toBe(403);
      expect(r.data.message).toBe(MESSAGES.notAuthorized);
    } finally {
      await setPermissions(t.ctx, cast.carolMembership, {});
    }
    expect((await call(t.app, 'GET', '/app/get_image_upload_url?filename=a.png')).statusCode).toBe(
      401,
    );
    // Someone else's upload cannot be completed by Bob.
    const started = await call(
      t.app,
      'GET',
      '/app/get_image_upload_url?filename=logo.png',
      inWorkspace(cast.ann, annTeam),
    );
    await putBytes(t, started.data.url as string, await logo());
    const stolen = await call(t.app, 'POST', '/app/image_upload_success', {
      session: cast.bob,
      body: { file_key: started.data.file_key },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("lets a theme point only at this workspace's own uploads", async () => {
    const own = await uploadThemeImage(t, cast.ann, annTeam, await logo());
    const theirs = await uploadThemeImage(t, cast.bob, cast.bob.user_account_key, await logo());
    expect(theirs.statusCode).toBe(200);
    const created = await saveTheme(t, cast.ann, cast.teamAccount, 'new', {
      email_heading_image_file_key: own.data.file_key,
      page_heading_image_blob: own.data.file_key,
    });
    expect(created.statusCode, created.body).toBe(200);
    const theme = themeOf(created);
    expect(theme).toMatchObject({
      email_heading_image_file_key: own.data.file_key,
      email_heading_image_blob: own.data.file_key,
      email_heading_image_url: `/app/serve_image/${own.data.file_key as string}`,
      page_heading_image_blob: own.data.file_key,
      page_heading_image_url: `/app/serve_image/${own.data.file_key as string}`,
    });
    const foreign = await saveTheme(t, cast.ann, cast.teamAccount, theme.key, {
      email_heading_image_file_key: theirs.data.file_key,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.data.message).toBe(BRANDING_MESSAGES.imageNotFound);
    const removed = await saveTheme(t, cast.ann, cast.teamAccount, theme.key, {
      page_heading_image_blob: null,
    });
    expect(themeOf(removed)).toMatchObject({
      page_heading_image_blob: null,
      page_heading_image_url: null,
      email_heading_image_file_key: own.data.file_key,
    });
  });

  it('keeps page images private: no session or another workspace gets 404', async () => {
    const pack = await seedPack(t.ctx, {
      createdBy: cast.ann.user_key,
      accountKey: cast.annAccount,
      name: 'Private',
    });
    const pageKey = 'page-image-of-private';
    await t.ctx.blobStore.put('pages/private.png', await logo(), 'image/png');
    await t.ctx.db.insert(blobs).values({
      key: pageKey,
      storage: t.ctx.blobStore.kind,
      object_key: 'pages/private.png',
      content_type: 'image/png',
      size_bytes: 1,
      purpose: 'page_image',
      document_key: pack.childKeys[0]!,
      account_key: cast.annAccount,
    });
    expect((await serve(pageKey)).statusCode).toBe(401);
    const bob = await call(t.app, 'GET', `/app/serve_image/${pageKey}`, { session: cast.bob });
    expect(bob.statusCode).toBe(404);
    const ann = await call(t.app, 'GET', `/app/serve_image/${pageKey}`, { session: cast.ann });
    expect(ann.statusCode).toBe(200);
    expect(ann.headers['cache-control']).toContain('private');
    expect((await serve('no-such-image')).statusCode).toBe(401);
  });
});
