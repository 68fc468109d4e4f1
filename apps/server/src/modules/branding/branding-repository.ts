import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, brandingThemes } from '../../db/schema.ts';
import type { ThemeRow } from './theme-resolver.ts';

export type NewThemeRow = typeof brandingThemes.$inferInsert;
export type ThemeChanges = Partial<
  Pick<
    ThemeRow,
    | 'name'
    | 'default_theme'
    | 'email_button_colour'
    | 'email_button_text_colour'
    | 'email_background_colour'
    | 'email_text_colour'
    | 'email_heading_image_file_key'
    | 'page_heading_image_file_key'
    | 'is_deleted'
  >
>;

/** A workspace's live themes: the default first, then by name. */
export const listLiveThemes = (db: Db, accountKey: string): Promise<ThemeRow[]> =>
  db
    .select()
    .from(brandingThemes)
    .where(and(eq(brandingThemes.account_key, accountKey), eq(brandingThemes.is_deleted, false)))
    .orderBy(desc(brandingThemes.default_theme), asc(brandingThemes.name), asc(brandingThemes.key));

export const findLiveTheme = async (
  db: Db,
  accountKey: string,
  themeKey: string,
): Promise<ThemeRow | undefined> =>
  (
    await db
      .select()
      .from(brandingThemes)
      .where(
        and(
          eq(brandingThemes.key, themeKey),
          eq(brandingThemes.account_key, accountKey),
          eq(brandingThemes.is_deleted, false),
        ),
      )
      .limit(1)
  )[0];

/**
 * Serialises theme saves of one workspace (row lock on the account) so that two people making
 * different themes the default at once cannot both clear the old one and then collide on the
 * one-default index.
 */
export const lockAccountThemes = async (tx: Db, accountKey: string): Promise<void> => {
  await tx
    .select({ key: accounts.key })
    .from(accounts)
    .where(eq(accounts.key, accountKey))
    .for('update');
};

/** Un-defaults whichever live theme of the workspace is the default now. */
export const clearDefaultTheme = async (tx: Db, accountKey: string): Promise<void> => {
  await tx
    .update(brandingThemes)
    .set({ default_theme: false, date_updated: new Date() })
    .where(
      and(
        eq(brandingThemes.account_key, accountKey),
        eq(brandingThemes.default_theme, true),
        eq(brandingThemes.is_deleted, false),
      ),
    );
};

export const insertTheme = async (tx: Db, row: NewThemeRow): Promise<ThemeRow> =>
  (await tx.insert(brandingThemes).values(row).returning())[0]!;

export const updateTheme = async (
  tx: Db,
  themeKey: string,
  changes: ThemeChanges,
): Promise<ThemeRow> =>
  (
    await tx
      .update(brandingThemes)
      .set({ ...changes, date_updated: new Date() })
      .where(eq(brandingThemes.key, themeKey))
      .returning()
  )[0]!;
