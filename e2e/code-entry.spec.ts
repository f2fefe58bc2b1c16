/**
 * The code step of every flow fits the screen (issue 28, part 2): the one code-entry component
 * (flows/shared/CodeEntry) in quick pay, the sign-in PIN screen, the talent vote and the credit
 * transfer, in Arabic (right to left) and English, at 320, 360, 390 and 1366 px:
 *
 * - the page does not scroll sideways (the document is no wider than the window);
 * - the six boxes are all inside the window, wide enough to hit (24 px, WCAG 2.2 target size), and
 *   run left to right in both directions; the step's buttons are inside the window too;
 * - pasting the whole code into the first box fills every box (checked once per flow and language
 *   where it does not send the code: the PIN screen).
 *
 * One visit per flow and language reaches the code step; the window is then resized (media queries
 * follow without a reload). Also: Escape closes the add-on dialog after another network's number.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, prefix, signInByPin, test } from './fixtures';

const WIDTHS = [320, 360, 390, 1366] as const;
const LOCALES = ['ar', 'en'] as const;
const POSTPAID = '07709876543';
const DEMO = '07701234567';
const RECEIVER = '07701111111';
/** A number nobody signs in with: the pasted code is checked (and refused) against it, not against a shared line. */
const PIN_PHONE = '07705550199';

/** What does not fit at the window's current width, as sentences (empty when everything fits). */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const page = document.documentElement.scrollWidth;
    if (page > width) problems.push(`the page is ${page} px wide`);
    const boxes = Array.from(document.querySelectorAll<HTMLInputElement>('[data-code-entry] input'));
    if (boxes.length !== 6) problems.push(`${boxes.length} code boxes, not 6`);
    boxes.forEach((box, i) => {
      const r = box.getBoundingClientRect();
      if (r.left < 0 || r.right > width + 0.5) problems.push(`box ${i + 1} is at ${Math.round(r.left)}–${Math.round(r.right)} px`);
      if (r.width < 24 || r.height < 24) problems.push(`box ${i + 1} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
      const next = boxes[i + 1];
      if (next && next.getBoundingClientRect().left <= r.left) problems.push(`box ${i + 2} is not right of box ${i + 1}`);
    });
    const step = boxes[0]?.closest('form');
    step?.querySelectorAll<HTMLElement>('button').forEach((button) => {
      const r = button.getBoundingClientRect();
      if (r.width > 0 && (r.left < 0 || r.right > width + 0.5)) problems.push(`the button "${button.textContent?.trim()}" is at ${Math.round(r.left)}–${Math.round(r.right)} px`);
    });
    return problems;
  });
}

/** Measures the code step on screen at every width; returns the problems with where they were found. */
async function measureAllWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The layout has followed the new width once the boxes have been laid out again.
    await expect(page.locator('[data-code-entry] input').first()).toBeVisible();
    for (const problem of await misfits(page)) found.push(`${where} at ${width} px: ${problem}`);
  }
  return found;
}

async function expectCodeStep(page: Page): Promise<void> {
  await expect(page.locator('[data-code-entry] input').first()).toBeFocused();
  await expect(page.locator('[data-code-entry]')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('[data-code-entry] input').first()).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.locator('[data-code-entry] input').first()).toHaveAttribute('inputmode', 'numeric');
}

test.describe('the code step fits 320 to 1366 px in Arabic and English', () => {
  test('quick pay', async ({ page }) => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${prefix(locale)}/personal/bill/quick-pay`);
      await page.locator('input[type="tel"]').fill(POSTPAID);
      await page.locator('form button[type="submit"]').click();
      await expectCodeStep(page);
      if (locale === 'ar') await checkA11y(page, 'quick pay, code step');
      problems.push(...(await measureAllWidths(page, `quick pay (${locale})`)));
    }
    expect(problems).toEqual([]);
  });

  test('the sign-in PIN screen; a pasted code fills every box', async ({ page }) => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${prefix(locale)}/personal/my-account/confirmation?phone=${PIN_PHONE}&wait=60`);
      await expectCodeStep(page);
      problems.push(...(await measureAllWidths(page, `sign-in PIN (${locale})`)));

      // A paste of the whole code into one box (not the first) spreads it over the six, left to right,
      // and the sixth digit sends it.
      const boxes = page.locator('[data-code-entry] input');
      // The check of the code is held, so the boxes keep what the paste put in them.
      const checks: Array<Record<string, unknown>> = [];
      await page.route('**/api/v1/smsvalidation**', (route) => {
        checks.push(route.request().postDataJSON());
      });
      await boxes.nth(2).focus();
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text/plain', '12 34 56');
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      for (const [i, digit] of ['1', '2', '3', '4', '5', '6'].entries()) await expect(boxes.nth(i)).toHaveValue(digit);
      await expect.poll(() => checks).toEqual([expect.objectContaining({ phone: PIN_PHONE, pin: '123456' })]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    expect(problems).toEqual([]);
  });

  test('the talent vote (in its dialog)', async ({ page }) => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      // A number of this run that has not voted (the vote page sends it a code).
      const voter = `0770${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${prefix(locale)}/personal/talent-program/vote`);
      await page.locator('article button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="tel"]').fill(voter);
      await dialog.locator('form button[type="submit"]').click();
      await expectCodeStep(page);
      problems.push(...(await measureAllWidths(page, `talent vote (${locale})`)));
    }
    expect(problems).toEqual([]);
  });

  test('the credit transfer, signed in', async ({ page }) => {
    await signInByPin(page.request, DEMO);
    const problems: string[] = [];
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${prefix(locale)}/personal/my-account/balance-transfer`);
      await page.locator('input[type="tel"]').fill(RECEIVER);
      await page.locator('input[inputmode="numeric"]:not([type="tel"])').fill('1000');
      await page.locator('form button[type="submit"]').click();
      // The review: "Send me the code" is its first button.
      await page.locator('.step button').first().click();
      await expectCodeStep(page);
      problems.push(...(await measureAllWidths(page, `credit transfer (${locale})`)));
    }
    expect(problems).toEqual([]);
  });
});

test('another network’s number in the add-on dialog: "service not available", and Escape closes the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/en/personal/add-on/101');
  await page.getByRole('link', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile number').fill('07801234567');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Service not available for your line.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
