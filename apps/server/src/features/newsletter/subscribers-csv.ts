/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, with quotes doubled.
 * A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return) gets a leading apostrophe first, so opening the export never runs what a visitor typed.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
