import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { A4 } from '../audit-page-size.ts';
import { CERTIFICATE_NAMES, sampleCertificate } from '../test-fixtures/certificate-fixtures.ts';
import { ink, pdfPages, pdftotext, qpdfCheck, renderCrop } from '../test-fixtures/poppler.ts';
import { CertificateFlow } from './certificate-flow.ts';
import { appendCertificatePages } from './certificate-pages.ts';
import { certificateFonts } from './text-runs.ts';

const run = promisify(execFile);

/** Runs a poppler tool on the bytes; its standard output. */
const popplerOut = async (tool: string, pdf: Uint8Array, args: string[] = []) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-certificate-'));
  try {
    await writeFile(path.join(dir, 'c.pdf'), pdf);
    return (await run(tool, [...args, path.join(dir, 'c.pdf')])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const render = async (events = 12) => {
  const doc = await PDFDocument.create();
  const { pages, done } = await appendCertificatePages(doc, sampleCertificate(events));
  await done;
  return { pdf: await doc.save(), pages };
};

describe('certificate of completion', () => {
  let pdf: Uint8Array;
  let pages: number;
  let text: string;

  beforeAll(async () => {
    ({ pdf, pages } = await render());
    text = '';
    for (let p = 1; p <= pages; p++) text += `${await pdftotext(pdf, p)}\n`;
  });

  it('prints the summary, documents, signers and the event log as selectable text', () => {
    const c = sampleCertificate();
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Certificate of completion',
      c.verification_url,
      'Complete',
      '2026-11-21 08:30:05 UTC',
      c.sealing_certificate!,
      c.timestamp_authority!,
      ...c.documents.flatMap((d) => [d.name, d.sha256_original]),
      'SHA-256 of each signed (final) PDF cannot be printed inside the file',
      'Identified by',
      'SMS code to +47 ••• ••42 confirmed',
      'In person, hosted by Ann Archer',
      'Signature · Drawn',
      'Initials · Typed',
      'Signature · Uploaded',
      'Approver · Approved',
      '203.0.113.24',
      'Head of the hash chain',
      c.head_hash,
      ...c.events.map((e) => e.hash),
    ])
      expect(flat).toContain(expected);
  });

  it('draws names in Latin, Arabic, Hebrew and CJK scripts so they can be copied', async () => {
    for (const name of Object.values(CERTIFICATE_NAMES)) {
      const words = name.split(' ');
      for (const word of words) expect(text).toContain(word);
    }
    const fonts = await popplerOut('pdffonts', pdf);
    expect(fonts).toMatch(/DejaVuSans/);
    expect(fonts).toMatch(/DroidSansFallback/);
  });

  it('embeds each signature and initials picture as adopted', async () => {
    const list = await popplerOut('pdfimages', pdf, ['-list']);
    const images = list.split('\n').filter((l) => /^\s*\d+\s+\d+\s+image\b/.test(l));
    expect(images).toHaveLength(4);
  });

  it('numbers every page and repeats the title on continued pages', async () => {
    expect(pages).toBeGreaterThan(1);
    expect(await pdfPages(pdf)).toBe(pages);
    for (let p = 1; p <= pages; p++) {
      const page = (await pdftotext(pdf, p)).replace(/\s+/g, ' ');
      expect(page).toContain(`Certificate of completion page ${p} of ${pages}`);
      expect(page).toContain('Verification id k7f3q9x2m4p8w1z6');
      if (p > 1) expect(page).toContain('Certificate of completion (continued)');
    }
    expect((await qpdfCheck(pdf)).code).toBe(0);
  });

  it('draws a QR code whose modules are those of the verification link', async () => {
    const { modules } = QRCode.create(sampleCertificate().verification_url, {
      errorCorrectionLevel: 'M',
    });
    const size = 92;
    const left = A4[0] - 40 - size;
    const crop = await renderCrop(pdf, 1, { x: left, y: 40, width: size, height: size });
    const unit = size / (modules.size + 8);
    let wrong = 0;
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++) {
        const x = Math.floor((4 + c + 0.5) * unit);
        const y = Math.floor((4 + r + 0.5) * unit);
        const dark = crop.rgb[(y * crop.width + x) * 3]! < 128;
        if (dark !== (modules.get(r, c) === 1)) wrong++;
      }
    // Sampled at 72 dpi (2.5 px a module): a few centres may fall on an anti-aliased edge.
    expect(wrong).toBeLessThan(modules.size * modules.size * 0.02);
  });
});

describe('certificate text runs', () => {
  let fonts: Awaited<ReturnType<typeof certificateFonts>>;
  let doc: PDFDocument;

  beforeAll(async () => {
    doc = await PDFDocument.create();
    fonts = await certificateFonts(doc, ['محمد', 'لا', '李']);
  });

  it('joins Arabic letters: lam and alef become one ligature glyph', () => {
    const [run] = fonts.runs('لا');
    expect(run!.operand).toMatch(/^<[0-9a-f]{4}>$/);
    const [name] = fonts.runs('محمد');
    expect(name!.operand).toMatch(/^<([0-9a-f]{4}){4}>$/);
  });

  it('orders a mixed line as it reads: Arabic first on the right of a right-to-left line', () => {
    const rtl = fonts.runs('محمد Ali');
    expect(rtl).toHaveLength(2);
    expect(rtl[0]!.font).toBe(fonts.regular);
    const ltr = fonts.runs('Ali محمد');
    expect(ltr).toHaveLength(2);
    expect(ltr[0]!.font).toBe(fonts.regular);
    expect(ltr[1]!.font).not.toBe(fonts.regular);
  });

  it('draws a CJK character made of composite glyphs (the subset pads odd-length glyphs)', async () => {
    const page = new CertificateFlow(doc, fonts, [200, 200], 'Test');
    page.text('李', 50, 100, 60, 'regular', [0, 0, 0]);
    page.ink.finish();
    const crop = await renderCrop(await doc.save(), 1, { x: 40, y: 30, width: 90, height: 90 });
    expect(ink(crop).count).toBeGreaterThan(300);
  });
});
