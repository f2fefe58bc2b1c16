/**
 * New-line offer and partner sign-on in a real browser against the demo server (issue 12, parts 5
 * and 6): a visitor asks for a new line with the code from the SMS outbox; the demo ID at the line
 * limit is refused on its field, another ID completes the request; a signed-in subscriber goes from
 * the partner-world page to the demo partner page, which shows the masked number, and the same link
 * a second time is refused.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

const CONTACT = '07501234599';

async function codeFor(page: Page, msisdn: string): Promise<string> {
  const outbox = await (await page.request.get(`/api/dev/sms-outbox?msisdn=${msisdn}`)).json();
  const code = (outbox.data as Array<{ purpose: string; code: string | null }>).find((m) => m.purpose === 'new-line' && m.code)?.code;
  expect(code, 'a new-line code in the outbox').toBeTruthy();
  return code!;
}

test('a visitor asks for a new line: offer, contact, code, details; the ID at the limit is refused', async ({ page }) => {
  await page.goto('/en/personal/new-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a new line' })).toBeVisible();
  await checkA11y(page, 'new line, offer');
  await page.getByRole('radio', { name: /Data max/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Full name').fill('Zainab Ali Hassan');
  await page.getByLabel('Number to contact').fill(CONTACT);
  await page.getByLabel('City').selectOption('erbil');
  await checkA11y(page, 'new line, contact');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.getByLabel('Digit 1 of 6').fill(await codeFor(page, CONTACT));

  await expect(page.getByRole('heading', { level: 2, name: 'Your personal details' })).toBeFocused();
  await page.getByLabel('Second name').fill('Ali');
  await page.getByLabel('Third name').fill('Hassan');
  await page.getByLabel('ID type').selectOption('national-id');
  await page.getByLabel('ID number').fill('19900101001');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByText('The ID is already registered to the maximum allowed number of lines: contact customer service')).toBeVisible();
  await checkA11y(page, 'new line, details refused');

  await page.getByLabel('ID number').fill('E2E123456');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Request received' })).toBeVisible();
  await expect(page.getByText(/Your request number is/)).toContainText(CONTACT);
});

test('the new-line page works at phone width in Kurdish, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/ku/personal/new-offer');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'بەردەوامبە' }).click();
  await expect(page.getByRole('radiogroup', { name: 'ئۆفەرێک هەڵبژێرە' })).toHaveAttribute('aria-invalid', 'true');
  // The SIM type (a physical SIM or an eSIM) has a choice already made: nothing to correct there.
  await expect(page.getByRole('radiogroup', { name: 'جۆری سیم' })).not.toHaveAttribute('aria-invalid', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('partner world: a guest is asked to sign in; a subscriber arrives signed in once', async ({ page }) => {
  await page.goto('/en/personal/partner-world');
  await checkA11y(page, 'partner world page');
  await page.getByRole('button', { name: 'Go to partner world' }).click();
  await expect(page).toHaveURL(/\/en\/personal\/my-account\/login\?redirect=/);

  const signIn = await page.request.post('/api/v1/login?lang=en', { data: { email: 'demo@example.com', password: 'Demo#2026pass' } });
  expect(signIn.status()).toBe(200);
  await page.goto('/en/personal/partner-world');
  await page.getByRole('button', { name: 'Go to partner world' }).click();
  await expect(page).toHaveURL(/\/en\/dev\/partner\?site=partner-world&token=/);
  await expect(page.getByText(/You arrived signed in from Nour Mobile as/)).toContainText('0770•••4567');
  await checkA11y(page, 'demo partner page');

  await page.reload();
  await expect(page.getByText('This sign-on link has already been used. Go back and press the button again.')).toBeVisible();
  await page.goto('/en/personal/my-account/logout');
});
