import { and, eq } from 'drizzle-orm';
import { PACK_BRANDING_MESSAGES, type PackBranding } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { brandingThemes } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findThemeForPack, themeImagePath, type ThemeRow } from './theme-resolver.ts';

/** A resolved theme as `document.branding` answers it (the web app draws the signer's pages). */
export const packBrandingOf = (theme: ThemeRow | undefined): PackBranding | null =>
  theme
    ? {
        key: theme.key,
        name: theme.name,
        email_button_colour: theme.email_button_colour,
        email_button_text_colour: theme.email_button_text_colour,
        email_background_colour: theme.email_background_colour,
        email_text_colour: theme.email_text_colour,
        page_heading_image_url: theme.page_heading_image_file_key
          ? themeImagePath(theme.page_heading_image_file_key)
          : null,
      }
    : null;

/** `document.branding` of a pack: its own theme, else its workspace's default, else null. */
export const brandingForPack = async (
  db: Db,
  pack: { branding_key: string | null; account_key: string | null },
): Promise<PackBranding | null> => packBrandingOf(await findThemeForPack(db, pack));

/**
 * Refuses (400) a branding_key that is not a live theme of the pack's own workspace. Another
 * workspace's theme gets the same answer as a key that never existed, so none is revealed.
 */
export const assertUsableBrandingKey = async (
  db: Db,
  accountKey: string | null,
  brandingKey: string | null,
): Promise<void> => {
  if (brandingKey === null) return;
  const [theme] = accountKey
    ? await db
        .select({ key: brandingThemes.key })
        .from(brandingThemes)
        .where(
          and(
            eq(brandingThemes.key, brandingKey),
            eq(brandingThemes.account_key, accountKey),
            eq(brandingThemes.is_deleted, false),
          ),
        )
        .limit(1)
    : [];
  if (!theme) throw badRequest(PACK_BRANDING_MESSAGES.unknownTheme);
};
