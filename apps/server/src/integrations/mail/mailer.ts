import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SHOP_NAME } from '@terracraft/shared/policy';

export interface MailMessage {
  to: string;
  /** Where answers go, when not to the shop's no-reply address. */
  replyTo?: string;
  subject: string;
  /** Plain text; the outbox keeps exactly this. */
  text: string;
  html?: string;
}

/** How the shop sends mail. Features depend on this, never on a mail library. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = `${SHOP_NAME} <no-reply@terracraft.in>`;

/** Header values may carry what a visitor typed; a line break must not start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * Writes each message as a readable .eml file under `DATA_DIR/outbox`: the default when no SMTP
 * server is configured, so password resets and order mails can be read on a development machine.
 */
export function createOutboxMailer(dataDir: string): Mailer {
  const outbox = join(dataDir, 'outbox');
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const date = new Date();
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence++).padStart(4, '0')}-${slug}.eml`;
      const eml = [
        `From: ${FROM}`,
        `To: ${oneLine(message.to)}`,
        ...(message.replyTo ? [`Reply-To: ${oneLine(message.replyTo)}`] : []),
        `Subject: ${oneLine(message.subject)}`,
        `Date: ${date.toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
        '',
      ].join('\r\n');
      await writeFile(join(outbox, name), eml, 'utf8');
    },
  };
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: FROM, ...message });
    },
  };
}

export function createMailer(config: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.dataDir);
}
