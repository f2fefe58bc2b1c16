/**
 * The money flows in a real browser against the production build and the embedded demo core:
 * buying an add-on with the code from the SMS outbox, and a card recharge through the demo payment
 * page that credits the line exactly once. Each open dialog and each signed-in money screen is
 * checked with axe on the live page (checkA11y).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

const DEMO = { email: 'demo@example.com', password: 'Demo#2026pass', msisdn: '07701234567' };

interface OutboxEntry {
  to: string;
  code: string | null;
  purpose: string;
}

async function latestCode(request: APIRequestContext, msisdn: string, purpose: string): Promise<string> {
  const answer = await request.get(`/api/dev/sms-outbox?msisdn=${msisdn}`);
  expect(answer.status()).toBe(200);
  const entries = (await answer.json()).data as OutboxEntry[];
  const entry = entries.find((e) => e.purpose === purpose && e.code);
  expect(entry, `an SMS with a ${purpose} code to ${msisdn}`).toBeTruthy();
  return entry!.code!;
}

async function signIn(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/v1/login?lang=en', { data: { email: DEMO.email, password: DEMO.password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Signs the browser itself in (its context shares cookies with page.request). */
async function signInBrowser(page: Page): Promise<void> {
  await signIn(page.request);
}

/** Signs the browser out again, so the check after the test sees the signed-out pages. */
async function signOutBrowser(page: Page): Promise<void> {
  await page.goto('/en/personal/my-account/logout');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function line(request: APIRequestContext): Promise<{ balance: number }> {
  const answer = await request.get('/api/v1/account/line?lang=en');
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

async function cardRecharges(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/v1/account/transactions?lang=en');
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as Array<{ reason: string }>).filter((row) => row.reason === 'card-recharge').length;
}

test.describe('money flows', () => {
  test('buying an add-on: wrong code keeps the form, the right code buys it', async ({ page, request }) => {
    await signIn(request);
    const before = (await line(request)).balance;

    await page.goto('/en/personal/add-on/101');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Buy', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Mobile number')).toBeVisible();
    await checkA11y(page, 'purchase dialog open');
    await dialog.getByLabel('Mobile number').fill('07701234567');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const code = dialog.getByLabel('Confirmation code');
    await expect(code).toBeFocused();
    await expect(dialog).toContainText('5,000 IQD');
    await checkA11y(page, 'purchase dialog: code step');

    // The alphabet of add-on codes has no 0, so this one is always wrong.
    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('The verification code entered is incorrect.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'purchase dialog: wrong code');
    expect((await line(request)).balance).toBe(before);

    await code.fill(await latestCode(page.request, '07701234567', 'addon'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Purchase complete')).toBeVisible();
    await checkA11y(page, 'purchase dialog: purchase complete');
    expect((await line(request)).balance).toBe(before - 5000);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Buy', exact: true })).toBeFocused();
  });

  test('a card recharge through the demo payment page credits the line once', async ({ page, request }) => {
    await signIn(request);
    const before = (await line(request)).balance;
    const rechargesBefore = await cardRecharges(request);

    // As a visitor (the browser has no session): recharge the demo line by card.
    await page.goto(`/en/personal/my-account/recharge?msisdn=${DEMO.msisdn}&tab=card`);
    await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO.msisdn);
    await page.getByRole('group', { name: 'Quick amounts (IQD)' }).getByRole('button', { name: '10,000' }).click();
    await page.getByRole('button', { name: 'Pay 10,000 IQD by card' }).click();

    await expect(page).toHaveURL(/\/en\/pay\/[A-Za-z0-9_-]+$/);
    await expect(page.getByText('Demo payment page.')).toBeVisible();
    await expect(page.getByText('10,000 IQD').first()).toBeVisible();
    await checkA11y(page, 'demo payment page, order pending');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay 10,000 IQD' }).click();

    await expect(page).toHaveURL(/\/en\/personal\/my-account\/recharge-confirmation\?orderId=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('currently exempted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await checkA11y(page, 'recharge confirmation, payment successful');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    const status = await (await request.get(`/api/v1/payments/${orderId}?lang=en`)).json();
    expect(status.data).toMatchObject({ orderId, status: 'succeeded', purpose: 'recharge', amount: 10000, msisdn: DEMO.msisdn });
    expect((await line(request)).balance).toBe(before + 10000);

    // Coming back to the confirmation (reload, twice) credits nothing more.
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    }
    expect((await line(request)).balance).toBe(before + 10000);
    expect(await cardRecharges(request)).toBe(rechargesBefore + 1);
  });

  test('the signed-in money screens and the transfer form pass axe as a subscriber sees them', async ({ page }) => {
    await signInBrowser(page);

    await page.goto('/en/personal/my-account/recharge');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y(page, 'recharge, signed in');

    await page.goto('/en/personal/my-account/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Offers & packages' })).toBeVisible();
    await checkA11y(page, 'offers and packages, signed in');

    await page.goto('/en/personal/my-account/bill');
    await expect(page.getByRole('heading', { level: 1, name: 'My bill' })).toBeVisible();
    await checkA11y(page, 'bill, signed in');

    await page.goto('/en/personal/my-account/balance-transfer');
    await expect(page.getByRole('heading', { level: 1, name: 'Balance transfer' })).toBeVisible();
    await expect(page.getByText(/Available balance/)).toBeVisible();
    await checkA11y(page, 'balance transfer, signed in');
    // The form with its errors on the fields, then the review step (nothing is sent before "Send me the code").
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel("Receiver's number")).toHaveAccessibleDescription(/Phone is required\./);
    await checkA11y(page, 'balance transfer form showing its errors');
    await page.getByLabel("Receiver's number").fill('07701111111');
    await page.getByLabel('Amount (IQD)').fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check the transfer' })).toBeVisible();
    await checkA11y(page, 'balance transfer review');

    await signOutBrowser(page);
  });
});
