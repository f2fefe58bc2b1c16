/**
 * Quick pay of a postpaid bill without an account, in a real browser against the demo core: the
 * number, the code from the SMS outbox typed into the PIN boxes, the amount due, and on to the demo
 * payment page. The card used is the declined test card, so the seeded bill of 07709876543 stays
 * unpaid for the other tests; paying it for real is covered by tests/api/bill-quick-pay.test.ts.
 */
import { checkA11y, expect, test } from './fixtures';

const POSTPAID = '07709876543';

test('a visitor pays the postpaid bill with a code sent to the number', async ({ page }) => {
  await page.goto('/en/personal/my-account/bill');
  // Signed out, the bill page leads to the login, which offers quick pay.
  await page.getByRole('link', { name: 'Pay without signing in' }).click();
  await expect(page).toHaveURL(/\/en\/personal\/bill\/quick-pay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay a bill without signing in' })).toBeVisible();
  await checkA11y(page, 'quick pay, number');

  await page.getByLabel('Mobile number').fill(POSTPAID);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  // Nothing about the bill before the code.
  await expect(page.getByText('32,500 IQD')).toHaveCount(0);
  await checkA11y(page, 'quick pay, code');

  const outbox = await (await page.request.get(`/api/dev/sms-outbox?msisdn=${POSTPAID}`)).json();
  const code = (outbox.data as Array<{ purpose: string; code: string | null }>).find((m) => m.purpose === 'bill-quick-pay' && m.code)?.code;
  expect(code, 'a quick-pay code in the outbox').toBeTruthy();
  await page.getByLabel('Digit 1 of 6').fill(code!);

  await expect(page.getByText('32,500 IQD')).toBeVisible();
  await checkA11y(page, 'quick pay, amount due');
  await page.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page).toHaveURL(/\/en\/pay\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText('32,500 IQD').first()).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay 32,500 IQD' }).click();
  await expect(page).toHaveURL(/\/en\/personal\/my-account\/recharge-confirmation\?orderId=/);
});

test('quick pay works at phone width in Arabic, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/personal/bill/quick-pay');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'أرسل لي رمزاً' }).click();
  await expect(page.getByLabel('رقم الهاتف المحمول')).toHaveAttribute('aria-invalid', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
