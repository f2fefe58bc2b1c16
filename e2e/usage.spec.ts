/**
 * Usage and spend, and usage alerts (issue 33 parts 1 and 2), on a phone (320 px): the demo line's
 * seeded month in Arabic (right to left), a filter chosen with the keyboard, the CSV download (UTF-8
 * with a BOM, Arabic headers); then in English the alert settings refuse a threshold out of range,
 * save a good one, and data used past 80 % of a bundle brings one notification and one SMS.
 */
import { readFileSync } from 'node:fs';
import { checkA11y, expect, signInByPin, test } from './fixtures';

test.use({ viewport: { width: 320, height: 700 } });

const DEMO = '07701234567';

test('usage history with filter and CSV, then alerts: a refused threshold, saved settings, a bundle alert once', async ({ page }) => {
  await signInByPin(page.request, DEMO);

  // Part 1, in Arabic: the seeded month, the filter by keyboard, the CSV.
  await page.goto('/personal/my-account/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'الاستخدام والإنفاق' })).toBeVisible();
  const history = page.getByRole('list', { name: 'السجل' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  expect(await history.getByRole('listitem').count()).toBeGreaterThan(60);
  await checkA11y(page, 'usage history, ar, 320 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('radio', { name: 'الكل' }).focus();
  await page.keyboard.press('ArrowDown'); // the next chip, in either direction
  await expect(page.getByRole('radio', { name: 'المكالمات' })).toBeChecked();
  await expect(history.getByText('مكالمة صادرة').first()).toBeVisible();
  await expect(history.getByText('جلسة إنترنت')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'تنزيل بصيغة CSV (إكسل)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(rows[0]).toBe('التاريخ,النوع,الوصف,الكمية,الوحدة,الرقم الآخر,المبلغ (د.ع)');
  expect(rows.slice(1).every((row) => row.includes(',المكالمات,'))).toBe(true);
  expect(rows.join('\n')).not.toMatch(/07[5789]\d{8}/); // other people's numbers are masked

  // Part 2, in English: the threshold refused, then saved.
  await page.goto('/en/personal/my-account/alerts');
  await page.getByRole('checkbox', { name: 'My balance falls below an amount' }).check();
  const amount = page.getByRole('textbox', { name: 'Amount in IQD' });
  await amount.fill('100');
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Enter a whole amount from 250 to 100,000 IQD.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'usage alerts with an error, en, 320 px');
  await amount.fill('2000');
  await amount.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your alert settings are saved.' })).toBeVisible();

  // Data past 80 % of the Internet bundle (6,500 of 10,240 MB left; 5,000 used): one alert, however often it is checked.
  const used = await page.request.post('/api/dev/usage', { data: { msisdn: DEMO, type: 'data', quantity: 5_000 } });
  expect((await used.json()).data.alerts).toBe(1);
  const again = await page.request.post('/api/dev/usage', { data: { msisdn: DEMO, type: 'data', quantity: 10 } });
  expect((await again.json()).data.alerts).toBe(0);
  await page.goto('/en/personal/my-account/notifications');
  await expect(page.getByRole('heading', { name: /80% of your bundle used/ })).toHaveCount(1);
  const outbox = (await (await page.request.get(`/api/dev/sms-outbox?msisdn=${DEMO}`)).json()) as { data: Array<{ purpose: string; text: string }> };
  expect(outbox.data.filter((m) => m.purpose === 'alert').map((m) => m.text)).toEqual(['You have used 80% of Internet 10 GB, 7 days. Buy more before it runs out.']);
});
