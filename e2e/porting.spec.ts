/**
 * Number porting to Nour (issue 33 part 7): a visitor, at phone width in Arabic, asks to move a Zain
 * number with the code sent to it and gets a request number; a care editor, in English, moves the
 * request to "approved" at /editor/porting, and a move out of order (approved straight to done) is
 * refused with the reason; the visitor's status page then shows it approved.
 */
import { checkA11y, expect, signInEditor, test } from './fixtures';

const NUMBER = '07811234533'; // a Zain Iraq number of this journey only
const ID_NUMBER = '199001010033';

test('porting: a visitor files a request with the code, care approves it, an out-of-order move is refused', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/personal/porting');
  await expect(page.getByRole('heading', { level: 1, name: 'انقل رقمك إلى نور' })).toBeVisible();
  const form = page.getByRole('region', { name: 'انقل رقمك إلى نور' });
  await form.getByLabel('الرقم المراد نقله').fill(NUMBER);
  await form.getByLabel('المشغّل الحالي').selectOption({ label: 'زين العراق' });
  await form.getByLabel('رقم الهوية').fill(ID_NUMBER);
  await form.getByRole('button', { name: 'أرسل رمزاً إلى هذا الرقم' }).click();
  const first = page.locator('input[autocomplete="one-time-code"]');
  await expect(first).toBeFocused();

  const outbox = (await (await page.request.get(`/api/dev/sms-outbox?msisdn=${NUMBER}`)).json()) as { data: Array<{ code: string | null; purpose: string }> };
  const code = outbox.data.find((message) => message.purpose === 'porting' && message.code)?.code;
  expect(code, 'a porting code sent to the number').toBeTruthy();
  const confirmed = page.waitForResponse((response) => response.url().includes('/api/v1/porting/confirm'));
  await first.fill(code!);
  const { data: request } = (await (await confirmed).json()) as { data: { reference: string } };
  const shown = `${request.reference.slice(0, 5)}-${request.reference.slice(5)}`;

  const submitted = page.getByTestId('port-status');
  await expect(submitted.getByRole('heading', { name: 'تم إرسال الطلب' })).toBeVisible();
  await expect(submitted).toContainText(shown);
  await expect(submitted.getByText('مُرسل', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await checkA11y(page, 'porting, request sent, ar, 360 px');

  // The care editor (its own browser and client address) approves it.
  const desk = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.18.33.7' } });
  const editor = await desk.newPage();
  await signInEditor(editor);
  await editor.goto('/editor/porting');
  const row = editor.getByRole('row').filter({ has: editor.getByRole('rowheader', { name: request.reference }) });
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: `Move ${request.reference} to Approved by the operator` }).click();
  await expect(editor.getByRole('status').filter({ hasText: `${request.reference} is now: Approved by the operator.` })).toBeVisible();
  await expect(row).toContainText('Approved by the operator');
  await expect(row.getByRole('button', { name: `Move ${request.reference} to Scheduled` })).toBeVisible();
  await checkA11y(editor, 'editor porting requests, approved');

  // Straight from approved to done: refused, and why.
  const list = (await (await editor.request.get('/api/editor/porting?lang=en')).json()) as { data: Array<{ id: number; reference: string }> };
  const id = list.data.find((r) => r.reference === request.reference)!.id;
  const skipped = await editor.request.post('/api/editor/porting?lang=en', { data: { id, status: 'done' } });
  expect(skipped.status()).toBe(409);
  expect(((await skipped.json()) as { message: string }).message).toBe(
    'This request cannot go from approved to done: steps go submitted, approved, scheduled, done (or refused before done).',
  );
  await desk.close();

  // The visitor follows the request: approved.
  const track = page.getByRole('region', { name: 'تابع طلباً' });
  await track.getByLabel('الرقم المراد نقله').fill(NUMBER);
  await track.getByLabel('رقم الطلب').fill(shown);
  await track.getByRole('button', { name: 'اعرض الحالة' }).click();
  const followed = page.getByTestId('port-status').filter({ has: page.getByRole('heading', { name: 'طلبك' }) });
  await expect(followed.getByText('وافق عليه مشغّلك', { exact: true })).toBeVisible();
  await expect(followed).toContainText(shown);
});
