/**
 * Customer services (issue 13): the shop locator with the browser's location allowed and refused,
 * and the IMEI check on the check-phone page. Every page visited is also checked with axe in the
 * three locales (fixtures.ts).
 */
import { expect, test, checkA11y } from './fixtures';

test.describe('shop locator, location allowed', () => {
  // Near Erbil citadel.
  test.use({ geolocation: { latitude: 36.19, longitude: 44.01 }, permissions: ['geolocation'] });

  test('near me lists the Erbil shops first, with distances, and the map has a pin per shop', async ({ page }) => {
    await page.goto('/en/support/shops');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Nour shop' })).toBeVisible();
    const pins = page.getByRole('group', { name: 'Map of Iraq with the shops' }).getByRole('link');
    const shops = page.getByRole('region', { name: /Shops/ }).getByRole('article');
    await expect(pins).toHaveCount(await shops.count());
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Nearest shops first.')).toBeVisible();
    await expect(shops.first().getByRole('heading', { level: 3 })).toContainText(/Ankawa|100 Metre Road|Iskan|Soran/);
    await expect(shops.first()).toContainText(/km away/);
    await checkA11y(page, 'shops near me');
  });

  test('a pin is reached with the keyboard and leads to its shop in the list', async ({ page }) => {
    await page.goto('/en/support/shops?x=1');
    const pin = page.getByRole('link', { name: /^Nour Store – Karrada, / });
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#shop-baghdad-karrada$/);
    await expect(page.locator('#shop-baghdad-karrada')).toBeInViewport();
  });
});

test.describe('shop locator, location refused', () => {
  test.use({ permissions: [] });

  test('says "Location access denied" and the filters still work (Arabic, 320 px)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/support/shops');
    await page.getByRole('button', { name: 'الأقرب إليّ' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'تم رفض الوصول إلى الموقع' })).toContainText('تم رفض الوصول إلى الموقع');
    await page.getByRole('combobox', { name: 'المحافظة' }).selectOption('basra');
    await expect(page.getByRole('region', { name: /المتاجر/ }).getByRole('article').first()).toContainText('البصرة');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test('the check-phone page checks an IMEI and points to the next steps', async ({ page }) => {
  await page.goto('/en/personal/four-g-lte/check-phone');
  const box = page.getByRole('textbox', { name: 'IMEI number' });
  await box.fill('49015420323751');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('The IMEI has 15 digits. Dial *#06# to see it.')).toBeVisible();
  await checkA11y(page, 'IMEI error');
  // A valid IMEI of a TAC that is not in the list.
  await box.fill('490154203237518');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Device not in our list' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a Nour shop near you' })).toHaveAttribute('href', '/en/support/shops');
});
