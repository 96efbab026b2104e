import { latestMailTo } from '../../support/accounts';
import { signInAsStaff } from '../../support/admin';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { unique } from '../../support/unique';

/** The contact inbox, seen from both sides: a visitor's message, which staff answer. */

test('a visitor’s contact message reaches the inbox, where staff read, answer and handle it', async ({
  page,
  db,
}) => {
  const subject = `Bulk order ${unique()}`;
  const email = `visitor-${unique()}@example.in`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your Name').fill('Asha Rao');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Do you ship 40 baskets to Pune?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');

  await signInAsStaff(page, db);
  await page.goto('/admin/messages');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('Do you ship 40 baskets to Pune?')).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('textbox', { name: `Your reply to ${email}` })
    .fill('Yes, we ship all over India.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Yes, we ship all over India.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  const mail = await latestMailTo(email);
  expect(mail).toContain('Yes, we ship all over India.');

  await page.getByRole('button', { name: 'Mark as new' }).click();
  await expect(page.getByRole('button', { name: 'Mark handled' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('handled');
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Handled');
});
