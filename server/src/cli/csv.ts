/**
 * CSV as spreadsheets write it (RFC 4180: commas, double quotes doubled inside quoted cells,
 * line breaks inside quotes), small enough not to need a package.
 */

/** One record of a CSV file and the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A quote left open or text after a closing quote: the line it happened on. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

/** Reads every non-blank record of `text` (a UTF-8 byte order mark is ignored). */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index++;
        } else {
          quoted = false;
          const next = text[index + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw new CsvSyntaxError(line, 'text after a closing quote');
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, 'a quote is never closed');
  endRecord();
  return records;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV line (with its line break) of `cells`, quoted where they need it. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map((cell) => {
    const text = cell === null ? '' : String(cell);
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }).join(',')}\r\n`;
}
