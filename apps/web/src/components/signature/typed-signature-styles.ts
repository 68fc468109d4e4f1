// Handwriting faces bundled from npm (Fontsource), so typing works offline and on a self-hosted
// server with no font CDN: Caveat, Dancing Script and Great Vibes under the SIL Open Font
// Licence 1.1, Homemade Apple under the Apache Licence 2.0.
import '@fontsource/caveat/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/great-vibes/400.css';
import '@fontsource/homemade-apple/400.css';

export type TypedSignatureStyle = {
  id: string;
  /** What the style is called to a screen reader and in tests. */
  name: string;
  family: string;
  /** The faces differ in how big a pixel size looks; this evens them out. */
  scale: number;
};

export const TYPED_SIGNATURE_STYLES = [
  { id: 'caveat', name: 'Casual', family: 'Caveat', scale: 1 },
  { id: 'dancing-script', name: 'Flowing', family: 'Dancing Script', scale: 0.9 },
  { id: 'great-vibes', name: 'Formal', family: 'Great Vibes', scale: 1 },
  { id: 'homemade-apple', name: 'Scrawled', family: 'Homemade Apple', scale: 0.62 },
] as const satisfies readonly TypedSignatureStyle[];

export type TypedSignatureStyleId = (typeof TYPED_SIGNATURE_STYLES)[number]['id'];

export const DEFAULT_TYPED_STYLE: TypedSignatureStyle = TYPED_SIGNATURE_STYLES[0];

export const typedStyleById = (id: string): TypedSignatureStyle =>
  TYPED_SIGNATURE_STYLES.find((style) => style.id === id) ?? DEFAULT_TYPED_STYLE;

/** The CSS font-family of a style, with a cursive fallback while the face loads. */
export const typedFontFamily = (style: TypedSignatureStyle): string => `"${style.family}", cursive`;
