import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, CsvParseError, parseCsv, parseCsvLines } from './csv';

describe('a CSV cell', () => {
  it('is left as it is when nothing in it needs quoting', () => {
    expect(csvCell('KS-1001')).toBe('KS-1001');
    expect(csvCell('')).toBe('');
  });

  it('is quoted, quotes doubled, when it holds a comma, a quote or a line break', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvCell('Flat 2\nRose Court')).toBe('"Flat 2\nRose Court"');
  });

  it('cannot be run as a formula by a spreadsheet', () => {
    expect(csvCell('=cmd()')).toBe("'=cmd()");
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it('makes a row ended by CRLF', () => {
    expect(csvRow(['a', 'b,c', '=1'])).toBe('a,"b,c",\'=1\r\n');
  });
});

describe('reading CSV', () => {
  it('reads values with commas, doubled quotes and line breaks inside quotes', () => {
    const text =
      'order_number,carrier,tracking_number\r\nKS-1,"USPS, Priority","9400 ""11"""\r\n"KS-2","line\r\nbreak",x\r\n';
    expect(parseCsv(text)).toEqual([
      ['order_number', 'carrier', 'tracking_number'],
      ['KS-1', 'USPS, Priority', '9400 "11"'],
      ['KS-2', 'line\r\nbreak', 'x'],
    ]);
  });

  it('takes LF or CRLF, drops a byte-order mark and blank lines, keeps empty values', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,\n,2\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
    expect(parseCsv('""\n')).toEqual([['']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('names the line each row starts on, counting line breaks inside quotes', () => {
    const rows = parseCsvLines('h\n"two\nlines"\n\nlast');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 5]);
  });

  it('refuses an unclosed quote or a quote inside an unquoted value, naming the line', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(new CsvParseError('Line 2: a quoted value is not closed', 2));
    expect(() => parseCsv('a\nab"c,d')).toThrow('Line 2: a quote inside a value that is not quoted');
    expect(() => parseCsv('"a"b')).toThrow(CsvParseError);
  });

  it('gives back what csvRow wrote, apostrophe aside', () => {
    const rows = [
      ['KS-1', 'Jane "JJ" Smith', 'Flat 2,\r\nRose Court', ''],
      ['KS-2', 'José Ñandú', '東京都千代田区', 'مرحبا'],
    ];
    expect(parseCsv(rows.map(csvRow).join(''))).toEqual(rows);
    expect(parseCsv(csvRow(['=cmd()']))).toEqual([["'=cmd()"]]);
  });
});
