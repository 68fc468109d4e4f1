// @postgres: two defaults set at once leave one.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_MESSAGES, MESSAGES, type BrandingTheme } from '@quire/domain';
import { brandingThemes } from '../../db/schema.ts';
import { call, useTestApp } from '../../../test/test-app.ts';
import { seedCast, setPermissions } from '../../../test/seed-documents.ts';
import { saveTheme, themeOf } from './branding-test-kit.ts';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof seedCast>>;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
});

const list = async (session = cast.ann, account = cast.teamAccount) => {
  const r = await call(t.app, 'GET', `/app/accounts/${account}/branding/`, { session });
  expect(r.statusCode, r.body).toBe(200);
  return r.data.account_branding_themes as BrandingTheme[];
};

const liveDefaults = async (accountKey: string) =>
  t.ctx.db
    .select({ key: brandingThemes.key })
    .from(brandingThemes)
    .where(
      and(
        eq(brandingThemes.account_key, accountKey),
        eq(brandingThemes.default_theme, true),
        eq(brandingThemes.is_deleted, false),
      ),
    );

describe('branding themes', () => {
  it("creates with 'new', reads it back, and changes one field at a time", async () => {
    expect(await list()).toEqual([]);
    const created = await saveTheme(t, cast.ann, cast.teamAccount, 'new', {
      name: '  Acme blue ',
      email_button_colour: '#0AF',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.data.message).toBe(MESSAGES.themeUpdated);
    const theme = themeOf(created);
    expect(theme).toMatchObject({
      name: 'Acme blue',
      account_key: cast.teamAccount,
      default_theme: false,
      email_button_colour: '#00aaff',
      email_text_colour: null,
      email_heading_image_url: null,
    });

    const changed = await saveTheme(t, cast.ann, cast.teamAccount, theme.key, {
      email_text_colour: '#112233',
    });
    expect(themeOf(changed)).toMatchObject({
      name: 'Acme blue',
      email_button_colour: '#00aaff',
      email_text_colour: '#112233',
    });
    const reset = await saveTheme(t, cast.ann, cast.teamAccount, theme.key, {
      email_button_colour: null,
    });
    expect(themeOf(reset).email_button_colour).toBeNull();

    const one = await call(
      t.app,
      'GET',
      `/app/accounts/${cast.teamAccount}/branding/${theme.key}`,
      {
        session: cast.carol,
      },
    );
    expect(one.statusCode).toBe(200);
    expect((one.data.account_branding_theme as BrandingTheme).email_text_colour).toBe('#112233');
  });

  it('names a theme created without a name, and ignores fields it does not know', async () => {
    const r = await saveTheme(t, cast.ann, cast.teamAccount, 'new', { key: 'chosen', extra: 1 });
    expect(r.statusCode, r.body).toBe(200);
    expect(themeOf(r).name).toBe('New theme');
    expect(themeOf(r).key).not.toBe('chosen');
  });

  it('refuses bad colours, names and image keys with 400, changing nothing', async () => {
    const [theme] = await list();
    for (const data of [
      { email_button_colour: 'blue' },
      { email_background_colour: '#12345' },
      { email_text_colour: 'url(http://x)' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { default_theme: 'yes' },
      { email_heading_image_file_key: 'not-an-upload' },
      { page_heading_image_blob: 'not-an-upload' },
    ]) {
      const r = await saveTheme(t, cast.ann, cast.teamAccount, theme!.key, data);
      expect(r.statusCode, JSON.stringify(data)).toBe(400);
    }
    const bad = await saveTheme(t, cast.ann, cast.teamAccount, theme!.key, {
      email_heading_image_file_key: 'not-an-upload',
    });
    expect(bad.data.message).toBe(BRANDING_MESSAGES.imageNotFound);
    expect((await list()).find((x) => x.key === theme!.key)).toEqual(theme);
  });

  it('keeps one default: a new default replaces the old one; deleting it leaves none', async () => {
    const a = themeOf(
      await saveTheme(t, cast.ann, cast.teamAccount, 'new', { name: 'A', default_theme: true }),
    );
    expect(a.default_theme).toBe(true);
    const b = themeOf(await saveTheme(t, cast.ann, cast.teamAccount, 'new', { name: 'B' }));
    const made = await saveTheme(t, cast.ann, cast.teamAccount, b.key, { default_theme: true });
    expect(themeOf(made).default_theme).toBe(true);
    expect(await liveDefaults(cast.teamAccount)).toEqual([{ key: b.key }]);
    const themes = await list();
    expect(themes[0]!.key).toBe(b.key);
    expect(themes.find((x) => x.key === a.key)!.default_theme).toBe(false);

    const deleted = await saveTheme(t, cast.ann, cast.teamAccount, b.key, { delete: true });
    expect(deleted.statusCode).toBe(200);
    expect(await liveDefaults(cast.teamAccount)).toEqual([]);
    expect((await list()).map((x) => x.key)).not.toContain(b.key);
    const gone = await call(t.app, 'GET', `/app/accounts/${cast.teamAccount}/branding/${b.key}`, {
      session: cast.ann,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.data.message).toBe(BRANDING_MESSAGES.themeNotFound);
    expect(
      (await saveTheme(t, cast.ann, cast.teamAccount, b.key, { name: 'Back' })).statusCode,
    ).toBe(404);
  });

  it('lets two people set different defaults at once and still keeps one', async () => {
    const x = themeOf(await saveTheme(t, cast.ann, cast.teamAccount, 'new', { name: 'X' }));
    const y = themeOf(await saveTheme(t, cast.ann, cast.teamAccount, 'new', { name: 'Y' }));
    const answers = await Promise.all([
      saveTheme(t, cast.ann, cast.teamAccount, x.key, { default_theme: true }),
      saveTheme(t, cast.carol, cast.teamAccount, y.key, { default_theme: true }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await liveDefaults(cast.teamAccount)).toHaveLength(1);
  });

  it('needs can_update_branding to create, change or delete, but not to read', async () => {
    const [theme] = await list();
    await setPermissions(t.ctx, cast.carolMembership, { can_update_branding: false });
    try {
      for (const [key, data] of [
        ['new', { name: 'Nope' }],
        [theme!.key, { name: 'Nope' }],
        [theme!.key, { delete: true }],
      ] as const) {
        const r = await saveTheme(t, cast.carol, cast.teamAccount, key, data);
        expect(r.statusCode).toBe(403);
        expect(r.data.message).toBe(MESSAGES.notAuthorized);
      }
      expect((await list(cast.carol)).map((x) => x.key)).toContain(theme!.key);
      expect((await list()).find((x) => x.key === theme!.key)).toEqual(theme);
    } finally {
      await setPermissions(t.ctx, cast.carolMembership, {});
    }
  });

  it('needs can_set_default_theme only when a save touches which theme is the default', async () => {
    const current = (await list()).find((x) => x.default_theme)!;
    const other = themeOf(await saveTheme(t, cast.ann, cast.teamAccount, 'new', { name: 'Other' }));
    await setPermissions(t.ctx, cast.carolMembership, {
      user_profile_permissions: { can_set_default_theme: false },
    });
    try {
      for (const [key, data] of [
        [other.key, { default_theme: true }],
        [current.key, { default_theme: false }],
        [current.key, { delete: true }],
        ['new', { name: 'Z', default_theme: true }],
      ] as const) {
        const r = await saveTheme(t, cast.carol, cast.teamAccount, key, data);
        expect(r.statusCode, JSON.stringify(data)).toBe(403);
      }
      // Sending the flag unchanged (the whole theme back) and other changes are fine.
      const same = await saveTheme(t, cast.carol, cast.teamAccount, current.key, {
        ...current,
        email_background_colour: '#fafafa',
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(themeOf(same).default_theme).toBe(true);
      expect(
        (await saveTheme(t, cast.carol, cast.teamAccount, other.key, { delete: true })).statusCode,
      ).toBe(200);
    } finally {
      await setPermissions(t.ctx, cast.carolMembership, {});
    }
    expect(await liveDefaults(cast.teamAccount)).toEqual([{ key: current.key }]);
  });

  it("answers 404 to another workspace's user for every route and key, changing nothing", async () => {
    const [theme] = await list();
    const before = await list();
    // Bob's own workspace with Acme's theme key too: a key never crosses workspaces.
    const paths = [
      `/app/accounts/${cast.teamAccount}/branding/`,
      `/app/accounts/${cast.teamAccount}/branding/${theme!.key}`,
      `/app/accounts/${cast.bobAccount}/branding/${theme!.key}`,
    ];
    for (const path of paths) {
      const r = await call(t.app, 'GET', path, { session: cast.bob });
      expect(r.statusCode, path).toBe(404);
    }
    for (const [account, key] of [
      [cast.teamAccount, theme!.key],
      [cast.teamAccount, 'new'],
      [cast.bobAccount, theme!.key],
    ] as const) {
      for (const data of [{}, { name: 'Taken' }, { delete: true }, { default_theme: true }]) {
        const r = await saveTheme(t, cast.bob, account, key, data);
        expect(r.statusCode, `${account}/${key} ${JSON.stringify(data)}`).toBe(404);
      }
    }
    expect(await list()).toEqual(before);
  });

  it('asks for a session', async () => {
    const r = await call(t.app, 'GET', `/app/accounts/${cast.teamAccount}/branding/`);
    expect(r.statusCode).toBe(401);
  });
});
