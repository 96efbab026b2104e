import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
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
  it('writes one MIME file per message, with text, HTML and attachments, in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'terracraft-mail-'));
    const mailer = createOutboxMailer(dir);
    await mailer.send({
      to: 'a@example.in',
      subject: 'Your order #TC1001',
      text: 'Total ₹1,059.00',
      html: '<p>Total <b>₹1,059.00</b></p>',
      attachments: [
        {
          filename: 'invoice.pdf',
          content: Buffer.from('%PDF-1.7 test'),
          contentType: 'application/pdf',
        },
      ],
    });
    await mailer.send({ to: 'b@example.in', subject: 'Reset your password', text: 'Link' });
    const files = readdirSync(join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const first = await simpleParser(readFileSync(join(dir, 'outbox', files[0]!)));
    expect(first.to).toMatchObject({ text: 'a@example.in' });
    expect(first.from?.value[0]).toMatchObject({
      name: 'TerraCraft',
      address: 'no-reply@terracraft.in',
    });
    expect(first.subject).toBe('Your order #TC1001');
    expect(first.text?.trim()).toBe('Total ₹1,059.00');
    expect(first.html).toContain('<b>₹1,059.00</b>');
    expect(first.attachments).toHaveLength(1);
    expect(first.attachments[0]).toMatchObject({
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
    });
    expect(first.attachments[0]!.content.toString()).toBe('%PDF-1.7 test');
    const second = await simpleParser(readFileSync(join(dir, 'outbox', files[1]!)));
    expect(second.subject).toBe('Reset your password');
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
    const raw = readFileSync(join(dir, 'outbox', file!), 'utf8');
    const headers = raw.split('\r\n\r\n')[0]!.split('\r\n');
    expect(headers.some((line) => /^bcc:/i.test(line))).toBe(false);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe('Hello Bcc: everyone@example.in');
    expect(mail.replyTo).toMatchObject({ text: 'visitor@example.in' });
    expect(mail.bcc).toBeUndefined();
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
