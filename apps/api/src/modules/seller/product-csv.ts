import { CsvError, parse } from 'csv-parse/sync';

/**
 * The catalog file as bytes and cells (docs/product.md#catalog-csv): which columns it has, how
 * it is read (UTF-8, a leading byte order mark accepted, anything else refused with a way to
 * save it right) and how it is written so that Excel opens Burmese correctly and runs no
 * formula a cell holds. What the cells mean is product-import.ts's.
 */

/** Every column a catalog file may have, in the order the export writes them. */
export const CATALOG_COLUMNS = [
  'product_key',
  'name',
  'name_mm',
  'description',
  'description_mm',
  'brand',
  'category',
  'status',
  'option_name',
  'sku',
  'price',
  'discounted_price',
  'weight_grams',
  'stock',
  'pre_order_limit',
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];

/** What every file must have: how rows group, and what a new option cannot do without. */
export const REQUIRED_COLUMNS: readonly CatalogColumn[] = [
  'product_key',
  'name',
  'option_name',
  'price',
];

/** Data rows one file may hold: twice the largest catalog a shop sends at once. */
export const MAX_IMPORT_ROWS = 10_000;

/** A file, a row or a cell the reader could not take; rows are numbered as a spreadsheet does. */
export interface CsvProblem {
  row: number;
  column: string | null;
  code: string;
  params: Record<string, string | number>;
  message: string;
}

export interface CsvRow {
  /** The row as a spreadsheet numbers it: the header is 1. */
  row: number;
  /** The cells under the file's columns; a column the file lacks is absent. */
  cells: Partial<Record<CatalogColumn, string>>;
}

export type CsvReading =
  { ok: true; columns: Set<CatalogColumn>; rows: CsvRow[] } | { ok: false; problems: CsvProblem[] };

const SAVE_AS_UTF8 =
  'Save the file as "CSV UTF-8 (Comma delimited)" (in Excel: File › Save As › CSV UTF-8) and import it again.';

const fileProblem = (
  code: string,
  message: string,
  params: Record<string, string | number> = {},
  row = 1,
  column: string | null = null,
): CsvProblem => ({ row, column, code, params, message });

/**
 * The text of the file, or why it cannot be read: UTF-16 (Excel's "Unicode Text") and
 * Windows code pages (Excel's plain "CSV" on many Windows set-ups) are refused rather than
 * guessed at, since a wrong guess would store Burmese as mojibake.
 */
export function decodeCsv(
  bytes: Buffer,
): { ok: true; text: string } | { ok: false; problem: CsvProblem } {
  /** `encoding` names the case for the console: utf-16, xlsx, xls, binary or legacy. */
  const badEncoding = (encoding: string, what: string) => ({
    ok: false as const,
    problem: fileProblem('badEncoding', `${what} ${SAVE_AS_UTF8}`, { encoding }),
  });
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) {
    return badEncoding('utf-16', 'This file is UTF-16 (Excel’s "Unicode Text"), not UTF-8.');
  }
  // A workbook sent as it is rather than saved as CSV: .xlsx is a zip, .xls an OLE file.
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    return badEncoding('xlsx', 'This is an Excel workbook (.xlsx), not a CSV file.');
  }
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) {
    return badEncoding('xls', 'This is an Excel 97–2003 workbook (.xls), not a CSV file.');
  }
  const head = bytes.subarray(0, 64);
  if (head.includes(0)) {
    // UTF-16 without its mark: every other byte of an ASCII header is zero.
    const zeros = head.filter((b, i) => b === 0 && i % 2 === 1).length;
    return zeros >= head.length / 2 - 1
      ? badEncoding('utf-16', 'This file is UTF-16 (Excel’s "Unicode Text"), not UTF-8.')
      : badEncoding('binary', 'This file is not text, so it cannot be a CSV file.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return badEncoding(
      'legacy',
      'This file is in another encoding (such as Windows-1252, Excel’s plain "CSV"), not UTF-8.',
    );
  }
  return { ok: true, text };
}

/** A spreadsheet cell made safe by the export (`'=…`), read back as the text staff typed. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/**
 * The file's rows under its header. The header must name only known columns, each once, and
 * the required ones; blank rows are skipped (they keep their number, so later rows still match
 * the spreadsheet). A malformed file (a quote never closed) is one problem, never a crash.
 */
export function readCatalogCsv(bytes: Buffer): CsvReading {
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) return { ok: false, problems: [decoded.problem] };
  let records: string[][];
  try {
    records = parse(decoded.text, {
      bom: true,
      // A quote inside a cell that is not quoted (5" screen) is text, as Excel reads it.
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // One record past the cap tells that the file is over it, without reading the rest.
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, problems: [malformed(error)] };
    throw error;
  }
  const header = records[0];
  if (!header || header.every((cell) => cell.trim() === '')) {
    return {
      ok: false,
      problems: [fileProblem('emptyFile', 'The file is empty: it has no header row.')],
    };
  }

  const problems: CsvProblem[] = [];
  const columns = new Map<number, CatalogColumn>();
  header.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if (name === '') {
      problems.push(
        fileProblem('unknownColumn', `Column ${index + 1} of the header has no name.`, {
          position: index + 1,
          value: '',
        }),
      );
      return;
    }
    const known = CATALOG_COLUMNS.find((c) => c === name);
    if (!known) {
      problems.push(
        fileProblem(
          'unknownColumn',
          `"${raw.trim()}" is not a column of a catalog file. The columns are: ${CATALOG_COLUMNS.join(', ')}.`,
          { position: index + 1, value: raw.trim() },
          1,
          raw.trim(),
        ),
      );
      return;
    }
    if ([...columns.values()].includes(known)) {
      problems.push(
        fileProblem(
          'duplicateColumn',
          `The header names ${known} twice.`,
          { position: index + 1, value: known },
          1,
          known,
        ),
      );
      return;
    }
    columns.set(index, known);
  });
  const present = new Set(columns.values());
  for (const column of REQUIRED_COLUMNS) {
    if (!present.has(column)) {
      problems.push(
        fileProblem(
          'missingColumn',
          `The header has no ${column} column; every catalog file needs ${REQUIRED_COLUMNS.join(', ')}.`,
          { value: column },
          1,
          column,
        ),
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const rows: CsvRow[] = [];
  for (let index = 1; index < records.length; index += 1) {
    const record = records[index]!;
    const row = index + 1;
    if (record.every((cell) => cell.trim() === '')) continue;
    if (rows.length === MAX_IMPORT_ROWS) {
      return {
        ok: false,
        problems: [
          fileProblem(
            'tooManyRows',
            `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows; split it and import each part.`,
            { max: MAX_IMPORT_ROWS },
            row,
          ),
        ],
      };
    }
    const extra = record.slice(header.length).findIndex((cell) => cell.trim() !== '');
    if (extra !== -1) {
      problems.push(
        fileProblem(
          'extraCells',
          `This row has a value in column ${header.length + extra + 1}, beyond the header's ${header.length} columns.`,
          { position: header.length + extra + 1 },
          row,
        ),
      );
      continue;
    }
    const cells: CsvRow['cells'] = {};
    for (const [position, column] of columns) {
      cells[column] = (record[position] ?? '').replace(NEUTRALISED, '');
    }
    rows.push({ row, cells });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (rows.length === 0) {
    return {
      ok: false,
      problems: [fileProblem('emptyFile', 'The file has a header but no rows of products.')],
    };
  }
  return { ok: true, columns: present, rows };
}

function malformed(error: CsvError): CsvProblem {
  // The records read before the fault: the row it is in comes next (the header is row 1).
  const records = (error as CsvError & { records?: number }).records;
  const row = typeof records === 'number' ? records + 1 : 1;
  const unclosed = error.code === 'CSV_QUOTE_NOT_CLOSED';
  return fileProblem(
    'malformedFile',
    unclosed
      ? `A quoted cell in row ${row} is never closed, so the rest of the file reads as one cell: check the quotes (") in that row.`
      : `The file is not a valid CSV at row ${row}: ${error.message}`,
    { reason: error.code },
    row,
  );
}

/** A text cell Excel would run as a formula gets a leading apostrophe, which the import drops. */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutralise(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte order mark that tells Excel the file is UTF-8 (without it Burmese opens as mojibake). */
export const UTF8_BOM = '\ufeff';

/** A catalog file: the mark, the header, then one line per row, CRLF as Excel writes them. */
export function writeCatalogCsv(rows: Record<CatalogColumn, string | number | null>[]): string {
  const lines = [CATALOG_COLUMNS.join(',')];
  for (const row of rows) lines.push(CATALOG_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
