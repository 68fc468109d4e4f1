import { deflateSync } from 'node:zlib';
import { packedPdf, rawPdf, zlibOfRepeatedByte } from './raw-pdf.ts';

/**
 * PDFs built to exhaust a converter (issue 19 item 7), each a small file made in milliseconds:
 * conversion must end each of them with a clear error within its time and memory limits.
 */
const encoder = new TextEncoder();
const PAGE_CONTENT = encoder.encode('0 0 1 rg 72 72 200 200 re f');

/** `pages` real pages (100,000 by default), each its own object, packed with the page tree. */
export const makeManyPagesPdf = (pages = 100_000): Uint8Array => {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(' ');
  return packedPdf(
    [
      '<</Type/Catalog/Pages 3 0 R>>',
      `<</Length ${PAGE_CONTENT.length}>>\nstream\n${new TextDecoder().decode(PAGE_CONTENT)}\nendstream`,
      `<</Type/Pages/Count ${pages}/MediaBox[0 0 612 792]/Kids[${kids}]>>`,
      ...Array.from({ length: pages }, () => '<</Type/Page/Parent 3 0 R/Contents 2 0 R>>'),
    ],
    2,
  );
};

/**
 * A page tree that leads back to itself: the root's second kid is an intermediate node whose
 * kids are a page and the root again, so walking it never ends without a visited set.
 */
export const makeCyclicPageTreePdf = (): Uint8Array =>
  rawPdf([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Count 3/MediaBox[0 0 612 792]/Kids[3 0 R 4 0 R]>>',
    '<</Type/Page/Parent 2 0 R>>',
    '<</Type/Pages/Parent 2 0 R/Count 2/Kids[5 0 R 2 0 R]>>',
    '<</Type/Page/Parent 4 0 R>>',
  ]);

/** A page whose resources hold a dictionary nested `depth` deep (and an array as deep in its content). */
export const makeDeeplyNestedPdf = (depth = 100_000): Uint8Array => {
  const nested = `${'<</A '.repeat(depth)}1${'>>'.repeat(depth)}`;
  const content = `${'['.repeat(depth)}${']'.repeat(depth)} 0 Tz`;
  return rawPdf([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Count 1/Kids[3 0 R]>>',
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Deep ${nested}>>/Contents 4 0 R>>`,
    { dict: '', data: encoder.encode(content) },
  ]);
};

/** Deflated twice: the inner layer repeats every 13 bytes, so the outer one shrinks it ~500×. */
const doubleFlate = (byte: number, size: number) =>
  deflateSync(zlibOfRepeatedByte(byte, size), { level: 9 });

/**
 * A one-page PDF showing a `width` × `height` greyscale image (30,000 × 30,000: 900 million
 * pixels), its samples all there, deflated twice into a few kilobytes.
 */
export const makeHugeImagePdf = (width = 30_000, height = 30_000): Uint8Array =>
  rawPdf([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Count 1/Kids[3 0 R]>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</XObject<</Im 4 0 R>>>>/Contents 5 0 R>>',
    {
      dict: `/Type/XObject/Subtype/Image/Width ${width}/Height ${height}/ColorSpace/DeviceGray/BitsPerComponent 8/Filter[/FlateDecode/FlateDecode]`,
      data: doubleFlate(0x80, width * height),
    },
    { dict: '', data: encoder.encode('q 540 0 0 720 36 36 cm /Im Do Q') },
  ]);

/**
 * A flate bomb: a content stream of ~15 KB that inflates to `size` bytes (1 GiB by default) of
 * spaces, which a content parser must read to the end. It is the last page, after
 * `pagesBefore` ordinary ones (so a converter has stored some pages when it dies).
 */
export const makeFlateBombPdf = (size = 2 ** 30, pagesBefore = 0): Uint8Array => {
  const pageRefs = Array.from({ length: pagesBefore + 1 }, (_, i) => `${5 + i} 0 R`);
  return rawPdf([
    '<</Type/Catalog/Pages 2 0 R>>',
    `<</Type/Pages/Count ${pageRefs.length}/MediaBox[0 0 612 792]/Kids[${pageRefs.join(' ')}]>>`,
    { dict: '', data: PAGE_CONTENT },
    { dict: '/Filter[/FlateDecode/FlateDecode]', data: doubleFlate(0x20, size) },
    ...pageRefs.map(
      (_, i) => `<</Type/Page/Parent 2 0 R/Contents ${i < pagesBefore ? 3 : 4} 0 R>>`,
    ),
  ]);
};
