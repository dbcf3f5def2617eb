import { csvTexts } from '../../shared/print-files-texts.js';

/**
 * CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180): CRLF line ends, a value
 * with a comma, quote or line break in double quotes, quotes doubled. A value a spreadsheet would
 * run as a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe, as
 * OWASP advises against CSV injection (https://owasp.org/www-community/attacks/CSV_Injection):
 * an admin opens these files in Excel, and the values come from customers.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export class CsvParseError extends Error {
  constructor(
    message: string,
    /** The line of the file (from 1) where the bad value starts. */
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * Reads CSV text into rows of values: quoted values may hold commas, doubled quotes and line
 * breaks; lines end in CRLF or LF; a byte-order mark (Excel's "CSV UTF-8") is dropped, and so are
 * blank lines. Each row keeps the line it starts on, so a refusal can name it.
 */
export function parseCsvLines(text: string): { line: number; values: string[] }[] {
  const rows: { line: number; values: string[] }[] = [];
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let rowLine = 1;
  let values: string[] = [];
  let value = '';
  /** The value was quoted: a row of one "" is a value, not a blank line. */
  let quoted = false;
  const endValue = () => {
    values.push(value);
    value = '';
    quoted = false;
  };
  const endRow = () => {
    const blank = values.length === 0 && value === '' && !quoted;
    endValue();
    if (!blank) rows.push({ line: rowLine, values });
    values = [];
  };
  let index = 0;
  while (index < input.length) {
    const char = input[index]!;
    if (char === '"') {
      if (value !== '' || quoted) throw new CsvParseError(csvTexts.strayQuote(line), line);
      const startLine = line;
      quoted = true;
      for (index += 1; ; index += 1) {
        if (index >= input.length) throw new CsvParseError(csvTexts.unclosedQuote(startLine), startLine);
        const inner = input[index]!;
        if (inner === '"' && input[index + 1] === '"') index += 1;
        else if (inner === '"') break;
        else if (inner === '\n') line += 1;
        value += inner;
      }
      index += 1;
      const next = input[index];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvParseError(csvTexts.strayQuote(line), line);
      }
    } else if (char === ',') {
      endValue();
      index += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      index += char === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line += 1;
      rowLine = line;
    } else {
      value += char;
      index += 1;
    }
  }
  if (values.length > 0 || value !== '' || quoted) endRow();
  return rows;
}

/** The rows of a CSV text as arrays of values (see parseCsvLines). */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map((row) => row.values);
}
