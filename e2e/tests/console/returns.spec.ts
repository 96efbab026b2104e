import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { formatShortDate } from '@terracraft/shared/dates';
import { signInNewShopper } from '../../support/accounts';
import { pdfText } from '../../support/invoices';
import { ensureSellerSaved, signInAsStaff } from '../../support/admin';
import { expect, expectAccessible, test } from '../../support/fixtures';
import { addProduct, placeOrderByApi, stockOf } from '../../support/orders';

const PHOTO = fileURLToPath(new URL('../../fixtures/terracotta-pot.jpg', import.meta.url));

/** Subjects and texts of the mails to `to` so far, oldest first, parsed from the outbox's files. */
async function mailsTo(to: string) {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(outbox, name)))),
  );
  return mails
    .filter((mail) => JSON.stringify(mail.to ?? '').includes(to))
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}

test.describe('Console: returns', () => {
  // Orders ship with a tax invoice only once the owner has saved the seller details.
  test.beforeAll(async ({ browser, workerDb }) => {
    const context = await browser.newContext();
    await ensureSellerSaved(await context.newPage(), workerDb);
    await context.close();
  });

  test('a shopper returns a damaged item with a photo; staff see it, approve, write it off on receipt and refund it; the stock stays and every step is mailed', async ({
    page,
    anotherBrowser,
    db,
  }) => {
    // The whole journey, in two browsers, with a photo sent and a decision per item on receipt:
    // longer than one page's test.
    test.setTimeout(180_000);
    const shopper = await signInNewShopper(page);
    const bowl = await addProduct(db, { name: 'Terracotta Serving Bowl', price: 79_900, stock: 6 });
    const number = await placeOrderByApi(page, shopper.email, [{ ...bowl, quantity: 2 }]);

    // Staff take the order to Delivered in the console, and mark its cash collected.
    const staffPage = await anotherBrowser();
    await signInAsStaff(staffPage, db);
    await staffPage.goto(`/admin/orders/${number}`);
    const actions = staffPage.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Confirm' }).click();
    await actions.getByRole('button', { name: 'Mark packed' }).click();
    await actions.getByRole('button', { name: 'Ship' }).click();
    const ship = staffPage.getByRole('dialog', { name: `Ship order #${number}` });
    await ship.getByLabel('Carrier').fill('India Post');
    await ship.getByLabel('Tracking number').fill('EE123456789IN');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await expect(ship).toBeHidden();
    await actions.getByRole('button', { name: 'Mark delivered' }).click();
    await staffPage
      .getByRole('dialog', { name: `Mark order #${number} delivered?` })
      .getByRole('button', { name: 'Mark delivered' })
      .click();
    await actions.getByRole('button', { name: 'Cash collected' }).click();
    await expect(actions).toContainText('nothing more to do');
    expect(await stockOf(db, bowl.id)).toBe(4);

    // The shopper asks to return one bowl, with a UPI ID for the refund.
    await page.goto('/account/orders?status=delivered');
    const card = page.getByRole('article', { name: `Order #${number}` });
    await expect(card.getByText(/Returns accepted until \d+ \w+ \d{4}/)).toBeVisible();
    await card.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('dialog', { name: `Return items of order #${number}` });
    await expectAccessible(page);
    // Nothing chosen: the form says what is missing.
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form.getByText('Choose at least one item to return.')).toBeVisible();
    await form.getByLabel(/Terracotta Serving Bowl/).fill('1');
    await form.getByLabel('Reason').selectOption({ label: 'Damaged in transit' });
    await form.getByLabel('Tell us more (optional)').fill('The rim arrived chipped.');
    await form.getByLabel(/^Photos/).setInputFiles(PHOTO);
    await expect(form.getByRole('list', { name: 'Photos to send' })).toContainText(
      'terracotta-pot.jpg',
    );
    await form.getByLabel('UPI ID').fill('priya');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form.getByText('Enter a UPI ID such as name@bank.')).toBeVisible();
    await form.getByLabel('UPI ID').fill('priya.sharma@okaxis');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form).toBeHidden();
    const returns = card.getByRole('region', { name: 'Returns' });
    await expect(returns).toContainText(/Return RT\d+: Requested/);
    const rt = /Return (RT\d+)/.exec((await returns.textContent()) ?? '')![1]!;

    // Staff find it in the queue and take each step.
    await staffPage.goto('/admin/returns?status=requested');
    const queue = staffPage.getByRole('table', { name: 'Returns' });
    await expectAccessible(staffPage);
    await queue.getByRole('link', { name: rt }).click();
    await expect(staffPage.getByRole('heading', { name: `Return ${rt}` })).toBeVisible();
    await expect(staffPage.getByText('priya.sharma@okaxis')).toBeVisible();
    // The shopper's photo shows, decoded (not a broken image).
    const photo = staffPage
      .getByRole('list', { name: 'Photos from the shopper' })
      .getByRole('img', { name: 'What the shopper sent, 1 of 1' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const steps = staffPage.getByRole('region', { name: 'Actions' });
    await expect(steps.getByRole('button')).toHaveText(['Approve', 'Reject']);
    await steps.getByRole('button', { name: 'Approve' }).click();
    await staffPage
      .getByRole('dialog', { name: `Approve return ${rt}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(steps.getByRole('button')).toHaveText(['Mark received']);
    // A chipped bowl is not sold again: the dialog proposes writing it off, and asks why.
    await steps.getByRole('button', { name: 'Mark received' }).click();
    const receive = staffPage.getByRole('dialog', { name: `Mark return ${rt} received?` });
    const line = receive.getByRole('group', { name: 'Terracotta Serving Bowl × 1' });
    await expect(line.getByRole('radio', { name: 'Write off' })).toBeChecked();
    await expectAccessible(staffPage);
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await expect(receive.getByText('Say why the item is written off.')).toBeVisible();
    await line.getByLabel('Why it is written off').fill('Rim chipped in transit');
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await expect(receive).toBeHidden();
    await expect(steps.getByRole('button')).toHaveText(['Refund']);
    await expect(staffPage.getByText('Written off: Rim chipped in transit')).toBeVisible();
    expect(await stockOf(db, bowl.id)).toBe(4);

    // Damaged in transit is the shop's fault: ₹799 and the ₹59 shipping come back.
    await steps.getByRole('button', { name: 'Refund' }).click();
    const refund = staffPage.getByRole('dialog', { name: `Refund return ${rt}?` });
    await expect(refund).toContainText('₹858');
    await refund.getByLabel('Transfer reference (UTR)').fill('UTR402211334455');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toBeHidden();
    await expect(steps).toContainText('nothing more to do');
    await expect(staffPage.getByText('UTR402211334455')).toBeVisible();

    // The order's page lists the return; the product's stock history shows the write-off.
    await staffPage.goto(`/admin/orders/${number}`);
    await expect(staffPage.getByRole('region', { name: 'Returns' })).toContainText(rt);
    await expect(staffPage.getByRole('region', { name: 'Timeline' })).toContainText(
      'Return refunded',
    );
    await staffPage.goto(`/admin/products/${bowl.id}`);
    const history = staffPage.getByRole('list', { name: 'Stock history' });
    await expect(history).toContainText('0 Return written off');
    await expect(history).toContainText('1 unit written off: Rim chipped in transit');
    await expect(history).not.toContainText('Order return received');

    // The shopper sees every step with its date, and the refund.
    await page.reload();
    await expect(returns).toContainText(`Return ${rt}: Refunded`);
    for (const step of ['Requested on', 'Approved on', 'Received on', 'Refunded on']) {
      await expect(returns).toContainText(step);
    }
    await expect(returns).toContainText('Refunded ₹858');
    await expect(returns).toContainText('UTR402211334455');
    // The refund issued a credit note against the order's tax invoice, which the shopper downloads.
    const invoice = card.getByRole('link', { name: /^Tax invoice TC\/\d\d-\d\d\/\d{6}$/ });
    const invoiceNumber = (await invoice.textContent())!.replace('Tax invoice ', '');
    const creditNote = card.getByRole('link', { name: /^Credit note CN\/\d\d-\d\d\/\d{6}$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), creditNote.click()]);
    const creditText = await pdfText(await readFile((await download.path())!));
    expect(creditText).toContain(invoiceNumber);
    expect(creditText).toContain('Serving Bowl');
    // The order's dates end with the day the goods came back.
    await expect(
      card.getByRole('list', { name: 'Order dates' }).getByRole('listitem').last(),
    ).toHaveText(`Returned ${formatShortDate(new Date())}`);
    await expectAccessible(page);

    // A mail for every step.
    await expect
      .poll(async () => (await mailsTo(shopper.email)).map((mail) => mail.subject), {
        timeout: 10_000,
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(`We have your return request for order #${number}`),
          expect.stringContaining(`Your return ${rt} for order #${number} is approved`),
          expect.stringContaining(`We have received your return ${rt} for order #${number}`),
          expect.stringContaining(`Your refund for return ${rt} of order #${number} is complete`),
        ]),
      );
    const refunded = (await mailsTo(shopper.email)).find((mail) =>
      mail.subject.includes('refund for return'),
    );
    expect(refunded?.text).toContain('₹858');
    expect(refunded?.text).toContain('UPI priya.sharma@okaxis');
  });
});
