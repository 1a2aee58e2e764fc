// Reading spreadsheets' CSV (the reverse of lib/csv.ts): the bytes decoded as UTF-8 when they are
// valid UTF-8, else as Windows-1252 (what Excel in Colombia writes with "CSV (delimitado por
// comas)"); the delimiter guessed from the header line (';' where the decimal mark is a comma, as
// in es-CO, ',' elsewhere); fields per RFC 4180 (quotes, doubled quotes, line breaks inside quotes,
// CRLF or LF rows). Pure: no server code.

export type CsvEncoding = 'utf-8' | 'windows-1252';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

// Windows-1252's characters for bytes 0x80-0x9F (five of them are undefined and stay as they are).
const C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The text of a CSV file: UTF-8 (byte order mark dropped) when it decodes strictly, else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): DecodedCsv {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    // Any byte sequence is valid Windows-1252, so this never throws. Some Node versions decode the
    // label as Latin-1 (0x80-0x9F as control characters): those become Windows-1252's € ‚ ƒ „ … and so on.
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { text: text.replace(/[\u0080-\u009f]/g, (c) => C1[c.charCodeAt(0) - 0x80] || c), encoding: 'windows-1252' };
  }
}

/** ';' or ',' (or a tab), whichever appears most outside quotes in the first line. */
export function detectDelimiter(text: string): string {
  let inQuotes = false;
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && char in counts) counts[char] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/**
 * RFC 4180 records. A quote opens a quoted field only at the field's start; inside, "" is one
 * quote and line breaks are kept. Rows whose cells are all empty (Excel's trailing ;;;) are dropped.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let atFieldStart = true;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
    field = '';
    atFieldStart = true;
  };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (inQuotes) {
      if (char !== '"') field += char;
      else if (body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else inQuotes = false;
    } else if (char === '"' && atFieldStart) {
      inQuotes = true;
      atFieldStart = false;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
      atFieldStart = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRow();
    } else {
      field += char;
      atFieldStart = false;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
