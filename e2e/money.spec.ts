/**
 * The money flows in a real browser against the production build and the embedded demo core:
 * buying an add-on with the code from the SMS outbox, and a card recharge through the demo payment
 * page that credits the line exactly once.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

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
    await dialog.getByLabel('Mobile number').fill('07701234567');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const code = dialog.getByLabel('Confirmation code');
    await expect(code).toBeFocused();
    await expect(dialog).toContainText('5,000 IQD');
    await expectAccessible(page);

    // The alphabet of add-on codes has no 0, so this one is always wrong.
    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('The verification code entered is incorrect.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    expect((await line(request)).balance).toBe(before);

    await code.fill(await latestCode(page.request, '07701234567', 'addon'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Purchase complete')).toBeVisible();
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
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay 10,000 IQD' }).click();

    await expect(page).toHaveURL(/\/en\/personal\/my-account\/recharge-confirmation\?orderId=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('currently exempted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
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
});
