import type { BrandingTheme } from '@quire/domain';
import { themeImagePath, type ThemeRow } from './theme-resolver.ts';

/** A theme row as the API answers it (spec §3): image keys with the path each is served at. */
export const brandingThemeView = (row: ThemeRow): BrandingTheme => ({
  key: row.key,
  account_key: row.account_key,
  name: row.name,
  default_theme: row.default_theme,
  email_button_colour: row.email_button_colour,
  email_button_text_colour: row.email_button_text_colour,
  email_background_colour: row.email_background_colour,
  email_text_colour: row.email_text_colour,
  email_heading_image_file_key: row.email_heading_image_file_key,
  email_heading_image_blob: row.email_heading_image_file_key,
  email_heading_image_url: row.email_heading_image_file_key
    ? themeImagePath(row.email_heading_image_file_key)
    : null,
  page_heading_image_blob: row.page_heading_image_file_key,
  page_heading_image_url: row.page_heading_image_file_key
    ? themeImagePath(row.page_heading_image_file_key)
    : null,
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});
