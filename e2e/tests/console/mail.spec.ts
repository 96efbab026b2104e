import { latestMailTo } from '../../support/accounts';
import { signInAsStaff } from '../../support/admin';
import { expect, expectAccessible, test } from '../../support/fixtures';

/**
 * The console's Mails: a mail the outbox gave up on shows with its last error, and Resend sends
 * it. The server under test writes mail to files, which never fails; the failed mail is put in the
 * outbox as the worker leaves one after its last attempt against a mail server that refused the
 * connection (the API tests make that happen with a real failing mailer).
 */
test('a failed mail shows in the console with its error, and Resend sends it', async ({
  page,
  db,
}) => {
  const to = `lost-${Date.now().toString(36)}@example.in`;
  const subject = 'Your TerraCraft order is on its way';
  await db.query(
    `INSERT INTO outbox_mails (kind, status, "to", subject, text, html, attempts, last_error, created_at)
     VALUES ('order-shipped', 'failed', $1, $2, $3, $4, 8, $5, now() - interval '1 day')`,
    [
      to,
      subject,
      'Hello Meera,\n\nGood news: your parcel is on its way.',
      '<p>Hello Meera,</p><p>Good news: your parcel is on its way.</p>',
      'connect ECONNREFUSED 127.0.0.1:2525',
    ],
  );

  await signInAsStaff(page, db);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Mails' }).click();
  await expect(page.getByRole('heading', { name: 'Mails', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
  await page.getByRole('searchbox', { name: 'Search by recipient or order' }).fill(to);
  await page.getByRole('searchbox', { name: 'Search by recipient or order' }).press('Enter');

  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('8 attempts');
  await expect(row).toContainText('Last error: connect ECONNREFUSED 127.0.0.1:2525');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Resend “${subject}” to ${to}` }).click();
  await expect(page.getByText(`“${subject}” to ${to} is queued to be sent again`)).toBeVisible();

  const mail = await latestMailTo(to, 10_000);
  expect(mail).toContain(`Subject: ${subject}`);
  expect(mail).toContain('Good news: your parcel is on its way.');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('sent');
  await expect(page.getByRole('row').filter({ hasText: to })).toContainText('Sent');
});
