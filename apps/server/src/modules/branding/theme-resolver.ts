import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { brandingThemes } from '../../db/schema.ts';
import { DEFAULT_MAIL_THEME, type MailTheme } from '../mail/templates/mail-layout.tsx';

export type ThemeRow = typeof brandingThemes.$inferSelect;

/** Where a theme image is served: /app/serve_image serves branding images to anyone (mail clients). */
export const themeImagePath = (fileKey: string): string => `/app/serve_image/${fileKey}`;

/** A theme as a mail draws it: unset colours fall back to Quire's, the image URL made absolute. */
export const mailThemeOf = (theme: ThemeRow | undefined, publicUrl: string): MailTheme => {
  if (!theme) return DEFAULT_MAIL_THEME;
  return {
    name: theme.name,
    buttonColour: theme.email_button_colour ?? DEFAULT_MAIL_THEME.buttonColour,
    buttonTextColour: theme.email_button_text_colour ?? DEFAULT_MAIL_THEME.buttonTextColour,
    backgroundColour: theme.email_background_colour ?? DEFAULT_MAIL_THEME.backgroundColour,
    textColour: theme.email_text_colour ?? DEFAULT_MAIL_THEME.textColour,
    headingImageUrl: theme.email_heading_image_file_key
      ? `${publicUrl}${themeImagePath(theme.email_heading_image_file_key)}`
      : null,
  };
};

/** A workspace's default theme, if it has one. */
export const findDefaultTheme = async (db: Db, accountKey: string): Promise<ThemeRow | undefined> =>
  (
    await db
      .select()
      .from(brandingThemes)
      .where(
        and(
          eq(brandingThemes.account_key, accountKey),
          eq(brandingThemes.default_theme, true),
          eq(brandingThemes.is_deleted, false),
        ),
      )
      .limit(1)
  )[0];

/**
 * The theme a pack is dressed in (spec §3 branding_key): its own when it names a live theme of its
 * workspace, otherwise the workspace's default, otherwise none.
 */
export const findThemeForPack = async (
  db: Db,
  pack: { branding_key: string | null; account_key: string | null },
): Promise<ThemeRow | undefined> => {
  if (!pack.account_key) return undefined;
  if (pack.branding_key) {
    const [own] = await db
      .select()
      .from(brandingThemes)
      .where(
        and(
          eq(brandingThemes.key, pack.branding_key),
          eq(brandingThemes.account_key, pack.account_key),
          eq(brandingThemes.is_deleted, false),
        ),
      )
      .limit(1);
    if (own) return own;
  }
  return findDefaultTheme(db, pack.account_key);
};

export const mailThemeForPack = async (
  db: Db,
  publicUrl: string,
  pack: { branding_key: string | null; account_key: string | null },
): Promise<MailTheme> => mailThemeOf(await findThemeForPack(db, pack), publicUrl);

export const mailThemeForAccount = async (
  db: Db,
  publicUrl: string,
  accountKey: string,
): Promise<MailTheme> => mailThemeOf(await findDefaultTheme(db, accountKey), publicUrl);
