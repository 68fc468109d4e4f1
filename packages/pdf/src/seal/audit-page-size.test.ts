import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf, type SamplePage } from '../test-fixtures/sample-pdf.ts';
import { A4 } from './audit-page-size.ts';
import { sealPdf } from './seal-pdf.ts';
import { loadOrCreateSealingCertificate } from './sealing-certificate.ts';
import { createSealSigner, type SealSigner } from './sign-pdf.ts';
import { pdfPageSizes, pdfsig, pdftotext } from './test-fixtures/poppler.ts';
import { sampleCertificate } from './test-fixtures/certificate-fixtures.ts';

let dataDir: string;
let signer: SealSigner;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quire-audit-size-'));
  const certificate = await loadOrCreateSealingCertificate(dataDir);
  signer = createSealSigner(certificate.p12, certificate.password);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const LETTER: [number, number] = [612, 792];
const landscape = ([w, h]: [number, number]): [number, number] => [h, w];

/** Seals a pack of these pages with an audit trail; answers the sealed file's page sizes. */
const sealWithTrail = async (pages: SamplePage[], entries = 8) => {
  const sealed = await sealPdf({
    pdf: await makeSamplePdf({ title: 'Sized', pages }),
    pages: [],
    fields: [],
    images: new Map(),
    signer,
    reason: 'Signed with Quire',
    location: 'Quire',
    contactInfo: 'seal@example.com',
    certificate: sampleCertificate(entries),
  });
  const sig = await pdfsig(sealed.pdf);
  expect(sig.out).toContain('Signature Validation: Signature is Valid.');
  expect(sig.out).toContain('Total document signed');
  const sizes = await pdfPageSizes(sealed.pdf);
  expect(sizes).toHaveLength(pages.length + sealed.audit_pages);
  return { sealed, audit: sizes.slice(pages.length) };
};

const expectSize = (
  audit: { width: number; height: number; rotation: number }[],
  [width, height]: [number, number],
) => {
  for (const page of audit) {
    expect(page.width).toBeCloseTo(width, 1);
    expect(page.height).toBeCloseTo(height, 1);
    expect(page.rotation).toBe(0);
  }
};

describe('audit pages take the size of the document (issue 10 §9)', () => {
  it.each([
    ['A4 portrait', A4],
    ['Letter portrait', LETTER],
    ['A4 landscape', landscape(A4)],
    ['Letter landscape', landscape(LETTER)],
  ])('%s', async (_name, size) => {
    const { audit } = await sealWithTrail([{ size }, { size }]);
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expectSize(audit, size);
  });

  it('follows the last page as a reader sees it: turned by /Rotate, its CropBox', async () => {
    const turned = await sealWithTrail([{ size: LETTER }, { size: A4, rotate: 90 }]);
    expectSize(turned.audit, landscape(A4));
    const cropped = await sealWithTrail([{ size: A4, cropBox: [0, 0, 612, 792] }]);
    expectSize(cropped.audit, LETTER);
  });

  it('uses A4 in the page’s orientation for receipt- or poster-sized pages', async () => {
    expectSize((await sealWithTrail([{ size: [226, 600] }])).audit, A4);
    expectSize((await sealWithTrail([{ size: [2384, 1684] }])).audit, landscape(A4));
  });

  it('paginates a long certificate on landscape pages with the numbering on each', async () => {
    const { sealed, audit } = await sealWithTrail([{ size: landscape(LETTER) }], 60);
    expect(audit.length).toBeGreaterThan(1);
    expectSize(audit, landscape(LETTER));
    for (let i = 1; i <= audit.length; i++) {
      const text = (await pdftotext(sealed.pdf, 1 + i)).replace(/\s+/g, ' ');
      expect(text).toContain(`Certificate of completion page ${i} of ${audit.length}`);
    }
  });
});
