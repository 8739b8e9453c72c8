import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+8801700000000')).toBe("'+8801700000000");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
  });

  it('keeps ordinary values unchanged, numbers as numbers (negative ones too)', () => {
    expect(csvCell('Rahim Uddin')).toBe('Rahim Uddin');
    expect(csvCell('রহিম')).toBe('রহিম');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(csvLine(['Dhaka, Mirpur', 'He said "hi"', 'two\nlines'])).toBe(
      '"Dhaka, Mirpur","He said ""hi""","two\nlines"\r\n',
    );
  });
});
