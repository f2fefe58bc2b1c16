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
 * - the floating accessibility and chat buttons cover no text and no control (e2e/floating.ts), at the
 *   top and at the end of the page;
 * - Plans and Add-ons show an offer, price included, in the first screen at 1366x768.
 *
 * The same visit scans each page template with axe-core (e2e/fixtures.ts) the first time the sweep
 * meets it: in Arabic at 320 px and in English at 1366 px, plus a smoke list in Kurdish at phone width;
 * signed-in screens are scanned signed in. A page that answers an error or ends on another address (a
 * redirect to sign-in) is reported, never measured or scanned as if it were the page asked for.
 *
 * One tab, one visit per page: the window is resized between measurements (CSS media queries follow
 * without a reload). Every problem is collected and reported in one list.
 */
import type { Page } from '@playwright/test';
import { seedPages } from '@/lib/server/db/seed/content';
import { seededSiteMap } from '@/lib/site-map-data';
import { theme } from '@/lib/theme/tokens';
import { axeViolations, expect, PAGE_THE_PUBLISH_SPEC_CHANGES, prefix, signInByPin, templateOf, test, type Locale } from './fixtures';
import { covering, floatingNames } from './floating';

const WIDTHS = [320, 390, 768, 1366] as const;
const HEIGHT = 800;
const EDGE = 12;
const MEASURE = { edge: EDGE, columnWidth: theme.width.content };
/**
 * A line with running add-ons like the demo line's, signed in by PIN: this sweep runs beside the
 * journeys, which sign in with the demo line (one code a minute, five an hour, per number).
 */
const SWEEP_PHONE = '07701234570';

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
  // Not the page another spec takes offline meanwhile (this project runs beside the journeys).
  paths.delete(PAGE_THE_PUBLISH_SPEC_CHANGES);
  return [...paths];
}

/**
 * Screens the tests reach that no menu links to, scanned (not measured) in the sweep: the error pages
 * with the status they answer, and the pages a flow passes through in the state they load in.
 */
const SCAN_ONLY = [
  { path: '/no-such-page', status: 404 },
  // The "server busy" page, which a proxy serves (with its own 503) while the site is overloaded: a page like any other here.
  { path: '/503', status: 200 },
  { path: '/RenderPageContent?uri=/personal/rewards', status: 200 },
  { path: '/blog/old', status: 200 },
  { path: '/blog/old/view/15', status: 200 },
  { path: '/careers/opportunities/5', status: 200 },
  { path: '/careers/opportunities/apply/5', status: 200 },
  { path: `/leaving?target=${encodeURIComponent('https://elsewhere.example.org/page')}`, status: 200 },
  { path: '/personal/add-on/101', status: 200 },
  { path: '/personal/bill/quick-pay', status: 200 },
  { path: '/dev/sms', status: 200 },
];

/** Scanned in Kurdish too (at phone width): the shell, a content page, a coded screen, signed-in ones. */
const KURDISH_SMOKE = { public: ['/', '/personal/plans', '/personal/my-account/login', '/e-voucher'], signedIn: ['/personal/my-account', '/personal/my-account/bill'] };

const localized = (path: string, locale: Locale) => (path === '/' ? prefix(locale) || '/' : `${prefix(locale)}${path}`);

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

/** Two frames: what a resize or a scroll sets off in script has run. */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Opens `url` and waits for what a person waits for: hydration (the fixture's goto), the fonts, and the
 * data a screen loads in the browser (no spinner or busy skeleton left in the page). Reports and
 * answers false when the page answers `status` other than expected or ends on another address.
 */
async function open(page: Page, url: string, report: (what: string) => void, status = 200): Promise<boolean> {
  const response = await page.goto(url);
  if (response?.status() !== status) {
    report(`${url}: answers ${response?.status() ?? 'nothing'}, not ${status}`);
    return false;
  }
  const asked = new URL(url, page.url());
  const ended = new URL(page.url());
  if (ended.pathname.replace(/\/$/, '') !== asked.pathname.replace(/\/$/, '')) {
    report(`${url}: ended on ${ended.pathname}${ended.search}, not the page asked for`);
    return false;
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"] .wheel'));
  await page.evaluate(() => document.fonts.ready);
  return true;
}

/**
 * Scans the page with axe when it shows a template item (route or block type) this scanner has not
 * scanned yet; `force` scans it anyway (the Kurdish smoke list).
 */
function scanner(report: (what: string) => void) {
  const scanned = new Set<string>();
  return async (page: Page, url: string, force = false): Promise<void> => {
    const items = await templateOf(page);
    if (!force && items.every((item) => scanned.has(item))) return;
    items.forEach((item) => scanned.add(item));
    const width = page.viewportSize()?.width;
    for (const violation of await axeViolations(page)) report(`${url} at ${width}px, axe-core (WCAG 2.2 A/AA): ${violation}`);
  };
}

async function check(page: Page, url: string, report: (what: string) => void, scan?: { width: number; run: ReturnType<typeof scanner> }): Promise<void> {
  if (!(await open(page, url, report))) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await frames(page);
    for (const problem of await settledProblems(page)) report(`${url} at ${width}px: ${problem}`);
    if (scan?.width === width) await scan.run(page, url);
    // The floating buttons cover nothing (e2e/floating.ts), at the top and at the end of the page.
    const names = floatingNames((await page.evaluate(() => document.documentElement.lang)) as Locale);
    for (const problem of (await page.evaluate(covering, names)).problems) report(`${url} at ${width}px: ${problem}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await frames(page);
    for (const problem of (await page.evaluate(covering, names)).problems) report(`${url} at ${width}px, scrolled down: ${problem}`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // At desktop width, with the first mega menu of the header open.
  const first = page.locator('header nav button[aria-expanded][aria-controls]').first();
  if (await first.isVisible().catch(() => false)) {
    // Found by its panel's id: once open, "the first closed button" would be another one.
    const opener = page.locator(`header nav button[aria-controls="${await first.getAttribute('aria-controls')}"]`);
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    for (const problem of await page.evaluate(measure, MEASURE)) report(`${url} at ${WIDTHS.at(-1)}px, mega menu open: ${problem}`);
    await page.keyboard.press('Escape');
  }
}


/** Where each locale's sweep scans: Arabic at phone width, English at desktop width. */
const SCAN_WIDTH = { ar: 320, en: 1366 } as const;

for (const locale of ['ar', 'en'] as const) {
  test(`layout holds from 320 to 1366 px on every page, and each template passes axe (${locale}${locale === 'en' ? ', and the Kurdish smoke list' : ''})`, async ({ page }) => {
    // Every page at four widths, and about forty axe scans: 85 to 130 s measured.
    test.setTimeout(4 * 60_000);
    const problems: string[] = [];
    const report = (what: string) => void problems.push(what);
    const scan = { width: SCAN_WIDTH[locale], run: scanner(report) };
    for (const path of publicPaths()) await check(page, localized(path, locale), report, scan);
    for (const { path, status } of SCAN_ONLY) {
      const url = localized(path, locale);
      await page.setViewportSize({ width: scan.width, height: HEIGHT });
      if (await open(page, url, report, status)) await scan.run(page, url);
    }

    await page.setViewportSize({ width: 1366, height: 768 });
    for (const path of OFFER_PAGES) {
      const url = localized(path, locale);
      await page.goto(url);
      const price = page.locator('main article').first().getByText(/\d[\d,]*\s*(IQD|د\.ع)/).first();
      const box = await price.boundingBox().catch(() => null);
      if (!box || box.y + box.height > 768) report(`${url} at 1366x768: no offer's price in the first screen (${box ? `it is at ${Math.round(box.y)}px` : 'no offer'})`);
    }

    // The Kurdish smoke list rides along the English sweep: signed out here, then signed in with the same
    // sign-in (the demo account's sign-ins are rate-limited, and later specs need theirs).
    if (locale === 'en') await kurdishSmoke(page, report, KURDISH_SMOKE.public);
    await signInByPin(page.request, SWEEP_PHONE);
    for (const path of ACCOUNT_SCREENS) await check(page, localized(path, locale), report, scan);
    if (locale === 'en') await kurdishSmoke(page, report, KURDISH_SMOKE.signedIn);
    await page.goto(localized('/personal/my-account/logout', locale));
    expect(problems, 'layout and accessibility problems (page, width, what)').toEqual([]);
  });
}

/** Pages of the Kurdish smoke list at phone width, each scanned with axe. */
async function kurdishSmoke(page: Page, report: (what: string) => void, paths: string[]): Promise<void> {
  const scan = scanner(report);
  await page.setViewportSize({ width: 390, height: HEIGHT });
  for (const path of paths) {
    const url = localized(path, 'ku');
    if (await open(page, url, report)) await scan(page, url, true);
  }
}

