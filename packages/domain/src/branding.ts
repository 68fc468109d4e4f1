import { z } from 'zod';

/** Branding theme of spec §3, as the API answers it. Colours are '#rrggbb' (null: the default). */
export type BrandingTheme = {
  key: string;
  account_key: string;
  name: string;
  default_theme: boolean;
  email_button_colour: string | null;
  email_button_text_colour: string | null;
  email_background_colour: string | null;
  email_text_colour: string | null;
  /** The uploaded image's blob key (file_key and blob name the same thing), and where it is served. */
  email_heading_image_file_key: string | null;
  email_heading_image_blob: string | null;
  email_heading_image_url: string | null;
  page_heading_image_blob: string | null;
  page_heading_image_url: string | null;
  date_created: string;
  date_updated: string;
};

/** The colours a mail uses when a theme leaves one unset (and when there is no theme). */
export const DEFAULT_THEME_COLOURS = {
  email_button_colour: '#1d4898',
  email_button_text_colour: '#ffffff',
  email_background_colour: '#f4f5f7',
  email_text_colour: '#1f2933',
} as const;

export type ThemeColourName = keyof typeof DEFAULT_THEME_COLOURS;

export const THEME_COLOUR_NAMES = Object.keys(DEFAULT_THEME_COLOURS) as ThemeColourName[];

/** '#abc' or '#aabbcc', any case; stored lower-case and six digits. */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'Please enter a colour such as #1d4898.' })
  .transform((v) => {
    const hex = v.toLowerCase();
    return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  });

export const themeNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Please enter a name for the theme.' })
  .max(100, { error: 'A theme name may be at most 100 characters long.' });

export const DEFAULT_THEME_NAME = 'New theme';
