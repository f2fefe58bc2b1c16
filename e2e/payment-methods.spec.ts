/**
 * Issue 30, "Done when": the recharge and the shop checkout pay once with each payment method of Iraq,
 * against the stand-ins started by playwright.config.ts (scripts/payments-standin.ts): the ZainCash-style
 * wallet (its payer page), the Qi Card-style 3-D Secure gateway (its card form) and the FIB-style app
 * payment (our QR step, paid from the stand-in's "bank app" in a second page). Each recharge credits the
 * demo line by exactly its amount, once; each checkout ends on the order page, paid.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, signInByPin, test } from './fixtures';

/**
 * The line the recharges go to, its owner signed in once for the file by PIN (`account`): the demo
 * account's e-mail sign-ins (10 in 10 minutes) are used up by the other specs of a full run, and a
 * number gets a new PIN at most once a minute and five an hour.
 */
const LINE = '07701111111';
let account: APIRequestContext;

interface Method {
  id: 'zaincash' | 'qicard' | 'fib';
  /** The method's name in the picker (English). */
  name: string;
  /** A guest's number for the checkout, one per method. */
  phone: string;
  /** From our pay page's redirect (or QR step) until the payer is sent back to us. */
  pay: (page: Page) => Promise<void>;
}

const METHODS: Method[] = [
  {
    id: 'zaincash',
    name: 'ZainCash',
    phone: '07712340301',
    async pay(page) {
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:3201\//);
      await expect(page.getByRole('heading', { name: 'ZainCash (stand-in)' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
    },
  },
  {
    id: 'qicard',
    name: 'Qi Card',
    phone: '07712340302',
    async pay(page) {
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:3202\//);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
    },
  },
  {
    id: 'fib',
    name: 'First Iraqi Bank (FIB)',
    phone: '07712340303',
    async pay(page) {
      // Our QR step: the readable code, the QR and the app's links; it follows the payment.
      await expect(page).toHaveURL(/\/en\/pay\/[A-Za-z0-9_-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pay in the FIB app' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR code of the payment / })).toBeVisible();
      const code = (await page.getByText(/^Payment code:/).innerText()).replace('Payment code:', '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').trim();
      expect(code).toMatch(/^\S{4,}$/);
      await expect(page.getByRole('status')).toHaveText('Waiting for your payment…');
      await checkA11y(page, 'FIB QR step, waiting');
      const appLink = await page.getByRole('list', { name: 'Open the FIB app' }).getByRole('link', { name: 'Personal app' }).getAttribute('href');
      expect(appLink).toContain(`code=${encodeURIComponent(code)}`);

      // The payer pays in the bank's app (another page): ours announces it and offers the way on.
      const app = await page.context().newPage();
      await app.goto(appLink!);
      await app.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(app.getByRole('status')).toHaveText('Paid.');
      await app.close();
      await expect(page.getByRole('status')).toHaveText('Payment received. Taking you on…');
      await checkA11y(page, 'FIB QR step, paid');
      await page.getByRole('link', { name: 'Continue' }).click();
    },
  },
];

async function lineBalance(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/v1/account/line?lang=en');
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as { balance: number }).balance;
}

test.describe('payment methods of Iraq', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    account = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await signInByPin(account, LINE);
  });
  test.afterAll(async () => account.dispose());

  for (const method of METHODS) {
    test(`a visitor recharges a line with ${method.id}: paid once, credited once`, async ({ page }) => {
      const msisdn = LINE;
      const before = await lineBalance(account);

      await page.goto(`/en/personal/my-account/recharge?msisdn=${msisdn}&tab=card`);
      await expect(page.getByLabel('Mobile number')).toHaveValue(msisdn);
      await page.getByRole('group', { name: 'Quick amounts (IQD)' }).getByRole('button', { name: '10,000' }).click();
      const picker = page.getByRole('group', { name: 'How do you want to pay?' });
      // In demo mode the demo card stays the default.
      await expect(picker.getByRole('radio', { name: 'Card (demo)' })).toBeChecked();
      await picker.getByRole('radio', { name: method.name, exact: true }).check();
      await page.getByRole('button', { name: /^Pay 10,000 IQD/ }).click();

      await method.pay(page);

      await expect(page).toHaveURL(/\/en\/personal\/my-account\/recharge-confirmation\?orderId=/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      expect(await lineBalance(account)).toBe(before + 10_000);
      // A reload (and the provider's notice, whenever it comes) credits nothing more.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      expect(await lineBalance(account)).toBe(before + 10_000);
    });

    test(`a guest buys an accessory for delivery and pays with ${method.id}: the order is paid`, async ({ page }) => {
      await page.goto('/en/personal/shop/accessories');
      // The charger: one variant, plenty in stock (the first accessory listed is sold out).
      await page.locator('main a[href*="/personal/shop/product/"]', { hasText: 'Zaha 33 W Charger' }).first().click();
      await expect(page).toHaveURL(/\/personal\/shop\/product\//);
      await page.getByRole('button', { name: /add to bag/i }).first().click();
      await expect.poll(async () => (await (await page.request.get('/api/v1/cart?lang=en')).json()).data?.items?.length ?? 0).toBeGreaterThan(0);

      await page.goto('/en/personal/shop/checkout');
      await page.getByLabel('First name', { exact: true }).fill('Zahra');
      await page.getByLabel('Second name', { exact: true }).fill('Ali');
      await page.getByLabel('Third name', { exact: true }).fill('Hassan');
      await page.getByLabel('Mobile number', { exact: true }).fill(method.phone);
      await page.getByLabel('E-mail', { exact: true }).fill('zahra@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Delivery to an address/ }).check();
      await page.getByLabel('Governorate', { exact: true }).selectOption('baghdad');
      await page.getByLabel('City', { exact: true }).fill('Baghdad');
      await page.getByLabel('District (mahalla)', { exact: true }).fill('Karrada');
      await page.getByLabel('Street, alley and house number', { exact: true }).fill('Street 12, house 4');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: 'Card, on the secure payment page' }).check();
      await page.getByRole('group', { name: 'How do you want to pay?' }).getByRole('radio', { name: method.name, exact: true }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Confirm and pay by card' }).click();

      await method.pay(page);

      await expect(page).toHaveURL(/\/en\/personal\/shop\/orders\/[0-9A-Z]{10}/);
      await expect(page.getByText('Thank you for your order!')).toBeVisible();
      await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    });
  }
});
