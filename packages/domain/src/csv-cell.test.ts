import { describe, expect, it } from 'vitest';
import { csvField, neutraliseCsvCell, toCsv } from './csv-cell.ts';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const v of ['=SUM(A1)', '+1', '-2', '@cmd']) expect(neutraliseCsvCell(v)).toBe(`'${v}`);
    for (const v of ['Ann', '1=1', ' =x', '', "'quoted"]) expect(neutraliseCsvCell(v)).toBe(v);
  });

  it('quotes commas, quotes and line breaks after neutralising', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField(null)).toBe('');
    expect(csvField(-3)).toBe("'-3");
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['=c', 'd\ne'],
      ]),
    ).toBe(`a,b\r\n'=c,"d\ne"\r\n`);
  });
});
