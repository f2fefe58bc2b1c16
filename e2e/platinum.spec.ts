/**
 * Platinum partners (issue 13 part 3), end to end: a business applies on /platinum with a real PNG
 * logo and a real PDF, a text file named .pdf is refused, the contact number is proven by the code
 * texted to it (issue 28), an editor approves the application at
 * /editor/partners, and the partner appears on the map and in the list. The form, the review screen
 * and the map are axe-checked in the state the test brings them to (checkA11y, fixtures.ts).
 */
import zlib from 'node:zlib';
import { expect, hydrated, test, checkA11y } from './fixtures';

/** A real 1×1 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0xff, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

test('a business applies with a PNG and a PDF, an editor approves it, and it is on the map', async ({ page, browser }) => {
  const shop = `E2E Sweets ${Date.now().toString(36)}`;
  await page.goto('/en/platinum#partners');
  const form = page.getByRole('form', { name: 'Partner application' });
  await form.getByLabel('Your full name').fill('Layla Hassan');
  await form.getByLabel('Business name').fill(shop);
  await form.getByLabel('Address').fill('Karrada, street 62');
  await form.getByLabel('Governorate').selectOption('najaf');
  await form.getByLabel('Category').selectOption('restaurants');
  await form.getByLabel('Discount offered (%)').fill('12');
  await form.getByLabel('Mobile number').fill('07701234567');
  await form.getByLabel('Business logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png() });
  // A text file named .pdf is refused by its content, before anything is sent.
  await form.getByLabel('Supporting document').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await expect(form.getByText('The document must be a PDF (this file is not one, whatever its name says).')).toBeVisible();
  await form.getByLabel('Supporting document').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Send application' }).click();
  // The number is proven first: the code texted to it (read from the demo outbox).
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await checkA11y(page, 'partner application code');
  const outbox = (await (await page.request.get('/api/dev/sms-outbox?msisdn=07701234567')).json()) as { data: Array<{ code: string | null; purpose: string }> };
  await page.getByLabel('Digit 1 of 6').fill(outbox.data.find((m) => m.purpose === 'partner-apply')?.code ?? '');
  await expect(page.getByText('Application received', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your reference is [0-9A-Z]{5}-[0-9A-Z]{5}/)).toBeVisible();
  await checkA11y(page, 'partner application sent');

  // The server checks the content too: a text file named .pdf sent straight to the API.
  const direct = await page.request.post('/api/v1/platinum/partners/apply?lang=en', {
    multipart: {
      fullName: 'X',
      shopName: 'Y',
      address: 'Z',
      governorate: 'najaf',
      category: 'other',
      discount: '5',
      phone: '07701234567',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: png() },
      document: { name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('text') },
    },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).data.errors.document).toBe('The document must be a PDF (this file is not one, whatever its name says).');

  const editor = await browser.newPage();
  await editor.goto('/editor');
  await hydrated(editor);
  await editor.getByLabel('E-mail').fill('editor@example.com');
  await editor.getByLabel('Password').fill('Editor#2026pass');
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await editor.getByRole('link', { name: 'Partner applications' }).click();
  await expect(editor.getByRole('button', { name: `Approve: ${shop}` })).toBeVisible();
  await checkA11y(editor, 'partner applications, one waiting');
  await editor.getByRole('button', { name: `Approve: ${shop}` }).click();
  await expect(editor.getByText(`Approved ${shop}: it is on the partners map now.`)).toBeVisible();
  await editor.close();

  await page.goto('/en/platinum');
  await page.getByLabel('Governorate').first().selectOption('najaf');
  const pin = page.getByRole('group', { name: 'Map of Iraq with the Platinum partners' }).getByRole('link', { name: `${shop}, 12% off` });
  await expect(pin).toBeVisible();
  await expect(page.getByRole('article', { name: shop })).toContainText('Discount for Platinum cardholders: 12%');
  await expect(page.getByRole('img', { name: `Logo of ${shop}` })).toBeVisible();
  await checkA11y(page, 'partners map with the new partner');
});

test('the partners map and the form work at 320 px in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/platinum');
  await expect(page.getByRole('group', { name: 'خريطة العراق مع شركاء بلاتينيوم' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'أرسل الطلب' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
