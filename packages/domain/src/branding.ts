import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';

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
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: SCHEMA_MESSAGES.themeColourInvalid })
  .transform((v) => {
    const hex = v.toLowerCase();
    return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  });

export const themeNameSchema = z
  .string()
  .trim()
  .min(1, { error: SCHEMA_MESSAGES.themeNameRequired })
  .max(100, { error: SCHEMA_MESSAGES.themeNameTooLong });

export const DEFAULT_THEME_NAME = 'New theme';

/** A theme image (mail or page heading) is at most this large; logos rarely need more. */
export const BRANDING_IMAGE_MAX_MB = 2;

/** What a theme image may be, judged by its bytes (never by its name). */
export const BRANDING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const BRANDING_MESSAGES = {
  themeNotFound: 'This theme does not exist.',
  notAnImage: 'Please upload a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: `This image is too large. A heading image may be at most ${BRANDING_IMAGE_MAX_MB} MB.`,
  imageTooManyPixels: 'This image has too many pixels. Please upload a smaller picture.',
  imageNotFound: 'That image was not uploaded to this workspace. Please upload it again.',
} as const;

const imageKeySchema = z.string().trim().min(1).max(100).nullable();

/**
 * POST /app/accounts/{account_key}/branding/{theme_key | 'new'}: every field optional (an absent
 * one keeps its value); a colour or image set to null goes back to Quire's default. Unknown fields
 * (a client sending the whole theme back) are ignored.
 */
export const saveBrandingThemeSchema = z.object({
  data: z.object({
    name: themeNameSchema.optional(),
    default_theme: z.boolean().optional(),
    email_button_colour: hexColourSchema.nullable().optional(),
    email_button_text_colour: hexColourSchema.nullable().optional(),
    email_background_colour: hexColourSchema.nullable().optional(),
    email_text_colour: hexColourSchema.nullable().optional(),
    email_heading_image_file_key: imageKeySchema.optional(),
    page_heading_image_blob: imageKeySchema.optional(),
    delete: z.boolean().optional(),
  }),
});

export type SaveBrandingTheme = z.infer<typeof saveBrandingThemeSchema>['data'];

/** The §7 query of /test/mail/signature_request, built from a theme (the editor's live preview). */
export const signatureRequestPreviewQuery = (
  theme: Pick<
    BrandingTheme,
    | 'email_button_colour'
    | 'email_button_text_colour'
    | 'email_background_colour'
    | 'email_text_colour'
    | 'email_heading_image_url'
  >,
  names: { to_name: string; from_name: string },
): string => {
  const query = new URLSearchParams({
    to_name: names.to_name,
    from_name: names.from_name,
    button_colour: theme.email_button_colour ?? DEFAULT_THEME_COLOURS.email_button_colour,
    button_text_colour:
      theme.email_button_text_colour ?? DEFAULT_THEME_COLOURS.email_button_text_colour,
    background_colour:
      theme.email_background_colour ?? DEFAULT_THEME_COLOURS.email_background_colour,
    text_colour: theme.email_text_colour ?? DEFAULT_THEME_COLOURS.email_text_colour,
  });
  if (theme.email_heading_image_url) query.set('header_image_url', theme.email_heading_image_url);
  return query.toString();
};

/** Spec §9 theme timers. */
export const THEME_TIMERS = {
  /** A colour being dragged in the picker reaches the preview (and the save) at most this often. */
  colourRateLimitMs: 500,
  /** The editor saves this long after the last change. */
  autosaveMs: 500,
  /** The preview shows its spinner this long after each change, while the mail re-renders. */
  previewSpinnerMs: 2500,
} as const;

/** Shown when a theme is deleted (the list it returns to no longer has it). */
export const THEME_DELETED = 'Theme deleted';
