/**
 * The layout holds at every width, in both directions (issue 11, item 2): every seeded content page
 * and every coded screen, in Arabic (right to left) and English, at 320, 390, 768 and 1366 px:
 *
 * - nothing scrolls sideways (the document is no wider than the window);
 * - no visible text is nearer than 12 px to the window's edge (text nodes measured with ranges,
 *   clipped by the boxes that scroll or hide overflow);
 * - the text of the page's content stays in the header's content column (the same max width and
 *   inline padding: ui/primitives Container), in both directions;
 * - at 1366 px the same checks run again with the first mega menu open;
 * - from 768 px up the floating chat button covers no link, form control, submit button or message, at the
 *   top and at the bottom of the page;
 * - Plans and Add-ons show an offer, price included, in the first screen at 1366x768.
 *
 * One tab, one visit per page: the window is resized between measurements (CSS media queries follow
 * without a reload). It is a separate tab, so the fixture's axe pass (e2e/fixtures.ts) does not
 * reload every page in three languages again. Every problem is collected and reported in one list.
 */
import type { Page } from '@playwright/test';
import { seedPages } from '@/lib/server/db/seed/content';
import { seededSiteMap } from '@/lib/site-map-data';
import { theme } from '@/lib/theme/tokens';
import { expect, prefix, test } from './fixtures';

const WIDTHS = [320, 390, 768, 1366] as const;
const HEIGHT = 800;
const EDGE = 12;
const MEASURE = { edge: EDGE, columnWidth: theme.width.content };
const DEMO = { email: 'demo@example.com', password: 'Demo#2026pass' };

/** Coded screens a visitor reaches without signing in (besides those the menus link to). */
const PUBLIC_SCREENS = ['/personal/my-account/login', '/blog', '/blog/search?keyword=4g', '/e-voucher'];
/** Signed-in screens: the account menu and the bill (not in the menu: linked from the balance page). */
const ACCOUNT_SCREENS = [
  ...seededSiteMap('account', 'en')
    .map((item) => item.permalink)
    .filter((path) => !path.endsWith('/logout')),
  '/personal/my-account/bill',
  '/personal/my-account/notifications',
];

/** Pages whose first screen must show an offer with its price. */
const OFFER_PAGES = ['/personal/plans', '/personal/add-ons'];

function publicPaths(): string[] {
  const paths = new Set<string>(seedPages.map((p) => p.uri));
  const walk = (items: ReturnType<typeof seededSiteMap>) =>
    items.forEach((item) => {
      const path = item.permalink.split('#')[0] || '/';
      if (path.startsWith('/') && !path.startsWith('//')) paths.add(path);
      if (item.children) walk(item.children);
    });
  walk(seededSiteMap('header', 'en'));
  walk(seededSiteMap('footer', 'en'));
  for (const path of PUBLIC_SCREENS) paths.add(path);
  return [...paths];
}

const localized = (path: string, locale: 'ar' | 'en') => (path === '/' ? prefix(locale) || '/' : `${prefix(locale)}${path}`);

/**
 * Measured in the page: sideways overflow, visible text too near the edge, and (when the chat button
 * floats) what it covers. Runs in the browser, so it must not use anything from this file.
 */
function measure({ edge, columnWidth }: { edge: number; columnWidth: string }) {
  const problems: string[] = [];
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  // The header's content column: its Container (max width of the theme), less its inline padding.
  const headerColumn = [...document.querySelectorAll('header *')].find((el) => getComputedStyle(el).maxWidth === columnWidth);
  let column: { left: number; right: number } | null = null;
  if (headerColumn) {
    const box = headerColumn.getBoundingClientRect();
    const style = getComputedStyle(headerColumn);
    column = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
  }
  if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth}px wide in a ${width}px window`);

  // The part of an element's box that its ancestors let show (scrolling or clipping boxes).
  const clipCache = new Map<Element, { left: number; right: number } | null>();
  const visibleSpan = (el: Element | null): { left: number; right: number } | null => {
    if (!el || el === document.body || el === document.documentElement) return { left: -Infinity, right: Infinity };
    if (clipCache.has(el)) return clipCache.get(el)!;
    let span = visibleSpan(el.parentElement);
    const style = getComputedStyle(el);
    if (span && (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none')) {
      const box = el.getBoundingClientRect();
      // A visually hidden box (1 px, clipped) shows nothing.
      if (box.width <= 1 || box.height <= 1 || style.clip.startsWith('rect(0')) span = null;
      else span = { left: Math.max(span.left, box.left), right: Math.min(span.right, box.right) };
    }
    if (span && span.right <= span.left) span = null;
    clipCache.set(el, span);
    return span;
  };

  const floating = new Map<Element, boolean>();
  const isFloating = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    if (!floating.has(el)) floating.set(el, ['fixed', 'sticky'].includes(getComputedStyle(el).position) || isFloating(el.parentElement));
    return floating.get(el)!;
  };
  const near: string[] = [];
  const outside: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, template, nextjs-portal')) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue;
    const span = visibleSpan(el);
    if (!span) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      const left = Math.max(rect.left, span.left);
      const right = Math.min(rect.right, span.right);
      // Wholly outside the window or its clip: not seen (an off-screen skip link).
      if (right <= Math.max(0, span.left) || left >= Math.min(width, span.right)) continue;
      if (left < edge || right > width - edge) {
        near.push(`"${text.slice(0, 40)}" at ${Math.round(left)}–${Math.round(right)}px`);
        break;
      }
      // Floating things (a toast, the chat button) are not part of the column.
      if (column && el.closest('main') && (left < column.left - 1 || right > column.right + 1) && !isFloating(el)) {
        outside.push(`"${text.slice(0, 40)}" at ${Math.round(left)}–${Math.round(right)}px`);
        break;
      }
    }
  }
  if (outside.length && column) {
    problems.push(
      `text outside the header's column (${Math.round(column.left)}–${Math.round(column.right)}px): ${outside.slice(0, 4).join('; ')}${outside.length > 4 ? ` (+${outside.length - 4})` : ''}`,
    );
  }
  if (near.length) problems.push(`text nearer than ${edge}px to the edge: ${near.slice(0, 4).join('; ')}${near.length > 4 ? ` (+${near.length - 4})` : ''}`);

  // The chat button (the only button with "chat" wording is found by its fixed position).
  const chat = [...document.querySelectorAll<HTMLElement>('button[aria-controls]')].find((b) => getComputedStyle(b.parentElement!).position === 'fixed');
  if (chat && chat.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
    const zone = chat.getBoundingClientRect();
    const covered = [
      // As shell/chat-clearance.ts KEEP_CLEAR: the page's links, buttons and fields, and forms' messages.
      ...document.querySelectorAll<HTMLElement>('main :is(a[href], button, input, select, textarea), form :is(button, input, select, textarea, [role="alert"]), [role="alert"]'),
    ].filter((el) => {
      if (chat.parentElement!.contains(el) || (el.matches('[role="alert"]') && !el.textContent?.trim())) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.left < zone.right && zone.left < r.right && r.top < zone.bottom && zone.top < r.bottom;
    });
    if (covered.length) problems.push(`the chat button covers ${covered.map((el) => el.textContent?.trim().slice(0, 30) || el.getAttribute('name') || el.tagName).join(', ')}`);
  }
  return problems;
}

/**
 * The problems at this width once the page has settled: measured again after a moment when the first
 * look finds any, so a state between two renders (data still arriving, a transition) is not taken for
 * the layout; a real fault is there both times.
 */
async function settledProblems(page: Page): Promise<string[]> {
  const first = await page.evaluate(measure, MEASURE);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  return page.evaluate(measure, MEASURE);
}

async function check(page: Page, url: string, report: (what: string) => void): Promise<void> {
  // The screens that load their data in the browser (e-voucher packages) are measured once it is there.
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response || response.status() >= 400) return report(`${url}: answers ${response?.status() ?? 'nothing'}`);
  await page.evaluate(() => document.fonts.ready);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // A frame or two for what follows the width in script (the chat button re-checks on resize).
    await page.waitForTimeout(100);
    for (const problem of await settledProblems(page)) report(`${url} at ${width}px: ${problem}`);
    if (width >= 768) {
      // The chat button is checked at the bottom of the page too (it re-checks on scroll).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(50);
      for (const problem of await page.evaluate(measure, MEASURE)) if (problem.startsWith('the chat')) report(`${url} at ${width}px, scrolled down: ${problem}`);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
  // At desktop width, with the first mega menu of the header open.
  const first = page.locator('header nav button[aria-expanded][aria-controls]').first();
  if (await first.isVisible().catch(() => false)) {
    // Found by its panel's id: once open, "the first closed button" would be another one.
    const opener = page.locator(`header nav button[aria-controls="${await first.getAttribute('aria-controls')}"]`);
    // Pressed again until the page has hydrated and the menu opens.
    await expect(async () => {
      if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
      await expect(opener).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    for (const problem of await page.evaluate(measure, MEASURE)) report(`${url} at ${WIDTHS.at(-1)}px, mega menu open: ${problem}`);
    await page.keyboard.press('Escape');
  }
}

for (const locale of ['ar', 'en'] as const) {
  test(`layout holds from 320 to 1366 px on every page (${locale})`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    const problems: string[] = [];
    const report = (what: string) => void problems.push(what);
    const tab = await page.context().newPage();
    try {
      for (const path of publicPaths()) await check(tab, localized(path, locale), report);

      await tab.setViewportSize({ width: 1366, height: 768 });
      for (const path of OFFER_PAGES) {
        const url = localized(path, locale);
        await tab.goto(url);
        const price = tab.locator('main article').first().getByText(/\d[\d,]*\s*(IQD|د\.ع)/).first();
        const box = await price.boundingBox().catch(() => null);
        if (!box || box.y + box.height > 768) report(`${url} at 1366x768: no offer's price in the first screen (${box ? `it is at ${Math.round(box.y)}px` : 'no offer'})`);
      }

      const signedIn = await tab.request.post('/api/v1/login?lang=en', { data: DEMO });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      for (const path of ACCOUNT_SCREENS) await check(tab, localized(path, locale), report);
      await tab.goto(localized('/personal/my-account/logout', locale));
    } finally {
      await tab.close();
    }
    expect(problems, 'layout problems (page, width, what)').toEqual([]);
  });
}
