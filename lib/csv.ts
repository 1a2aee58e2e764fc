// CSV for spreadsheets (RFC 4180): every field quoted, CRLF rows, and a UTF-8 byte order mark so
// Excel reads accents. A cell starting with = + - @ (or a tab or carriage return) would run as a
// formula when opened: it gets a leading apostrophe (OWASP's CSV injection guard).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: Array<Array<string | number | boolean | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
