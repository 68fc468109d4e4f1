import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GARBAGE_PDF,
  NOT_A_PDF,
  makeAwkwardPagesPdf,
  makeEncryptedPdf,
  makeLongPdf,
  makeTruncatedPdf,
  makeXfaPdf,
} from './hostile-pdfs.ts';
import { makeSamplePdf } from './sample-pdf.ts';

/**
 * Writes the PDF fixtures as files into e2e/fixtures/ for browser journeys (which upload real
 * files): `node --import tsx packages/pdf/src/test-fixtures/write-fixtures.ts [folder]`.
 */
const target =
  process.argv[2] ?? fileURLToPath(new URL('../../../../e2e/fixtures/', import.meta.url));

const fixtures: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  'sample.pdf': () => makeSamplePdf({ title: 'Sample', pages: 2 }),
  'awkward-pages.pdf': makeAwkwardPagesPdf,
  'long-200-pages.pdf': () => makeLongPdf(200),
  'encrypted-open-sesame.pdf': () => makeEncryptedPdf(),
  'xfa-form.pdf': makeXfaPdf,
  'truncated.pdf': makeTruncatedPdf,
  'garbage.pdf': () => GARBAGE_PDF,
  'not-a-pdf.pdf': () => NOT_A_PDF,
};

await mkdir(target, { recursive: true });
for (const [name, make] of Object.entries(fixtures)) {
  await writeFile(path.join(target, name), await make());
  console.log(path.join(target, name));
}
