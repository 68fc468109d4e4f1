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

/**
 * The thank-you page (#post_sign) comes after the signer's session has ended, so it cannot read
 * the pack: /post_sign_logout hands it the pack's theme in its query. Anyone can write such a
 * query, so only what a theme could hold is read back: an image served by Quire itself, colours
 * as '#rrggbb', a name of theme length.
 */
const BRAND_PARAMS = {
  name: 'brand_name',
  image: 'brand_image',
  button: 'brand_button',
  buttonText: 'brand_button_text',
} as const;

const HEX = /^#[0-9a-f]{6}$/i;
const SERVED_IMAGE = /^\/app\/serve_image\/[A-Za-z0-9_-]{1,100}$/;

export const postSignBrandParams = (branding: PackBranding | null): [string, string][] => {
  if (!branding) return [];
  const pairs: [string, string | null][] = [
    [BRAND_PARAMS.name, branding.name],
    [BRAND_PARAMS.image, branding.page_heading_image_url],
    [BRAND_PARAMS.button, branding.email_button_colour],
    [BRAND_PARAMS.buttonText, branding.email_button_text_colour],
  ];
  return pairs.filter((p): p is [string, string] => p[1] !== null);
};

/** The theme a #post_sign query carries, what is not well-formed left out; null without one. */
export const postSignBrandOf = (params: URLSearchParams): PackBranding | null => {
  const read = (name: string, pattern: RegExp) => {
    const value = params.get(name);
    return value !== null && pattern.test(value) ? value : null;
  };
  const image = read(BRAND_PARAMS.image, SERVED_IMAGE);
  const button = read(BRAND_PARAMS.button, HEX);
  if (!image && !button) return null;
  return {
    key: '',
    name: (params.get(BRAND_PARAMS.name) ?? '').slice(0, 100),
    email_button_colour: button,
    email_button_text_colour: read(BRAND_PARAMS.buttonText, HEX),
    email_background_colour: null,
    email_text_colour: null,
    page_heading_image_url: image,
  };
};
