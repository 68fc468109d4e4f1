/**
 * The theme a pack is dressed in, as GET /app/documents/{key} and the final-copy page answer it
 * (`document.branding`): the pack's own branding_key when it names a live theme of its workspace,
 * else the workspace's default, else null (Quire's own look). Colours are '#rrggbb' or null (the
 * default of DEFAULT_THEME_COLOURS); the image URL is same-origin (/app/serve_image/{file_key}).
 */
export type PackBranding = {
  key: string;
  name: string;
  email_button_colour: string | null;
  email_button_text_colour: string | null;
  email_background_colour: string | null;
  email_text_colour: string | null;
  page_heading_image_url: string | null;
};

export const PACK_BRANDING_MESSAGES = {
  /** update_document with a branding_key that is not a live theme of the pack's own workspace. */
  unknownTheme: 'This branding theme does not exist in this workspace. Please choose another one.',
} as const;
