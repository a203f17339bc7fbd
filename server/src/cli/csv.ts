import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** One record of a CSV file and the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file csv-parse cannot read (a quote left open, text after a closing quote): the line it happened on. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

const LINE_BREAK = /\r\n|\n|\r/g;

/**
 * Reads every non-blank record of `text` as spreadsheets write it (RFC 4180, a UTF-8 byte order
 * mark ignored, any line ending). csv-parse tells the line a record ends on; the line breaks
 * inside its quoted cells give the line it starts on, the one a merchant looks for.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  try {
    parse(text, {
      bom: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'],
      on_record(cells: string[], { lines }) {
        records.push({ line: lines - cells.reduce((breaks, cell) => breaks + (cell.match(LINE_BREAK)?.length ?? 0), 0), cells });
        return cells;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(Number(error.lines ?? 0), error.message.replace(/ at line \d+/, ''));
    throw error;
  }
  return records;
}

/** CSV text (CRLF line ends, quoted where needed) of `rows`. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(rows.map((row) => row.map((cell) => (cell === null ? '' : cell))), { record_delimiter: 'windows' });
}
