/**
 * Bills as PDF (issue 33 part 4) at phone width, in Arabic: the signed-in postpaid subscriber downloads
 * a bill of the history; the file is a PDF named for its month. Another bill id is not found.
 */
import { readFileSync } from 'node:fs';
import { checkA11y, expect, signInByPin, test } from './fixtures';

const POSTPAID = '07709876543';

test('download a bill as a PDF from the bill history', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByPin(page.request, POSTPAID);
  await page.goto('/personal/my-account/bill');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const link = page.getByRole('link', { name: /^تنزيل فاتورة .+ بصيغة PDF$/ }).first();
  await expect(link).toBeVisible();
  await checkA11y(page, 'bill history with PDF links');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^bill-\d{4}-\d{2}\.pdf$/);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Someone else's bill, or none: not found, as our JSON envelope.
  const other = await page.request.get('/api/v1/account/bills/999999999/pdf?lang=ar');
  expect(other.status()).toBe(404);
  expect(await other.json()).toMatchObject({ success: false, data: null });
});
