import { simpleParser, type ParsedMail } from 'mailparser';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export interface Shopper {
  id: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Registers a shopper and signs them in within the page's browser context, through the API: the
 * session cookie lands in the context and the public `user` record in localStorage, as after a
 * sign-in through the login page. For tests whose subject is not the sign-in itself.
 */
export async function signInNewShopper(
  page: Page,
  overrides: Partial<Omit<Shopper, 'id'>> = {},
): Promise<Shopper> {
  const name = overrides.name ?? 'Priya Sharma';
  const email = overrides.email ?? `priya-${randomBytes(4).toString('hex')}@example.in`;
  const password = overrides.password ?? 'terracotta-lamp-42';
  await registerShopper(page, { name, email, password });
  const { id } = await signInThroughApi(page, { email, password });
  return { id, name, email, password };
}

/**
 * Signs a registered account in within the page's browser context, through the API: the session
 * cookie lands in the context and the server's record of the account (`GET /api/me`) in
 * localStorage, as after a sign-in through the login page and the shop's check of it.
 */
export async function signInThroughApi(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<{ id: string; name: string; email: string }> {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${await signIn.text()}`);
  const me = await page.request.get('/api/me');
  const user = (await me.json()) as { id: string; name: string; email: string };
  await page.addInitScript((record) => localStorage.setItem('user', JSON.stringify(record)), user);
  return user;
}

/** Registers a shopper through the API without signing in (for tests of the login page). */
export async function registerShopper(
  page: Page,
  overrides: Partial<Omit<Shopper, 'id'>> = {},
): Promise<Omit<Shopper, 'id'>> {
  const name = overrides.name ?? 'Kavya Iyer';
  const email = overrides.email ?? `kavya-${randomBytes(4).toString('hex')}@example.in`;
  const password = overrides.password ?? 'jute-basket-77';
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${await res.text()}`);
  return { name, email, password };
}

/**
 * The newest mail to `to` in the shop's outbox (DATA_DIR/outbox, one MIME .eml file per
 * message), parsed: its text, HTML and attachments. Waits up to `timeoutMs` for it to arrive.
 */
async function latestParsedMailTo(to: string, timeoutMs = 5000): Promise<ParsedMail> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const raw = await readFile(join(outbox, name));
      const mail = await simpleParser(raw);
      const recipients = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
        .flatMap((address) => address.value)
        .map((address) => address.address?.toLowerCase());
      if (recipients.includes(to.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The newest mail to `to`, as readable text: its `From:`, `To:`, `Reply-To:` and `Subject:`
 * lines, a blank line, then its plain text part.
 */
export async function latestMailTo(to: string, timeoutMs = 5000): Promise<string> {
  const mail = await latestParsedMailTo(to, timeoutMs);
  const text = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
  return [
    `From: ${mail.from?.text ?? ''}`,
    `To: ${text(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo.text}`] : []),
    `Subject: ${mail.subject ?? ''}`,
    '',
    mail.text ?? '',
  ].join('\r\n');
}
