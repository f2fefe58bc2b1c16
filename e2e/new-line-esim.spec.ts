/**
 * A new line bought as an eSIM (issue 33 part 6) at phone width, in Arabic, right to left: the offer
 * and the SIM type, the contact number confirmed with the code from the SMS outbox, the personal
 * details; then the eSIM's activation code in the GSMA LPA format, shown once (asked for from the
 * keyboard), as a QR code and as text, with where a new one comes from. A reload keeps the done screen
 * but shows the code no more, saying how to get a new one, and a second view of the same code is refused
 * by the server with the same words.
 * (The account's move of a line to an eSIM is e2e/esim.spec.ts.)
 */
import { checkA11y, expect, test } from './fixtures';

// A contact number and an ID of this journey's own (the new-line journey uses 07501234599).
const CONTACT = '07501234597';
const ID_NUMBER = 'E2EESIM01';

test.use({ viewport: { width: 360, height: 740 } });

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test('a new line as an eSIM: the LPA code shown once with its QR code, a reload and a second view do not show it again (ar)', async ({ page }) => {
  await page.goto('/personal/new-offer');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'احصل على خط جديد' })).toBeVisible();
  await page.getByRole('radio', { name: /إنترنت ماكس/ }).check();
  await page.getByRole('radiogroup', { name: 'نوع الشريحة' }).getByRole('radio', { name: /شريحة إلكترونية \(eSIM\)/ }).check();
  const added = page.waitForResponse((response) => response.url().includes('/api/v1/new-offer/add'));
  await page.getByRole('button', { name: 'متابعة' }).click();

  await page.getByLabel('الاسم الكامل').fill('زينب علي حسن');
  await page.getByLabel('رقم التواصل').fill(CONTACT);
  await page.getByLabel('المدينة').selectOption('erbil');
  await page.getByRole('button', { name: 'أرسل لي رمزاً' }).click();
  expect(((await (await added).request().postDataJSON()) as { simType: string }).simType).toBe('esim');
  const first = page.locator('input[autocomplete="one-time-code"]');
  await expect(first).toBeFocused();
  const outbox = (await (await page.request.get(`/api/dev/sms-outbox?msisdn=${CONTACT}`)).json()) as { data: Array<{ code: string | null; purpose: string }> };
  const code = outbox.data.find((message) => message.purpose === 'new-line' && message.code)?.code;
  expect(code, 'a new-line code in the SMS outbox').toBeTruthy();
  await first.fill(code!);

  await expect(page.getByRole('heading', { level: 2, name: 'بياناتك الشخصية' })).toBeFocused();
  await page.getByLabel('اسم الأب').fill('علي');
  await page.getByLabel('اسم الجد').fill('حسن');
  await page.getByLabel('نوع الهوية').selectOption('national-id');
  await page.getByLabel('رقم الهوية').fill(ID_NUMBER);
  const submitted = page.waitForResponse((response) => response.url().includes('/api/v1/submit-details'));
  await page.getByRole('button', { name: 'أرسل طلبي' }).click();
  const { data } = (await (await submitted).json()) as { data: { reference: string; esimViewToken: string } };
  expect(data.esimViewToken, 'the eSIM view token in the answer').toBeTruthy();

  await expect(page.getByRole('heading', { level: 2, name: 'تم استلام الطلب' })).toBeFocused();
  await expect(page.getByText(/رقم طلبك/)).toContainText(data.reference);
  await expect(page.getByText(/شريحتك الإلكترونية جاهزة/)).toBeVisible();
  // From the keyboard: the next stop after the heading is the button that shows the code.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'اعرض رمز شريحتي الإلكترونية' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Shown once: the QR code and the same code as text, LPA:1$<SM-DP+ address>$<matching id>.
  await expect(page.getByRole('heading', { level: 2, name: 'رمز تفعيل شريحتك الإلكترونية' })).toBeFocused();
  const lpa = page.getByTestId('lpa');
  await expect(lpa).toHaveText(/^LPA:1\$[a-z0-9.-]+\$[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
  await expect(lpa).toHaveAttribute('dir', 'ltr');
  const qr = page.getByRole('img', { name: 'رمز QR لرمز تفعيل الشريحة الإلكترونية' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await expect(page.getByText(/يُعرض هذا الرمز مرة واحدة فقط/)).toContainText('احصل على رمز جديد بعد تفعيل خطك');
  await expect(page.getByRole('button', { name: 'اعرض رمز شريحتي الإلكترونية' })).toHaveCount(0);
  expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(overflow), 'no sideways scrolling at 320 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await checkA11y(page, 'new line, the eSIM code shown, ar, 360 px');

  // A reload keeps the done screen (this tab) but does not show the code again, and says how to get a new
  // one; asking the server for the same code again is refused with the same words.
  const howToGetANewOne =
    'عُرض رمز الشريحة الإلكترونية هذا من قبل ولا يمكن عرضه مرة أخرى. بعد تفعيل خطك، سجّل الدخول واحصل على رمز جديد في حسابي، الشريحة الإلكترونية، أو زر أحد متاجرنا ومعك هويتك.';
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'تم استلام الطلب' })).toBeVisible();
  await expect(page.getByText(/رقم طلبك/)).toContainText(data.reference);
  await expect(page.getByRole('status').filter({ hasText: howToGetANewOne })).toBeVisible();
  await expect(page.getByTestId('lpa')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'اعرض رمز شريحتي الإلكترونية' })).toHaveCount(0);
  const again = await page.request.post('/api/v1/esim/view?lang=ar', { data: { viewToken: data.esimViewToken } });
  expect(again.status()).toBe(410);
  const refused = (await again.json()) as { success: boolean; message: string; data: { reissue?: boolean } };
  expect(refused.success).toBe(false);
  expect(refused.data.reissue).toBe(true);
  expect(refused.message).toBe(howToGetANewOne);
});
