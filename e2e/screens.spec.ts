/**
 * Screens at every width (issue 28, section 2):
 *
 * - the open accessibility panel is above everything (its Close button is what is under its own
 *   centre, no point of its title is covered: the desktop header drew over both), the focus moves into
 *   it, Escape closes it and gives the focus back; at 320, 360, 390 and 1366 px, in Arabic and English;
 * - the accessibility and chat buttons never cover text or a control: at every scroll position of the
 *   home page (ar, ku, en), a shop category and the signed-in dashboard, at phone, tablet and desktop
 *   widths, both buttons are shown and no visible text or control is under either. What is behind an
 *   opaque bar fixed across the whole window's bottom (the buttons' dock) is outside the window's
 *   visible area, like what is below the window; the layout must account for such a bar: the end of
 *   the page scrolls clear of it and a control that takes the focus is scrolled out from under it;
 * - the English (and Arabic and Kurdish) header is one row at 320 px, with something in the bag too;
 * - the quiz's questions stay inside their boxes at 320 px; the map's governorate labels overlap none.
 */
import type { Page } from '@playwright/test';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import { checkA11y, expect, prefix, signInByPin, test, type Locale } from './fixtures';
import { covering, floatingNames } from './floating';

const messages = { ar, en, ku } as const;
/**
 * A line for the dashboard that no other spec signs in with: this spec runs beside the journeys (project
 * "sweeps"), and a number gets one sign-in code a minute.
 */
const DASHBOARD_LINE = '07701234569';
/** A seeded line no other spec signs in with: its quiz of the day stays unplayed (the questions show). */
const QUIZ_LINE = '07700000009';

const localized = (path: string, locale: Locale) => (path === '/' ? prefix(locale) || '/' : `${prefix(locale)}${path}`);

/** The open panel at the four widths of the issue; 1366 px with the height of a laptop's browser window. */
const PANEL_SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 650 },
] as const;

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the open accessibility panel is above everything, takes the focus, and Escape gives it back`, async ({ page }) => {
    const t = messages[locale].accessibility;
    for (const size of PANEL_SIZES) {
      await page.setViewportSize(size);
      await page.goto(localized('/', locale));
      const button = page.getByRole('button', { name: t.open, exact: true });
      await button.click();
      const panel = page.locator('.a11y-fab [aria-labelledby]');
      const close = panel.getByRole('button', { name: t.close, exact: true });
      await expect(close).toBeVisible();
      const at = `${size.width}x${size.height}`;
      await expect(panel.getByRole('heading', { name: t.title })).toBeVisible();
      const hits = await panel.evaluate((root) => {
        const what = (el: Element | null) => (el ? `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"` : 'nothing');
        const closeButton = [...root.querySelectorAll('button')].find((b) => b.closest('h2') === null && b.previousElementSibling?.tagName === 'H2')!;
        const box = closeButton.getBoundingClientRect();
        const atClose = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const title = root.querySelector('h2')!;
        const range = document.createRange();
        range.selectNodeContents(title);
        const covered: string[] = [];
        // Points along each line of the title: its first and last letters, its middle, and between.
        for (const rect of range.getClientRects()) {
          for (const f of [0.05, 0.25, 0.5, 0.75, 0.95]) {
            const hit = document.elementFromPoint(rect.left + rect.width * f, rect.top + rect.height / 2);
            if (!hit || !title.contains(hit)) covered.push(what(hit));
          }
        }
        return { atClose: atClose && closeButton.contains(atClose) ? 'close' : what(atClose), covered };
      });
      expect(hits.atClose, `${at}: what is at the centre of the panel's Close button`).toBe('close');
      expect(hits.covered, `${at}: what covers the panel's title`).toEqual([]);
      // The focus went into the panel; Escape closes it and gives it back to the button.
      expect(await panel.evaluate((root) => root.contains(document.activeElement)), `${at}: the focus is in the open panel`).toBe(true);
      if (size.width === 1366) await checkA11y(page, `accessibility panel open (${locale}, ${at})`);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Close with the pointer, where a person clicks it.
      await button.click();
      await expect(close).toBeVisible();
      await close.click();
      await expect(panel).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });
}

/** Every scroll position of the page, half a window apart, from the top to the end. */
async function everyScrollPosition(page: Page, check: (where: string) => Promise<void>) {
  const { height, full } = await page.evaluate(() => ({ height: window.innerHeight, full: (document.scrollingElement ?? document.documentElement).scrollHeight }));
  for (let y = 0; ; y += Math.round(height / 2)) {
    const at = Math.min(y, full - height);
    await page.evaluate((to) => window.scrollTo(0, to), at);
    // What a scroll sets off in script (a button stepping aside) has run by the second frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await check(`scrolled to ${at}px`);
    if (at >= full - height) break;
  }
}

async function expectNothingCovered(page: Page, path: string, locale: Locale, sizes: ReadonlyArray<{ width: number; height: number }>) {
  const names = floatingNames(locale);
  const problems: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    const url = localized(path, locale);
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await everyScrollPosition(page, async (where) => {
      const result = await page.evaluate(covering, names);
      if (!result.found.a11y) result.problems.push('no accessibility button is shown');
      if (!result.found.chat) result.problems.push('no chat button is shown');
      for (const problem of result.problems) problems.push(`${url} at ${size.width}x${size.height}, ${where}: ${problem}`);
    });
  }
  expect(problems).toEqual([]);
}

const PHONE = { width: 320, height: 640 };
const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1280, height: 720 };
const DESKTOP = { width: 1366, height: 768 };

test.describe('the floating buttons cover no text and no control', () => {
  // Every scroll position of a page at several widths: about 10 s a page on this machine.
  test.slow();

  for (const locale of ['ar', 'ku', 'en'] as const) {
    test(`the home page (${locale})`, async ({ page }) => {
      await expectNothingCovered(page, '/', locale, [DESKTOP, LAPTOP, TABLET, PHONE]);
    });
  }

  test('the home page at 320 px with the largest text size (ar, en)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('accessibility-text-size', 'text-xl'));
    await expectNothingCovered(page, '/', 'ar', [PHONE]);
    await expectNothingCovered(page, '/', 'en', [PHONE]);
  });

  test('a shop category (en, ar)', async ({ page }) => {
    await expectNothingCovered(page, '/personal/shop/phones', 'en', [DESKTOP, TABLET, PHONE]);
    await expectNothingCovered(page, '/personal/shop/phones', 'ar', [DESKTOP, PHONE]);
  });

  test('the dashboard, signed in (en, ar)', async ({ page }) => {
    await signInByPin(page.request, DASHBOARD_LINE);
    await expectNothingCovered(page, '/personal/my-account', 'en', [DESKTOP, LAPTOP, PHONE]);
    await expectNothingCovered(page, '/personal/my-account', 'ar', [DESKTOP, PHONE]);
  });

  test('a control that takes the focus behind the bottom bar is scrolled out from under it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en/personal/shop/phones');
    const { frame } = await page.evaluate(covering, floatingNames('en'));
    expect(frame.bottom, 'the bar at the bottom of a phone window').toBeLessThan(PHONE.height);
    // A link of the page scrolled to just behind the bar: in the window, but out of the visible area.
    // (the first below the first screen, so that the page can scroll it there).
    await page.evaluate((barTop) => {
      const below = [...document.querySelectorAll<HTMLElement>('main a[href]')].find((a) => a.checkVisibility() && a.getBoundingClientRect().top > window.innerHeight)!;
      below.dataset.testTarget = '';
      window.scrollBy(0, below.getBoundingClientRect().top - (barTop + 8));
    }, frame.bottom);
    const link = page.locator('[data-test-target]');
    expect((await link.boundingBox())!.y, 'the link starts behind the bar').toBeGreaterThan(frame.bottom);
    // It takes the focus (as with Tab): the browser scrolls it into the visible area, above the bar.
    await link.evaluate((el) => (el as HTMLElement).focus());
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, `the focused link's bottom, with the visible area ending at ${frame.bottom}px`).toBeLessThanOrEqual(frame.bottom + 0.5);
  });
});

test.describe('at 320 px', () => {
  test('the header is one row in each language, with something in the bag too', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    for (const bag of [false, true]) {
      if (bag) await page.context().addCookies([{ name: 'bag', value: '3', url: baseURL! }]);
      for (const locale of ['en', 'ar', 'ku'] as const) {
        await page.goto(localized('/', locale));
        // The bag link's code loads in the browser, once the bag cookie is read.
        if (bag) await expect(page.locator('header a[href$="/personal/shop/bag"]')).toBeVisible();
        const rows = await page.locator('header').evaluate((header) => {
          const row = header.querySelector('button[aria-expanded][aria-controls]')!.parentElement!;
          const tops = [...row.children]
            .filter((el) => el.checkVisibility() && el.getBoundingClientRect().height > 0 && getComputedStyle(el).position !== 'fixed')
            .map((el) => {
              const r = el.getBoundingClientRect();
              return { what: el.textContent?.trim().slice(0, 20), top: Math.round(r.top), bottom: Math.round(r.bottom) };
            });
          return tops;
        });
        const first = rows[0];
        const offRow = rows.filter((r) => r.top >= first.bottom || r.bottom <= first.top);
        expect(offRow, `${locale}${bag ? ' with a bag' : ''}: items of the header's top row below its first (${JSON.stringify(rows)})`).toEqual([]);
        expect(rows.length, `${locale}: the top row's items`).toBeGreaterThanOrEqual(bag ? 3 : 2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      }
    }
    await page.getByRole('button', { name: messages.ku.nav.openMenu }).click();
    await expect(page.getByRole('dialog', { name: messages.ku.nav.menu })).toBeVisible();
  });

  test("the quiz's questions stay inside their boxes (ar, en, ku)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInByPin(page.request, QUIZ_LINE);
    for (const locale of ['ar', 'en', 'ku'] as const) {
      await page.goto(localized('/gamification/detail/daily-quiz', locale));
      const groups = page.locator('main fieldset');
      await expect(groups.first()).toBeVisible();
      const outside = await groups.evaluateAll((fieldsets) =>
        fieldsets.flatMap((fieldset) => {
          const box = fieldset.getBoundingClientRect();
          const style = getComputedStyle(fieldset);
          const legend = fieldset.querySelector('legend')!;
          const legendStyle = getComputedStyle(legend);
          // Where the top border is drawn: across the middle of the "rendered legend" (HTML's rendering
          // rules: the first legend child, neither floated nor absolutely positioned), else at the top.
          const rendered = legendStyle.float === 'none' && !['absolute', 'fixed'].includes(legendStyle.position);
          const legendBox = legend.getBoundingClientRect();
          const borderTop = parseFloat(style.borderTopWidth);
          const borderAt = rendered ? Math.max(box.top, legendBox.top + (legendBox.height - borderTop) / 2) : box.top;
          // The box's inside: within its border.
          const inside = {
            top: borderAt + borderTop,
            bottom: box.bottom - parseFloat(style.borderBottomWidth),
            left: box.left + parseFloat(style.borderLeftWidth),
            right: box.right - parseFloat(style.borderRightWidth),
          };
          const range = document.createRange();
          range.selectNodeContents(legend);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0);
          return lines
            .filter((r) => r.top < inside.top - 0.5 || r.bottom > inside.bottom + 0.5 || r.left < inside.left - 0.5 || r.right > inside.right + 0.5)
            .map((r) => `"${legend.textContent?.slice(0, 40)}" line at ${Math.round(r.top)}–${Math.round(r.bottom)}px, box from ${Math.round(inside.top)}px`);
        }),
      );
      expect([...new Set(outside)], `${locale}: question lines outside their box`).toEqual([]);
      // Questions long enough to take two lines at this width are there to measure.
      const twoLines = await groups.locator('legend').evaluateAll((legends) => legends.filter((l) => l.getBoundingClientRect().height > 40).length);
      expect(twoLines, `${locale}: questions on two lines or more`).toBeGreaterThan(0);
      if (locale === 'ar') await checkA11y(page, 'quiz at 320 px, signed in');
    }
  });
});

test('the map labels overlap none, in each language and at phone and desktop widths', async ({ page }) => {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const locale of ['ar', 'en', 'ku'] as const) {
      // The shop locator and the Platinum partners' map (a flow embedded in the /platinum page).
      for (const path of ['/support/shops', '/platinum']) {
        const url = localized(path, locale);
        await page.goto(url);
        const labels = page.locator('svg .labels text');
        await expect(labels.first()).toBeVisible();
        const overlaps = await labels.evaluateAll((texts) => {
          const boxes = texts.map((el) => ({ name: el.textContent ?? '', r: el.getBoundingClientRect() }));
          const out: string[] = [];
          for (let i = 0; i < boxes.length; i += 1) {
            for (let j = i + 1; j < boxes.length; j += 1) {
              const a = boxes[i].r;
              const b = boxes[j].r;
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(`${boxes[i].name} / ${boxes[j].name}`);
            }
          }
          return out;
        });
        expect(overlaps, `${url} at ${size.width}px: governorate labels that overlap`).toEqual([]);
      }
    }
  }
});
