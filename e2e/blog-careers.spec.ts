import { expect, test } from './fixtures';

test.describe('blog', () => {
  test('index, category, post, old blog and search work in each language', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const firstPost = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
    const title = (await firstPost.textContent())!.trim();
    await firstPost.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goto('/ku/blog');
    await page.getByRole('navigation', { name: 'پۆلەکان' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/ku\/blog\/category\//);
    await expect(page.getByRole('navigation', { name: 'پۆلەکان' }).locator('a[aria-current="page"]')).toHaveCount(1);

    await page.goto('/blog/old');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المدونة السابقة');
    await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/old\/view\/\d+$/);

    await page.goto('/en/blog');
    await page.getByLabel('Search the blog').fill('roaming');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/blog\/search\?keyword=roaming/);
    await expect(page.getByRole('status')).toContainText('found for “roaming”');
  });
});

test.describe('careers', () => {
  test('a visitor filters jobs, opens one and applies with a PDF CV', async ({ page }) => {
    await page.goto('/en/careers');
    await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
    const jobLink = page.locator('a[href^="/en/careers/opportunities/"]').first();
    await jobLink.click();
    await expect(page).toHaveURL(/\/en\/careers\/opportunities\/\d+$/);
    // The chat button is hidden on careers pages (spec sections 2 and 4).
    await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Apply for this job' }).click();
    await expect(page).toHaveURL(/\/en\/careers\/opportunities\/apply\/\d+$/);

    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Required field.').first()).toBeVisible();

    await page.getByLabel('Full name').fill('Sara Ali');
    await page.getByLabel('E-mail').fill('sara@example.com');
    await page.getByLabel('Mobile number').fill('0770 123 4567');
    await page.getByLabel(/^CV/).setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Upload your CV as a PDF or Word (.docx) file.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Sara Ali');

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF')]);
    await page.getByLabel(/^CV/).setInputFiles({ name: 'sara-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Send application' }).click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('Thank you: your application was received.');
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });
});

test.describe('forms', () => {
  test('the contact form explains errors in Arabic and shows the success notice', async ({ page }) => {
    await page.goto('/about/contact-form');
    const form = page.locator('form').filter({ has: page.locator('textarea') }).first();
    await form.getByRole('button').last().click();
    await expect(form.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
    const fields = form.locator('input:not([type=checkbox]):not([type=hidden]), textarea, select');
    for (let i = 0; i < (await fields.count()); i++) {
      const field = fields.nth(i);
      const tag = await field.evaluate((el) => el.tagName);
      const type = await field.getAttribute('type');
      if (tag === 'SELECT') await field.selectOption({ index: 1 });
      else if (type === 'email') await field.fill('ali@example.com');
      else if (type === 'tel') await field.fill('07701234567');
      else if (tag === 'TEXTAREA') await field.fill('أريد معرفة تفاصيل باقة الإنترنت الشهرية.');
      else await field.fill('علي حسن');
    }
    await form.getByRole('button').last().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });
});
