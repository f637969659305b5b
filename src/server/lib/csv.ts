/**
 * A small RFC 4180 reader (no dependency in node_modules parses CSV, and the catalogue import
 * needs only this): fields separated by commas, records by CRLF or LF (a lone CR too, as old
 * Excel for Mac writes), a field in double quotes may hold commas, line breaks and "" for a
 * quote. A leading UTF-8 BOM (Excel's 「CSV UTF-8」) is dropped. Whitespace is kept as written;
 * callers trim what they read.
 */

export interface CsvResult {
  /** Records in file order, each its fields; a trailing empty line is no record. */
  rows: string[][];
  /** The first thing that is not CSV (an unterminated quote, text after a closing quote), else ''. */
  error: string;
  /** The 1-based record where that problem starts. */
  errorRow: number;
}

/** Parses at most `maxRows` records (then stops: `truncated`), so a huge file costs little. */
export function parseCsv(
  text: string,
  maxRows = Number.POSITIVE_INFINITY,
): CsvResult & { truncated: boolean } {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let quoteStart = 0;
  const endRecord = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < s.length) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = s[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
          return { rows, error: '引号后应为逗号或换行', errorRow: rows.length + 1, truncated: false };
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      quoteStart = rows.length + 1;
      i += 1;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && s[i + 1] === '\n' ? 2 : 1;
      if (rows.length >= maxRows) return { rows, error: '', errorRow: 0, truncated: i < s.length };
    } else {
      field += ch;
      i += 1;
    }
  }
  if (quoted) return { rows, error: '引号未闭合', errorRow: quoteStart, truncated: false };
  if (field !== '' || row.length) endRecord();
  return { rows, error: '', errorRow: 0, truncated: false };
}

/** One field as CSV writes it: quoted when it holds a comma, quote or line break. */
export const csvField = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
