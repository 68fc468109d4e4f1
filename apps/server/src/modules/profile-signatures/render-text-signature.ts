import { createCanvas } from '@napi-rs/canvas';
import type { TypedSignatureStyleId } from '@quire/domain';
import { HANDWRITING_FONTS, handwritingFamily } from './handwriting-fonts.ts';

/** The same layout as the web's preview (render-typed-signature.ts), so both look alike. */
const FONT_PX = 96;
const PADDING_PX = 16;
const MAX_WIDTH_PX = 1200;
const LINE_HEIGHT = 1.4;

/**
 * §7 text_to_image_blob: the typed text in the chosen handwriting face, black on transparent, as
 * a PNG as wide as the text; a long name is written smaller rather than cut off.
 */
export const renderTextSignature = async (
  text: string,
  style: TypedSignatureStyleId,
): Promise<Buffer> => {
  const family = handwritingFamily(style);
  const font = (px: number) => `${px}px "${family}"`;
  const basePx = Math.round(FONT_PX * HANDWRITING_FONTS[style].scale);
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = font(basePx);
  const natural = measure.measureText(text).width;
  const room = MAX_WIDTH_PX - 2 * PADDING_PX;
  const fontPx = natural > room ? Math.max(1, Math.floor((basePx * room) / natural)) : basePx;
  measure.font = font(fontPx);
  const width = Math.ceil(measure.measureText(text).width) + 2 * PADDING_PX;
  const height = Math.ceil(fontPx * LINE_HEIGHT);

  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.font = font(fontPx);
  context.fillStyle = '#000000';
  context.textBaseline = 'middle';
  context.fillText(text, PADDING_PX, height / 2);
  return canvas.encode('png');
};
