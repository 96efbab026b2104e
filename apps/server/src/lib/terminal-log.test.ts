import { describe, expect, it } from 'vitest';
import { formatLogLine, terminalLogStream } from './terminal-log';

const at = new Date(2026, 0, 5, 14, 3, 9).getTime();

describe('log lines in a terminal', () => {
  it('puts time, level and message first, then the request and its answer', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'shop',
      reqId: 'r1',
      req: { method: 'GET', url: '/api/products', host: 'localhost' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(formatLogLine(line)).toBe(
      '14:03:09 INFO  request completed GET /api/products → 200 12 ms reqId=r1',
    );
  });

  it('shows an error with its stack below, and lines that are not JSON as they are', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'shutting down after an error',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main' },
    });
    expect(formatLogLine(line)).toBe(
      '14:03:09 ERROR shutting down after an error\n    Error: boom\n        at main',
    );
    expect(formatLogLine('plain words\n')).toBe('plain words');
  });

  it('colours only when asked', () => {
    const written: string[] = [];
    const stream = terminalLogStream(
      { write: (text: string) => written.push(text) },
      { colour: true },
    );
    stream.write(JSON.stringify({ level: 40, time: at, msg: 'careful' }));
    expect(written[0]).toContain('\u001b[33mWARN \u001b[0m careful');
    expect(written[0]!.endsWith('\n')).toBe(true);
  });
});
