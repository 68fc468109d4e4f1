import { canvasToPng } from './canvas-to-png.ts';
import {
  DEFAULT_TYPED_STYLE,
  typedFontFamily,
  type TypedSignatureStyle,
} from './typed-signature-styles.ts';

/** Large enough to stay sharp when a field shows it at a few times its on-screen size. */
export const TYPED_FONT_PX = 96;
const PADDING_PX = 16;
const MAX_WIDTH_PX = 1200;
const LINE_HEIGHT = 1.4;

export type TypedSignatureLayout = {
  font: string;
  fontPx: number;
  width: number;
  height: number;
  x: number;
  y: number;
};

export const typedFont = (
  fontPx: number,
  style: TypedSignatureStyle = DEFAULT_TYPED_STYLE,
): string => `${fontPx}px ${typedFontFamily(style)}`;

/**
 * Where the text goes: the canvas is as wide as the text (so the image is the signature, not a
 * box around it), and a very long name is written smaller instead of being cut off.
 */
export const typedSignatureLayout = (
  text: string,
  measure: (font: string, text: string) => number,
  style: TypedSignatureStyle = DEFAULT_TYPED_STYLE,
): TypedSignatureLayout => {
  const basePx = Math.round(TYPED_FONT_PX * style.scale);
  const natural = measure(typedFont(basePx, style), text);
  const room = MAX_WIDTH_PX - 2 * PADDING_PX;
  const fontPx = natural > room ? Math.max(1, Math.floor((basePx * room) / natural)) : basePx;
  const textWidth = fontPx === basePx ? natural : measure(typedFont(fontPx, style), text);
  const height = Math.ceil(fontPx * LINE_HEIGHT);
  return {
    font: typedFont(fontPx, style),
    fontPx,
    width: Math.ceil(textWidth) + 2 * PADDING_PX,
    height,
    x: PADDING_PX,
    y: height / 2,
  };
};

/** Waits for the handwriting face, so the first image is not drawn in the fallback font. */
const fontReady = async (font: string, text: string): Promise<void> => {
  const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return;
  try {
    await fonts.load(font, text);
  } catch {
    // The fallback cursive face still gives a usable image.
  }
};

/**
 * §9: the typed name in the chosen handwriting style, black on transparent, as a PNG: what the
 * field shows and the seal stamps. Rejects when the canvas cannot do it.
 */
export const renderTypedSignature = async (
  text: string,
  style: TypedSignatureStyle = DEFAULT_TYPED_STYLE,
): Promise<Blob> => {
  const value = text.trim();
  if (!value) throw new Error('There is no text to turn into a signature.');
  await fontReady(typedFont(TYPED_FONT_PX, style), value);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const layout = typedSignatureLayout(
    value,
    (font, sample) => {
      context.font = font;
      return context.measureText(sample).width;
    },
    style,
  );
  canvas.width = layout.width;
  canvas.height = layout.height;
  // Resizing a canvas resets its drawing state, so the font is set again here.
  context.font = layout.font;
  context.fillStyle = '#000000';
  context.textBaseline = 'middle';
  context.fillText(value, layout.x, layout.y);
  return canvasToPng(canvas);
};
