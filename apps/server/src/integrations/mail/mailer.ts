import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SHOP_NAME } from '@terracraft/shared/policy';

/** A file sent with a mail. */
export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  /** Where answers go, when not to the shop's no-reply address. */
  replyTo?: string;
  subject: string;
  /** The plain text part. */
  text: string;
  /** The HTML part, beside the plain text. */
  html?: string;
  attachments?: MailFile[];
}

/** How the shop sends mail. Features depend on this, never on a mail library. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = `${SHOP_NAME} <no-reply@terracraft.in>`;

/** Header values may carry what a visitor typed; a line break must not start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** The message as nodemailer takes it: one-line headers, from the shop's no-reply address. */
function envelope(message: MailMessage) {
  return {
    from: FROM,
    to: oneLine(message.to),
    ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
          })),
        }
      : {}),
  };
}

/**
 * Writes each message as a MIME .eml file (plain text, HTML and attachments, as an SMTP server
 * would receive it) under `DATA_DIR/outbox`: the default when no SMTP server is configured, so
 * password resets and order mails can be read on a development machine. File names sort by the
 * time they were written.
 */
export function createOutboxMailer(dataDir: string): Mailer {
  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const date = new Date();
      const info = await transport.sendMail({ ...envelope(message), date });
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 80);
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence++).padStart(4, '0')}-${slug}.eml`;
      await writeFile(join(outbox, name), info.message as Buffer);
    },
  };
}

function createSmtpMailer(smtpUrl: string): Mailer {
  // A server that does not answer fails the attempt within a minute; the outbox retries it.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail(envelope(message));
    },
  };
}

export function createMailer(config: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.dataDir);
}
