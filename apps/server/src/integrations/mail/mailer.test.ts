import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, createOutboxMailer } from './mailer';

/** A bare SMTP server on a free port that keeps what each client sends in DATA. */
async function startSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) {
          socket.write('250 test\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('outbox mailer', () => {
  it('writes one readable file per message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'terracraft-mail-'));
    const mailer = createOutboxMailer(dir);
    await mailer.send({
      to: 'a@example.in',
      subject: 'Your order #TC1001',
      text: 'Total ₹1,059.00',
    });
    await mailer.send({ to: 'b@example.in', subject: 'Reset your password', text: 'Link' });
    const files = readdirSync(join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const first = readFileSync(join(dir, 'outbox', files[0]!), 'utf8');
    expect(first).toContain('To: a@example.in');
    expect(first).toContain('Subject: Your order #TC1001');
    expect(first).toContain('Total ₹1,059.00');
  });

  it('keeps a line break in a header value from starting a header of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'terracraft-mail-'));
    await createOutboxMailer(dir).send({
      to: 'shop@example.in',
      replyTo: 'visitor@example.in',
      subject: 'Hello\r\nBcc: everyone@example.in',
      text: 'Hi',
    });
    const [file] = readdirSync(join(dir, 'outbox'));
    const headers = readFileSync(join(dir, 'outbox', file!), 'utf8').split('\r\n\r\n')[0]!;
    expect(headers.split('\r\n')).toEqual([
      'From: TerraCraft <no-reply@terracraft.in>',
      'To: shop@example.in',
      'Reply-To: visitor@example.in',
      'Subject: Hello Bcc: everyone@example.in',
      expect.stringMatching(/^Date: /),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
  });
});

describe('SMTP mailer', () => {
  it('sends through the server of SMTP_URL, and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'terracraft-mail-'));
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir });
      await mailer.send({
        to: 'meera@example.in',
        subject: 'Reset your TerraCraft password',
        text: 'Open this link within the next hour.',
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: meera@example.in');
      expect(smtp.received[0]).toContain('Subject: Reset your TerraCraft password');
      expect(smtp.received[0]).toContain('Open this link within the next hour.');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
