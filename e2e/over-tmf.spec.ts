/**
 * The money journeys once over TM Forum Open APIs (issue 29): a second portal started with
 * OPERATOR_CORE=tmf against `npm run bss` (playwright.config.ts, project "over TMF"), each with its own
 * database. A purchase, a card recharge, a bill payment and a credit transfer are made in the browser;
 * each ends as the user expects, and the money moved in the BSS: its bucket, read over TMF654 with the
 * BSS's own OAuth2 token, shows the balance the portal shows.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DEMO = { email: 'demo@example.com', password: 'Demo#2026pass', msisdn: '07701234567' };
const POSTPAID = '07709876543';
const RECEIVER = '07701111111';
const BSS = process.env.E2E_BSS_URL ?? 'http://127.0.0.1:3199';
const BSS_CLIENT = { id: 'portal', secret: 'demo-tmf-client-secret-not-for-production' };

/** What the BSS itself answers (with its own OAuth2 token), not what the portal says. */
async function askBss<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await request.post(`${BSS}/oauth/token`, {
    headers: { Authorization: `Basic ${Buffer.from(`${BSS_CLIENT.id}:${BSS_CLIENT.secret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const answer = await request.get(`${BSS}${path}`, { headers: { Authorization: `Bearer ${access_token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

/** The balance of a line in the BSS (its TMF654 monetary buckets). */
async function bssBalance(request: APIRequestContext, msisdn: string): Promise<number> {
  const buckets = await askBss<Array<{ remainingValue: { amount: number } }>>(
    request,
    `/tmf-api/prepayBalanceManagement/v4/bucket?logicalResource.id=${msisdn}&usageType=monetary`,
  );
  return buckets.reduce((sum, b) => sum + b.remainingValue.amount, 0);
}

async function latestCode(request: APIRequestContext, msisdn: string, purpose: string): Promise<string> {
  const answer = await request.get(`/api/dev/sms-outbox?msisdn=${msisdn}`);
  expect(answer.status()).toBe(200);
  const entry = ((await answer.json()).data as Array<{ purpose: string; code: string | null }>).find((e) => e.purpose === purpose && e.code);
  expect(entry, `an SMS with a ${purpose} code to ${msisdn}`).toBeTruthy();
  return entry!.code!;
}

async function signIn(page: Page): Promise<void> {
  const answer = await page.request.post('/api/v1/login?lang=en', { data: { email: DEMO.email, password: DEMO.password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function portalBalance(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/v1/account/line?lang=en');
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.balance as number;
}

async function payByCard(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/en\/pay\/[A-Za-z0-9_-]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${amount} IQD` }).click();
  await expect(page).toHaveURL(/\/en\/personal\/my-account\/recharge-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

test.describe('money journeys over TMF', () => {
  test('an add-on bought with the code from the SMS is charged in the BSS', async ({ page }) => {
    await signIn(page);
    const before = await bssBalance(page.request, DEMO.msisdn);
    expect(await portalBalance(page.request)).toBe(before);

    await page.goto('/en/personal/add-on/101');
    await page.getByRole('link', { name: 'Buy', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile number').fill(DEMO.msisdn);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The code step shows once the code was sent: only then is it in the outbox.
    await expect(dialog.getByLabel('Confirmation code')).toBeFocused();
    await dialog.getByLabel('Confirmation code').fill(await latestCode(page.request, DEMO.msisdn, 'addon'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Purchase complete')).toBeVisible();

    expect(await bssBalance(page.request, DEMO.msisdn)).toBe(before - 5000);
    expect(await portalBalance(page.request)).toBe(before - 5000);
  });

  test('a card recharge credits the line in the BSS once', async ({ page }) => {
    const before = await bssBalance(page.request, DEMO.msisdn);
    await page.goto(`/en/personal/my-account/recharge?msisdn=${DEMO.msisdn}&tab=card`);
    await page.getByRole('group', { name: 'Quick amounts (IQD)' }).getByRole('button', { name: '10,000' }).click();
    await page.getByRole('button', { name: 'Pay 10,000 IQD by card' }).click();
    await payByCard(page, '10,000');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await bssBalance(page.request, DEMO.msisdn)).toBe(before + 10000);
  });

  test('a postpaid bill paid without signing in is settled in the BSS', async ({ page }) => {
    const bills = () => askBss<Array<{ state: string; amountDue: { value: number } }>>(page.request, `/tmf-api/customerBillManagement/v4/customerBill?relatedParty.id=${POSTPAID}`);
    expect((await bills()).filter((bill) => bill.state !== 'settled').map((bill) => bill.amountDue.value)).toEqual([32500]);
    await page.goto('/en/personal/bill/quick-pay');
    await page.getByLabel('Mobile number').fill(POSTPAID);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    await page.getByLabel('Digit 1 of 6').fill(await latestCode(page.request, POSTPAID, 'bill-quick-pay'));
    await expect(page.getByText('32,500 IQD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payByCard(page, '32,500');
    expect((await bills()).filter((bill) => bill.state !== 'settled')).toEqual([]);
  });

  test('a credit transfer confirmed with its code moves the credit between the two lines in the BSS', async ({ page }) => {
    await signIn(page);
    const sender = await bssBalance(page.request, DEMO.msisdn);
    const receiver = await bssBalance(page.request, RECEIVER);

    await page.goto('/en/personal/my-account/balance-transfer');
    await page.getByLabel("Receiver's number").fill(RECEIVER);
    await page.getByLabel('Amount (IQD)').fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Send me the code' }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    // The sixth digit sends the code.
    await page.getByLabel('Digit 1 of 6').fill(await latestCode(page.request, DEMO.msisdn, 'transfer'));
    await expect(page.getByRole('status').getByText('Transfer done')).toBeVisible();
    await expect(page.getByText(`You sent 1,000 IQD to ${RECEIVER}.`)).toBeVisible();

    expect(await bssBalance(page.request, DEMO.msisdn)).toBe(sender - 1000);
    expect(await bssBalance(page.request, RECEIVER)).toBe(receiver + 1000);
  });
});
