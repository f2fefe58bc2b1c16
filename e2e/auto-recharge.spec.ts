/**
 * Auto-recharge (issue 33 part 3) at phone width: a subscriber whose balance is low sets it up with a
 * card saved at the (demo) provider, is told what is missing first, sees it fire at once (the balance
 * was already below the threshold) with its receipt, and cancels it.
 */
import { checkA11y, expect, signInByPin, test } from './fixtures';

const LINE = '07701234581'; // seeded with 1,000 IQD for this journey only

test('set up auto-recharge below a balance, see it recharge, then cancel it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByPin(page.request, LINE);
  await page.goto('/en/personal/my-account/auto-recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-recharge' })).toBeVisible();
  await expect(page.getByText('Auto-recharge is off.')).toBeVisible();

  // Nothing filled in: each missing thing is said, and nothing is sent.
  await page.getByRole('button', { name: 'Turn on auto-recharge' }).click();
  await expect(page.getByText('Choose when to recharge.')).toBeVisible();
  await expect(page.getByLabel('Amount to recharge (IQD)')).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'auto-recharge, errors');

  await page.getByRole('radio', { name: 'When my balance falls below an amount' }).check();
  await page.getByLabel('Balance below (IQD)').fill('5,000');
  await page.getByLabel('Amount to recharge (IQD)').fill('10,000');
  await page.getByLabel('Monthly cap (IQD)').fill('20,000');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Turn on auto-recharge' }).click();

  await expect(page.getByText('Auto-recharge is on.')).toBeVisible();
  await expect(page.getByText('When the balance falls below 5,000 IQD, recharge 10,000 IQD.')).toBeVisible();
  // The balance was 1,000: it fired at once, once.
  const history = page.locator('[data-charges] li');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Recharged');
  await expect(history.first().getByRole('link', { name: 'Receipt (PDF)' })).toBeVisible();
  const line = (await (await page.request.get('/api/v1/account/line?lang=en')).json()) as { data: { balance: number } };
  expect(line.data.balance).toBe(11_000);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page, 'auto-recharge, on');

  await page.getByRole('button', { name: 'Cancel auto-recharge' }).click();
  await expect(page.getByText('Auto-recharge is cancelled. Nothing more will be charged.')).toBeVisible();
  await expect(page.getByText('Auto-recharge is off.')).toBeVisible();
});
