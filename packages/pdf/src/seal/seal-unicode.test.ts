import { describe, expect, it } from 'vitest';
import { makeSamplePdf } from '../test-fixtures/sample-pdf.ts';
import { sealPdf } from './seal-pdf.ts';
import { pdftotext, qpdfCheck } from './test-fixtures/poppler.ts';
import { sampleCertificate } from './test-fixtures/certificate-fixtures.ts';
import { makeField } from './test-fixtures/seal-fixtures.ts';

const NAMES = {
  winAnsi: 'Zoë Ødegård',
  polish: 'Łukasz Żółć',
  greek: 'Ελένη Παπαδοπούλου',
  cyrillic: 'Дмитрий Иванов',
  japanese: '山田 太郎 Taro',
};

const sealValues = async (values: string[], actor = 'Ann Archer') =>
  sealPdf({
    pdf: await makeSamplePdf({ pages: 1 }),
    pages: [],
    fields: values.map((data, i) =>
      makeField(
        'text',
        { page_index: 0, x: 60, y: 100 + 40 * i, width: 300, height: 24 },
        { data },
      ),
    ),
    images: new Map(),
    certificate: {
      ...sampleCertificate(1),
      pack_name: 'Unicode pack',
      signers: [],
      events: sampleCertificate(1).events.map((e) => ({ ...e, actor })),
    },
    reason: 'Signed with Quire',
    location: 'Quire',
    contactInfo: 'seal@example.com',
  });

const usesDejaVu = (pdf: Uint8Array) => Buffer.from(pdf).includes('DejaVuSans');

describe('stamped values in any script', () => {
  it('draws Latin, Greek and Cyrillic names as typed, and CJK, which no font has, as ?', async () => {
    const result = await sealValues(Object.values(NAMES), 'Łukasz Żółć');
    const page = await pdftotext(result.pdf, 1);
    for (const name of [NAMES.winAnsi, NAMES.polish, NAMES.greek, NAMES.cyrillic])
      expect(page).toContain(name);
    expect(page).toContain('?? ?? Taro');
    expect(usesDejaVu(result.pdf)).toBe(true);
    expect(await pdftotext(result.pdf, 2)).toContain('Łukasz Żółć');
    expect((await qpdfCheck(result.pdf)).code).toBe(0);
  });

  it('keeps Helvetica, embedding no font, when every value is WinAnsi', async () => {
    const result = await sealValues([NAMES.winAnsi, 'Ünal Çelik — “quoted” €5']);
    expect(usesDejaVu(result.pdf)).toBe(false);
    expect(await pdftotext(result.pdf, 1)).toContain(NAMES.winAnsi);
  });

  it('embeds nothing for text no font covers: it is drawn as ? in Helvetica', async () => {
    const result = await sealValues([NAMES.japanese]);
    expect(usesDejaVu(result.pdf)).toBe(false);
    expect(await pdftotext(result.pdf, 1)).toContain('?? ?? Taro');
  });

  it('turns control characters into spaces and keeps line breaks', async () => {
    const result = await sealValues(['First\u0007line\r\nSecond Ł\tline']);
    const text = (await pdftotext(result.pdf, 1)).replace(/\s+/g, ' ');
    expect(text).toContain('First line');
    expect(text).toContain('Second Ł line');
  });
});
