import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';
import type { TypedSignatureStyleId } from '@quire/domain';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The typed-signature faces, the same Fontsource files the web shows (Caveat, Dancing Script and
 * Great Vibes under the SIL Open Font Licence 1.1, Homemade Apple under the Apache Licence 2.0).
 * `scale` evens out how big a pixel size looks in each face, as the web's preview does.
 */
export const HANDWRITING_FONTS: Record<
  TypedSignatureStyleId,
  { family: string; file: string; scale: number }
> = {
  caveat: {
    family: 'Quire Caveat',
    file: '@fontsource/caveat/files/caveat-latin-400-normal.woff',
    scale: 1,
  },
  'dancing-script': {
    family: 'Quire Dancing Script',
    file: '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff',
    scale: 0.9,
  },
  'great-vibes': {
    family: 'Quire Great Vibes',
    file: '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff',
    scale: 1,
  },
  'homemade-apple': {
    family: 'Quire Homemade Apple',
    file: '@fontsource/homemade-apple/files/homemade-apple-latin-400-normal.woff',
    scale: 0.62,
  },
};

const require = createRequire(import.meta.url);
const registered = new Set<TypedSignatureStyleId>();

/** The canvas family of a style, registered with the canvas on first use. */
export const handwritingFamily = (style: TypedSignatureStyleId): string => {
  const font = HANDWRITING_FONTS[style];
  if (!registered.has(style)) {
    const sfnt = woffToSfnt(readFileSync(require.resolve(font.file)));
    if (!GlobalFonts.register(sfnt, font.family))
      throw new Error(`The ${font.family} font could not be loaded`);
    registered.add(style);
  }
  return font.family;
};
