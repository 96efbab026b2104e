/**
 * The server's log lines as people read them in a terminal: time, level, message, then the
 * request and the other fields, an error's stack on the lines below. Used when standard output
 * is a terminal; anything else (a file, a log collector) gets pino's JSON lines (decision 0033).
 */

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '90' },
  30: { name: 'INFO ', colour: '32' },
  40: { name: 'WARN ', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '41' },
};
/** Pino's own fields, and the ones given their own place on the line. */
const SHOWN_APART = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'req', 'res', 'err']);

const paint = (text: string, code: string, colour: boolean) =>
  colour ? `\u001b[${code}m${text}\u001b[0m` : text;

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function value(field: unknown): string {
  return typeof field === 'string' ? field : JSON.stringify(field);
}

/** One JSON log line, readable; a line that is not JSON comes back as it is. */
export function formatLogLine(line: string, { colour = false } = {}): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  if (typeof entry !== 'object' || entry === null) return line.trimEnd();
  const level = LEVELS[entry.level as number] ?? { name: String(entry.level), colour: '0' };
  const parts = [paint(clock(entry.time), '90', colour), paint(level.name, level.colour, colour)];
  if (entry.msg !== undefined) parts.push(String(entry.msg));
  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  const res = entry.res as { statusCode?: number } | undefined;
  if (res?.statusCode !== undefined) parts.push(`→ ${res.statusCode}`);
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)} ms`);
  for (const [key, field] of Object.entries(entry)) {
    if (SHOWN_APART.has(key) || key === 'responseTime' || field === undefined) continue;
    parts.push(paint(`${key}=${value(field)}`, '90', colour));
  }
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n    ${(err.stack || err.message || '').split('\n').join('\n    ')}` : '';
  return parts.join(' ') + stack;
}

/** A destination for the server's logger that writes readable lines to `out`. */
export function terminalLogStream(out: { write(text: string): unknown }, { colour = false } = {}) {
  return {
    write(line: string) {
      out.write(`${formatLogLine(line, { colour })}\n`);
    },
  };
}
