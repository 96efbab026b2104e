import { expect, test } from '../../support/fixtures';

test.describe('footer', () => {
  test('the newsletter box subscribes, refuses a bad address and accepts a repeat', async ({
    page,
    db,
  }) => {
    const email = `reader-${Date.now()}@example.in`;
    await page.goto('/about');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
    const box = form.getByRole('textbox', { name: 'Email address' });

    await box.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a valid email address');

    await box.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for subscribing!');
    await expect(box).toHaveValue('');
    const { rows } = await db.query('SELECT email FROM newsletter_subscribers WHERE email = $1', [
      email,
    ]);
    expect(rows).toHaveLength(1);

    await box.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('You are already subscribed.');
  });
});
