/**
 * The profile's signature and initials (§5, §7 base64_to_image_blob / text_to_image_blob /
 * crop_image, §8, §9): the spec's wording and the limits both sides apply.
 */
export const PROFILE_SIGNATURE_MESSAGES = {
  /** §5: a drawn signature whose data is this short is empty. */
  drawnSignatureRequired: 'A drawn signature is required in order to proceed.',
  /** §8: the picture could not be made or stored. */
  creatingFailed: 'Something went wrong while creating your signature. Please try again.',
  /** §8: a crop that cannot be made (nonsense box, unreadable image). */
  croppingFailed: 'Something went wrong while cropping your image. Please try again.',
  /** §8: the alert when text-to-image fails. */
  textToImageFailed: 'error creating signature',
  /** Quire's own: typed text that would not make a signature. */
  textRequired: 'Type your name to create a signature.',
  signatureMadeDefault: 'Default updated',
} as const;

/** §5: drawn-signature data of this length or less is empty. */
export const DRAWN_SIGNATURE_EMPTY_LENGTH = 10;

/** The longest typed signature the server renders (a name, not a paragraph). */
export const TYPED_SIGNATURE_MAX_LENGTH = 80;

/**
 * The handwriting styles of a typed signature; the web shows the same faces (Fontsource) and the
 * server renders with them, so the picture matches what was previewed.
 */
export const TYPED_SIGNATURE_STYLE_IDS = [
  'caveat',
  'dancing-script',
  'great-vibes',
  'homemade-apple',
] as const;

export type TypedSignatureStyleId = (typeof TYPED_SIGNATURE_STYLE_IDS)[number];

/** Whether a drawn signature's data URL is empty by §5's rule. */
export const isDrawnSignatureDataEmpty = (image: string | null | undefined): boolean =>
  (image ?? '').length <= DRAWN_SIGNATURE_EMPTY_LENGTH;

export type CropBox = {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  on_screen_width: number;
  on_screen_height: number;
};

export type PixelRect = { left: number; top: number; width: number; height: number };

/**
 * A crop drawn on a scaled-down preview, in the image's own pixels: scaled by the real size over
 * the on-screen size, corners put in order and clamped inside the image. Null when there is
 * nothing sensible to cut (no on-screen size, not a number, or under a pixel once clamped).
 */
export const cropRectInPixels = (
  box: CropBox,
  image: { width: number; height: number },
): PixelRect | null => {
  const values = Object.values(box);
  if (!values.every(Number.isFinite)) return null;
  if (box.on_screen_width <= 0 || box.on_screen_height <= 0) return null;
  const sx = image.width / box.on_screen_width;
  const sy = image.height / box.on_screen_height;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const left = Math.round(clamp(Math.min(box.x1, box.x2) * sx, image.width));
  const right = Math.round(clamp(Math.max(box.x1, box.x2) * sx, image.width));
  const top = Math.round(clamp(Math.min(box.y1, box.y2) * sy, image.height));
  const bottom = Math.round(clamp(Math.max(box.y1, box.y2) * sy, image.height));
  if (right - left < 1 || bottom - top < 1) return null;
  return { left, top, width: right - left, height: bottom - top };
};
