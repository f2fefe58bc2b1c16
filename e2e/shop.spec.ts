/**
 * The shop's catalogue and bag in a real browser (issue 12, parts 1 and 2): mall → category (brand
 * filter as a link) → product (variant, "Only 3 left") → Add to bag → the header's bag appears →
 * bag page (quantity, remove, empty). Each page is checked with axe on the live page, in ar and en.
 */
import { checkA11y, expect, test } from './fixtures';

test.describe('shop', () => {
  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    const words = {
      en: { phones: 'Phones', nova: 'Nova', product: 'Nova A35', black: 'Black', left: 'Only 3 left', add: 'Add to bag', added: 'Added to your bag.', bag: /^Bag, 2 items$/, title: 'Your bag', remove: 'Remove Nova A35 from the bag', empty: 'Your bag is empty.' },
      ar: { phones: 'الهواتف', nova: 'نوفا', product: 'نوفا A35', black: 'أسود', left: 'بقي 3 فقط', add: 'أضف إلى السلة', added: 'أُضيف إلى سلتك.', bag: /^السلة، منتجان$/, title: 'سلة التسوق', remove: 'إزالة نوفا A35 من السلة', empty: 'سلتك فارغة.' },
    }[locale];

    test(`a guest finds a phone, adds it to the bag and empties the bag (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/personal/mobile-mall`);
      await checkA11y(page, 'the mobile mall');
      await page.getByRole('link', { name: new RegExp(`^${words.phones}`) }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: words.phones })).toBeVisible();
      await page.getByRole('link', { name: new RegExp(`^${words.nova}`) }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/personal/shop/phones/nova$`));
      await checkA11y(page, 'a category filtered by brand');

      await page.getByRole('link', { name: words.product, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.product })).toBeVisible();
      await expect(page.getByRole('radio', { name: words.black })).toBeChecked();
      await expect(page.getByText(words.left)).toBeVisible();
      await checkA11y(page, 'a product');
      await page.getByRole('spinbutton').fill('2');
      await page.getByRole('button', { name: words.add }).click();
      await expect(page.getByText(words.added)).toBeVisible();

      const bagLink = page.getByRole('link', { name: words.bag });
      await expect(bagLink).toBeVisible();
      await bagLink.click();
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await checkA11y(page, 'the bag');
      await page.getByRole('button', { name: words.remove }).click();
      await expect(page.getByText(words.empty)).toBeVisible();
      await expect(page.getByRole('link', { name: words.bag })).toHaveCount(0);
    });
  }
});
