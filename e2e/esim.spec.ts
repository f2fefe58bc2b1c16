/**
 * eSIM (issue 33 part 6) at phone width, in Kurdish: a subscriber moves the line to an eSIM. The step-up
 * check (the account password, then the code e-mailed to the account) first; then the activation code
 * in the GSMA LPA format is shown once, as a QR code and as text. A reload shows it no more, and a
 * second view of the same code is refused with the words that say how to get a new one.
 */
import { checkA11y, expect, signInByPin, test } from './fixtures';

// Seeded with its own account, password and e-mail for this journey (STEP_UP_ACCOUNTS).
const LINE = '07701234583';
const EMAIL = 'esim@example.com';
const PASSWORD = 'Demo#2026pass';

test.use({ viewport: { width: 360, height: 740 } });

test('eSIM: step-up, the LPA code shown once with its QR code, a second view refused (ku)', async ({ page }) => {
  await signInByPin(page.request, LINE);
  await page.goto('/ku/personal/my-account/esim');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'eSIM' })).toBeVisible();

  await page.getByRole('button', { name: 'کۆدی چالاککردنی eSIM وەربگرە' }).click();
  await expect(page.getByRole('heading', { name: 'دڵنیا بکەرەوە کە تۆیت: وەرگرتنی کۆدی چالاککردنی eSIM' })).toBeVisible();
  await page.getByLabel('وشەی نهێنی هەژمار').fill(PASSWORD);
  await page.getByRole('button', { name: 'کۆدێک بۆ ئیمەیڵەکەم بنێرە' }).click();
  const first = page.locator('input[autocomplete="one-time-code"]');
  await expect(first).toBeFocused();
  await expect(page.getByText('کۆدێکی 6 ژمارەییمان بۆ e***@example.com نارد.', { exact: false })).toBeVisible();
  await checkA11y(page, 'eSIM, e-mailed code, ku, 360 px');

  const outbox = (await (await page.request.get(`/api/dev/sms-outbox?email=${EMAIL}`)).json()) as { data: Array<{ code: string | null; purpose: string }> };
  const code = outbox.data.find((message) => message.purpose === 'step-up' && message.code)?.code;
  expect(code, 'a step-up code in the e-mail outbox').toBeTruthy();
  const issued = page.waitForResponse((response) => response.url().includes('/api/v1/account/esim') && !response.url().includes('/view'));
  await first.fill(code!);
  const { data } = (await (await issued).json()) as { data: { viewToken: string } };

  // Shown once: the QR code and the same code as text, LPA:1$<SM-DP+ address>$<matching id>.
  await expect(page.getByRole('heading', { name: 'کۆدی چالاککردنی eSIMەکەت' })).toBeVisible();
  const lpa = page.getByTestId('lpa');
  await expect(lpa).toHaveText(/^LPA:1\$[a-z0-9.-]+\$[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
  const qr = page.getByRole('img', { name: 'کۆدی QRی کۆدی چالاککردنی eSIM' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page, 'eSIM, the code shown, ku, 360 px');

  // A reload does not show it again; asking for the same code again is refused, saying how to get a new one.
  await page.reload();
  await expect(page.getByRole('button', { name: 'کۆدی چالاککردنی eSIM وەربگرە' })).toBeVisible();
  await expect(page.getByTestId('lpa')).toHaveCount(0);
  const again = await page.request.post('/api/v1/account/esim/view?lang=ku', { data: { viewToken: data.viewToken } });
  expect(again.status()).toBe(410);
  const refused = (await again.json()) as { success: boolean; message: string; data: { reissue?: boolean } };
  expect(refused.success).toBe(false);
  expect(refused.data.reissue).toBe(true);
  expect(refused.message).toBe(
    'ئەم کۆدەی eSIM پێشتر پیشان دراوە و ناتوانرێت دووبارە پیشان بدرێتەوە. بۆ وەرگرتنی کۆدێکی نوێ، لە هەژمارەکەم، eSIM، کۆدی چالاککردنی eSIM وەربگرە هەڵبژێرە (وشەی نهێنی و کۆدێک بە ئیمەیڵ پێویستە)، یان سەردانی یەکێک لە فرۆشگاکانمان بکە.',
  );
});
