/**
 * What the money screens say, in a real browser (issue 11, item 5): a declined card says so, with the
 * heading focused but no focus ring; the short reference on the receipt finds the payment however it
 * is typed; the recharge number survives a tab switch.
 */
import { expect, test } from './fixtures';

const LOW = '07701234568';

async function payWith(page: import('@playwright/test').Page, card: string) {
  await page.goto(`/en/personal/my-account/recharge?msisdn=${LOW}&tab=card`);
  await page.getByRole('group', { name: 'Quick amounts (IQD)' }).getByRole('button', { name: '5,000', exact: true }).click();
  await page.getByRole('button', { name: 'Pay 5,000 IQD by card' }).click();
  await expect(page).toHaveURL(/\/en\/pay\/[A-Za-z0-9_-]+$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay 5,000 IQD' }).click();
  await expect(page).toHaveURL(/recharge-confirmation\?orderId=/);
}

test.describe('money screens say the right thing', () => {
  test('a declined card: what to do instead, the heading focused without a ring', async ({ page }) => {
    await payWith(page, '4000 0000 0000 0002');
    const heading = page.getByRole('heading', { name: 'Payment unsuccessful' });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await expect(page.locator('main').getByRole('alert')).toHaveText('Your card was declined. Try another card or another way to pay. Nothing was taken from your card.');
    await expect(page.getByRole('link', { name: 'Try another card' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recharge with a scratch card' })).toBeVisible();
  });

  test('the receipt shows a short reference that finds the payment, typed any way', async ({ page, request }) => {
    await payWith(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const shown = (await page.getByRole('region', { name: 'Receipt' }).locator('dd .ltr').nth(1).textContent())!.trim();
    expect(shown).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    for (const typed of [shown, shown.toLowerCase(), shown.replace('-', ' ')]) {
      const answer = await request.get(`/api/v1/payments/${encodeURIComponent(typed)}?lang=en`);
      expect(answer.status()).toBe(200);
      expect((await answer.json()).data).toMatchObject({ orderId, status: 'succeeded' });
    }
  });

  test('switching from scratch card to bank card keeps the number typed', async ({ page }) => {
    await page.goto('/en/personal/my-account/recharge');
    await page.getByLabel('Mobile number').fill(LOW);
    await page.getByRole('tab', { name: 'Bank card' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveValue(LOW);
  });
});
