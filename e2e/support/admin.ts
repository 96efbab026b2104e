import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { registerShopper, signInThroughApi, type Shopper } from './accounts';

/**
 * Browser tests of the back office. They live in `tests/console/`, which the config runs
 * only after the first-owner test (`@first-owner` in console/staff.spec.ts) has claimed the shop
 * through the link the server printed: once any owner exists that link is refused, so no other
 * test may make one before it.
 */

type StaffRole = 'owner' | 'staff';
interface StaffMember extends Shopper {
  role: StaffRole;
}

/** The line as printed, and as the JSON log line's message (which a quote ends). */
const SETUP_LINE = /Set up the shop's owner: (https?:\/\/[^\s"]+)/;

/**
 * The first-owner setup link the server printed at start, read from its log (E2E_SERVER_LOG),
 * waiting up to `timeoutMs` for the line: the server prints it just after it starts listening.
 */
export async function printedSetupLink(timeoutMs = 15_000): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: run the tests through the config');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = await readFile(logPath, 'utf8').catch(() => '');
    const link = SETUP_LINE.exec(log)?.[1];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`The server printed no setup link in ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Gives a registered account a role straight in the database, as the setup link or an accepted
 * invitation would (those are tested through the console itself).
 */
async function grantRole(db: pg.Pool, email: string, role: StaffRole): Promise<void> {
  const { rowCount } = await db.query(
    'UPDATE users SET role = $2, role_since = now() WHERE email = $1',
    [email.toLowerCase(), role],
  );
  if (rowCount !== 1) throw new Error(`No account for ${email}`);
}

/**
 * Registers an account with `role` and signs it in within the page's browser context (the
 * session cookie, and the public record with its role in localStorage), for tests whose subject
 * is not how staff get their role. Owners only in `tests/console/` (see above).
 */
async function signInAsStaffMember(
  page: Page,
  db: pg.Pool,
  role: StaffRole,
  overrides: Partial<Omit<Shopper, 'id'>> = {},
): Promise<StaffMember> {
  const name = overrides.name ?? (role === 'owner' ? 'Meera Iyer' : 'Arjun Das');
  const email =
    overrides.email ??
    `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
  const password = overrides.password ?? 'terracotta-desk-42';
  await registerShopper(page, { name, email, password });
  // Before signing in, so that the record the browser remembers carries the role.
  await grantRole(db, email, role);
  const { id } = await signInThroughApi(page, { email, password });
  return { id, name, email, password, role };
}

export const signInAsOwner = (
  page: Page,
  db: pg.Pool,
  overrides: Partial<Omit<Shopper, 'id'>> = {},
) => signInAsStaffMember(page, db, 'owner', overrides);

export const signInAsStaff = (
  page: Page,
  db: pg.Pool,
  overrides: Partial<Omit<Shopper, 'id'>> = {},
) => signInAsStaffMember(page, db, 'staff', overrides);

/** The link of the newest invitation mail to `email`, from the outbox. */
export function invitationLinkIn(mail: string): string {
  const link = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`No invitation link in:\n${mail}`);
  return link;
}

/**
 * The shop's registered seller, as the tests' owner saves it: a Jharkhand company, as the
 * placeholder the shop starts with is (so deliveries to Jharkhand stay intra-state), with a
 * GSTIN and place of business of its own.
 */
export const REGISTERED_SELLER = {
  legalName: 'TerraCraft Handicrafts Private Limited',
  gstin: '20AAJCT5730R1ZY',
  address: {
    line1: '14 Kanke Road, Gandhi Nagar',
    line2: '',
    city: 'Ranchi',
    state: 'Jharkhand',
    pin: '834008',
  },
};

/**
 * Makes sure the shop's seller details are saved before a test ships an order (no tax invoice is
 * issued under the placeholder seller): an owner signs in on `page` and saves them through the
 * settings API the Settings page uses, unless they are saved already. Tests run side by side: a
 * save refused as stale means another test saved them meanwhile, so the details are read again.
 */
export async function ensureSellerSaved(page: Page, db: pg.Pool): Promise<void> {
  await signInAsOwner(page, db);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const read = await page.request.get('/api/admin/settings');
    if (!read.ok()) throw new Error(`settings not read: ${await read.text()}`);
    const { seller } = (await read.json()) as {
      seller: { value: { gstin: string }; updatedAt: string | null };
    };
    if (seller.updatedAt !== null && seller.value.gstin === REGISTERED_SELLER.gstin) return;
    const saved = await page.request.put('/api/admin/settings', {
      headers: { origin: process.env.E2E_BASE_URL! },
      data: { key: 'seller', value: REGISTERED_SELLER, updatedAt: seller.updatedAt },
    });
    if (saved.ok()) return;
    if (saved.status() !== 409) throw new Error(`seller not saved: ${await saved.text()}`);
  }
  throw new Error('The seller details could not be saved');
}
