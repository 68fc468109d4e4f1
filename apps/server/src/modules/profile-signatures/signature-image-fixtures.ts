import { createCanvas } from '@napi-rs/canvas';
import type { AppContext } from '../../app-context.ts';
import { storeSignatureImage } from './store-signature-image.ts';

/** A real PNG with a black stroke across it, as a drawn signature would be (tests only). */
export const strokePng = async (width = 200, height = 80): Promise<Buffer> => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.strokeStyle = '#000000';
  context.lineWidth = 4;
  context.beginPath();
  context.moveTo(width * 0.1, height * 0.7);
  context.bezierCurveTo(width * 0.3, 0, width * 0.6, height, width * 0.9, height * 0.3);
  context.stroke();
  return canvas.encode('png');
};

export const pngDataUrl = (png: Buffer): string =>
  `data:image/png;base64,${png.toString('base64')}`;

/** One of the user's own signature pictures, stored as the routes store them. */
export const givenSignaturePicture = async (ctx: AppContext, userKey: string, png?: Buffer) =>
  storeSignatureImage(ctx, userKey, png ?? (await strokePng()), 'signature.png');
