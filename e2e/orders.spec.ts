/**
 * Issue 28, "Money and orders", in the browser: the product photo follows the colour chosen; a guest's
 * checkout shows what the order costs beside every step (delivery fee, total), keeps what was typed
 * through a reload, asks no ID for a phone alone and takes the governorate and nearest landmark; a declined card leaves the order held with "Pay now",
 * which opens a new card attempt on the same order; paid, the order page thanks the buyer and says what
 * happens next; the header's bag count is gone after the order.
 */
import { checkA11y, expect, test } from './fixtures';

test('a guest checks out a phone by card: summary, reload, declined card, Pay now, paid, bag count cleared [en]', async ({ page }) => {
  // A phone in the bag: the header shows its count.
  await page.goto('/en/personal/shop/phones');
  await page.locator('main a[href*="/personal/shop/product/"]', { hasText: 'Nova A35' }).first().click();
  await expect(page).toHaveURL(/\/personal\/shop\/product\//);
  // The photo follows the colour chosen.
  const photo = page.getByRole('region', { name: 'Pictures of Nova A35' }).getByRole('img').first();
  await expect(photo).toHaveAttribute('src', /phone-2-1d1b22/);
  await page.getByRole('radio', { name: 'Green' }).check();
  await expect(photo).toHaveAccessibleName('Nova A35 · Green');
  await expect(photo).toHaveAttribute('src', /phone-2-2e7d5b/);
  // Green (18 in stock): the shop spec counts on the last black ones.
  await page.getByRole('button', { name: /add to bag/i }).first().click();
  const bagIcon = page.getByRole('banner').getByRole('link', { name: /bag/i });
  await expect(bagIcon).toBeVisible();

  await page.goto('/en/personal/shop/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  // A phone alone is registered to no ID: none is asked.
  await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
  await expect(page.getByLabel('ID number')).toHaveCount(0);
  await expect(summary.getByText('Chosen at the next step')).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Zahra');
  await page.getByLabel('Second name', { exact: true }).fill('Ali');
  await page.getByLabel('Third name', { exact: true }).fill('Hassan');
  await page.getByLabel('Mobile number', { exact: true }).fill('07712340077');
  await page.getByLabel('E-mail', { exact: true }).fill('zahra@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('radio', { name: /Delivery to an address/ }).check();
  const subtotal = Number((await summary.locator('dt', { hasText: /^Subtotal$/ }).locator('+ dd').innerText()).replace(/\D/g, ''));
  await expect(summary.locator('dt', { hasText: /^Delivery fee$/ }).locator('+ dd')).toHaveText('5,000 IQD');
  await expect(summary.locator('dt', { hasText: /^Total$/ }).locator('+ dd')).toHaveText(`${(subtotal + 5_000).toLocaleString('en-US')} IQD`);
  await page.getByLabel('Governorate', { exact: true }).selectOption('basra');
  await page.getByLabel('City', { exact: true }).fill('Basra');
  await page.getByLabel('District (mahalla)', { exact: true }).fill('Al-Ashar');
  await page.getByLabel('Street, alley and house number', { exact: true }).fill('Street 3, house 12');
  await page.getByLabel('Nearest landmark (optional)', { exact: true }).fill('Opposite the Ashar clock tower');
  await checkA11y(page, 'checkout, delivery address');

  // A reload keeps everything typed, on the same step.
  await page.reload();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Basra');
  await expect(page.getByLabel('Governorate', { exact: true })).toHaveValue('basra');
  await expect(page.getByLabel('Nearest landmark (optional)', { exact: true })).toHaveValue('Opposite the Ashar clock tower');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Card, on the secure payment page' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Street 3, house 12, Al-Ashar, Basra, Basra (Opposite the Ashar clock tower)')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and pay by card' }).click();

  // The card is declined: the order stays held, says so, and offers Pay now.
  await expect(page).toHaveURL(/\/pay\//);
  const firstAttempt = page.url();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/personal\/shop\/orders\/[0-9A-Z]{10}/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toContainText('Your items are held for you until');
  await checkA11y(page, 'order page, card declined');
  await page.getByRole('button', { name: 'Pay now' }).click();

  // A new attempt on the same order: another card page, paid this time.
  await expect(page).toHaveURL(/\/pay\//);
  expect(page.url()).not.toBe(firstAttempt);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/personal\/shop\/orders\/[0-9A-Z]{10}/);
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
  await expect(page.getByText(/Our courier brings your order to you within 48 hours and calls 07712340077 before coming\./)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  // The bag is empty: the header shows no count.
  await expect(bagIcon).toHaveCount(0);

  // The first attempt's card page says it was declined (not "already complete") and leads to the order.
  await page.goto(firstAttempt);
  await expect(page.getByText('This card payment was declined. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your order' })).toBeVisible();
});
