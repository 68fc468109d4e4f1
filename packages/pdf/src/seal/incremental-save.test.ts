import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAwkwardPagesPdf } from '../test-fixtures/hostile-pdfs.ts';
import { makeSamplePdf } from '../test-fixtures/sample-pdf.ts';
import { beginRevision, changedObjects } from './incremental-save.ts';
import { sealPdf, type SealInput } from './seal-pdf.ts';
import { loadOrCreateSealingCertificate } from './sealing-certificate.ts';
import { createSealSigner, type SealSigner } from './sign-pdf.ts';
import { pdfPages, pdfsig, pdftotext, qpdfCheck } from './test-fixtures/poppler.ts';
import { sampleCertificate } from './test-fixtures/certificate-fixtures.ts';
import { makeField, makeFormPdf } from './test-fixtures/seal-fixtures.ts';

const run = promisify(execFile);
let dataDir: string;
let signer: SealSigner;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quire-incremental-'));
  const certificate = await loadOrCreateSealingCertificate(dataDir);
  signer = createSealSigner(certificate.p12, certificate.password);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The PDF rewritten by qpdf with its arguments: files made by another tool than pdf-lib. */
const qpdf = async (pdf: Uint8Array, ...args: string[]) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-qpdf-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    await run('qpdf', [...args, path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    return new Uint8Array(await readFile(path.join(dir, 'out.pdf')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const seal = (pdf: Uint8Array, extra: Partial<SealInput> = {}) =>
  sealPdf({
    pdf,
    pages: [],
    fields: [
      makeField(
        'text',
        { page_index: 0, x: 60, y: 100, width: 220, height: 20 },
        { data: 'Incremental Quokka' },
      ),
    ],
    images: new Map(),
    certificate: sampleCertificate(3),
    signer,
    reason: 'Signed with Quire',
    location: 'Quire',
    contactInfo: 'seal@example.com',
    ...extra,
  });

const expectSound = async (pdf: Uint8Array, pages: number) => {
  const sig = await pdfsig(pdf);
  expect(sig.out).toContain('Signature Validation: Signature is Valid.');
  expect(sig.out).toContain('Total document signed');
  const check = await qpdfCheck(pdf);
  expect(check.code, check.out).toBe(0);
  expect(check.out).not.toMatch(/WARNING/i);
  expect(await pdfPages(pdf)).toBe(pages);
  expect(await pdftotext(pdf, 1)).toContain('Incremental Quokka');
};

describe('the seal as an incremental update', () => {
  it.each([
    ['a cross-reference stream (pdf-lib, object streams)', () => makeAwkwardPagesPdf()],
    [
      'a cross-reference table (pdf-lib)',
      async () => {
        const doc = await PDFDocument.load(await makeSamplePdf({ pages: 3 }));
        return doc.save({ useObjectStreams: false });
      },
    ],
    ['a table written by qpdf', async () => qpdf(await makeSamplePdf({ pages: 3 }))],
    [
      'object streams written by qpdf',
      async () => qpdf(await makeSamplePdf({ pages: 3 }), '--object-streams=generate'),
    ],
    ['a linearized file', async () => qpdf(await makeSamplePdf({ pages: 3 }), '--linearize')],
    ['a form', () => makeFormPdf()],
  ])('keeps %s byte for byte and appends a sound revision', async (_, make) => {
    const original = await make();
    const result = await seal(original);
    expect(result.incremental_update).toBe(true);
    expect(Buffer.from(result.pdf.subarray(0, original.length)).equals(Buffer.from(original))).toBe(
      true,
    );
    const pages = (await PDFDocument.load(original)).getPageCount() + result.audit_pages;
    await expectSound(result.pdf, pages);
  });

  it('appends to a file that already has revisions, and to a sealed file', async () => {
    const once = await seal(await makeSamplePdf({ pages: 2 }), { signer: undefined });
    expect(once.incremental_update).toBe(true);
    const twice = await seal(once.pdf);
    expect(twice.incremental_update).toBe(true);
    await expectSound(twice.pdf, 2 + once.audit_pages + twice.audit_pages);
    const again = await seal(twice.pdf);
    expect(again.incremental_update).toBe(true);
    // The earlier seal's field was flattened away: one signature, over the whole file.
    expect((await pdfsig(again.pdf)).out.match(/Signature #/g)).toHaveLength(1);
    await expectSound(again.pdf, 2 + once.audit_pages + 2 * twice.audit_pages);
  });

  it('rewrites the whole file when the cross-reference data does not match the objects', async () => {
    const table = await (
      await PDFDocument.load(await makeSamplePdf({ pages: 2 }))
    ).save({
      useObjectStreams: false,
    });
    // A comment after the header moves every object: the xref offsets are all wrong now.
    const header = Buffer.from(table).indexOf('\n') + 1;
    const shifted = Buffer.concat([
      Buffer.from(table.subarray(0, header)),
      Buffer.from('% moved by an editor\n', 'latin1'),
      Buffer.from(table.subarray(header)),
    ]);
    const result = await seal(shifted);
    expect(result.incremental_update).toBe(false);
    await expectSound(result.pdf, 2 + result.audit_pages);
  });
});

describe('changedObjects', () => {
  it('finds a change deep inside a direct dictionary, a replaced object and a new one', async () => {
    const bytes = await (
      await PDFDocument.load(await makeSamplePdf({ pages: 2 }))
    ).save({
      useObjectStreams: false,
    });
    const doc = await PDFDocument.load(bytes);
    const revision = beginRevision(bytes, doc)!;
    expect(changedObjects(revision, doc)).toEqual([]);

    const page = doc.getPage(1);
    const resources = page.node.get(PDFName.of('Resources'));
    // pdf-lib's pages keep their resources direct: the change is the page's own.
    expect(resources).toBeInstanceOf(PDFDict);
    (resources as PDFDict)
      .lookup(PDFName.of('Font'), PDFDict)
      .set(PDFName.of('X'), PDFNumber.of(1));
    expect(changedObjects(revision, doc).map(([ref]) => ref)).toEqual([page.ref]);

    // A pdf-lib page lists its content streams in a direct array.
    const contents = doc.getPage(0).node.lookup(PDFName.of('Contents'), PDFArray).get(0) as PDFRef;
    doc.context.assign(contents, doc.context.stream('0 0 m'));
    const added = doc.context.register(doc.context.obj({ New: true }));
    const refs = changedObjects(revision, doc).map(([ref]) => ref);
    expect(refs).toEqual(
      [contents, page.ref, added].sort((a, b) => a.objectNumber - b.objectNumber),
    );
    // New objects are numbered after the original's /Size.
    expect(added.objectNumber).toBeGreaterThanOrEqual(revision.chain.size);
  });
});
