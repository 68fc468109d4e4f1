import { describe, expect, it } from 'vitest';
import {
  csvSafeCell,
  detectCsvDelimiter,
  emptyTally,
  tallyCell,
  tallyType,
  uniqueFieldNames,
} from './csv-import-rules.ts';
import { inferFieldType } from './recipient-filters.ts';

describe('detectCsvDelimiter', () => {
  it('picks the delimiter the header uses most, outside quotes', () => {
    expect(detectCsvDelimiter('Name,Email,Amount')).toBe(',');
    expect(detectCsvDelimiter('Name;Email;"Amount, in R"')).toBe(';');
    expect(detectCsvDelimiter('Name\tEmail\tAmount')).toBe('\t');
    expect(detectCsvDelimiter('"Last; first",Email')).toBe(',');
    expect(detectCsvDelimiter('Email')).toBe(',');
  });
});

describe('uniqueFieldNames', () => {
  it('names empty headers by place and numbers repeats', () => {
    expect(uniqueFieldNames(['Email', ' email ', '', 'Email', 'Name'])).toEqual([
      'Email',
      'email (2)',
      'Column 3',
      'Email (3)',
      'Name',
    ]);
  });
  it('does not collide with a header that already looks numbered', () => {
    expect(uniqueFieldNames(['A (2)', 'A', 'A'])).toEqual(['A (2)', 'A', 'A (3)']);
  });
});

describe('the tally agrees with inferFieldType', () => {
  const cases = [
    ['1', '2,5', ''],
    ['2024-01-02', '03/04/2024'],
    ['01.02.2024', '1'],
    ['12', 'twelve'],
    ['', ' '],
    ['2024-01-02', '5'],
    ['+27 82 555 1234', '+27 82 555 9876'],
    ['0821234567', '12'],
    ['0.5', '-3', '+'],
  ];
  it.each(cases)('%j', (...cells) => {
    const tally = emptyTally();
    for (const c of cells) tallyCell(tally, c);
    expect(tallyType(tally)).toBe(inferFieldType(cells));
  });
});

describe('csvSafeCell', () => {
  it('neutralises cells a spreadsheet would evaluate', () => {
    expect(csvSafeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvSafeCell('+27 82 555')).toBe("'+27 82 555");
    expect(csvSafeCell('-1')).toBe("'-1");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('\t=1')).toBe("'\t=1");
    expect(csvSafeCell('\r=1')).toBe("'\r=1");
  });
  it('leaves ordinary cells as they are', () => {
    expect(csvSafeCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvSafeCell('a=b')).toBe('a=b');
    expect(csvSafeCell('')).toBe('');
  });
});
