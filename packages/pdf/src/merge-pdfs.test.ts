import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergePdfs, pdfPageCount } from './merge-pdfs.ts';
import { makeSamplePdf } from './test-fixtures/sample-pdf.ts';

describe('mergePdfs', () => {
  it('keeps every page of every input in order, with its size and rotation', async () => {
    const a = await makeSamplePdf({ title: 'A', pages: 2 });
    const b = await makeSamplePdf({ title: 'B', pages: [{ size: [300, 400], rotate: 90 }] });
    const merged = await mergePdfs([a, b], { title: 'Pack' });
    expect(await pdfPageCount(merged)).toBe(3);
    const doc = await PDFDocument.load(merged);
    expect(doc.getTitle()).toBe('Pack');
    const last = doc.getPage(2);
    expect(last.getSize()).toEqual({ width: 300, height: 400 });
    expect(last.getRotation().angle).toBe(90);
  });

  it('refuses an empty list', async () => {
    await expect(mergePdfs([])).rejects.toThrow(/at least one/);
  });
});
