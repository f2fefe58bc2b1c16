/**
 * The `test` every end-to-end spec uses, and the accessibility checks (axe-core, WCAG 2.2 A and AA).
 *
 * A page *template* is what decides a page's markup: its Next route (`/personal/my-account/bill`, the
 * content pages' catch-all) and, for a page built from blocks, each block type on it. Axe judges
 * templates, so each is scanned once per locale and width that differ, not once per address:
 *
 * - the layout sweep (e2e/layout.spec.ts), which loads every seeded page and coded screen, scans each
 *   template it meets in Arabic at 320 px and in English at 1366 px (direction and reflow), and a
 *   smoke list in Kurdish (its strings are checked by the message tests);
 * - `checkA11y(page, moment)` scans the live page inside a test, at the moments only a flow reaches: a
 *   signed-in screen, an open dialog, a form showing its errors.
 *
 * Every page a test reaches, in any browser context, reports its template (an init script reads the
 * route and the block types from Next's page data on load and after each client-side navigation), and
 * every scan records what it covered, in one ledger file per run (`E2E_A11Y_LEDGER`, set in
 * playwright.config.ts). The last project, e2e/a11y-coverage.spec.ts, fails when a test reached a
 * template that no scan covered. A violation fails the test that scanned.
 */
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const locales = ['ar', 'en', 'ku'] as const;
export type Locale = (typeof locales)[number];
export const prefix = (locale: Locale) => (locale === 'ar' ? '' : `/${locale}`);

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's source, evaluated only where the document has no axe yet: the library evaluates it twice
 * per scan (once to look, once per frame to run), and each time costs about 0.8 s of a 650 kB script
 * on this machine.
 */
const axeSourceOnce = `if (!window.axe) {\n${axeCore.source}\n}`;

/** One line per event of the run's accessibility ledger (see the file's comment). */
export type LedgerEntry =
  | { kind: 'reached'; items: string[]; url: string; test: string }
  | { kind: 'scanned'; items: string[]; url: string; test: string; locale: string; width: number };

function record(entry: LedgerEntry): void {
  const file = process.env.E2E_A11Y_LEDGER;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** The title of the test running now, for the ledger (bindings are called outside the test's own code). */
let currentTest = '';

/**
 * The template of the document in the page: `route:<Next route>` and `block:<type>` for every block of
 * a page built from blocks (slots included), read from Next's page data: the router's current page
 * after a client-side navigation, else `__NEXT_DATA__`. Empty for a document that is not a Next page.
 * Runs in the browser, so it must not use anything from this file.
 */
function templateItems(): string[] {
  type PageData = { doc?: { data?: { content?: unknown } } };
  const w = window as unknown as {
    __NEXT_DATA__?: { page: string; props?: { pageProps?: PageData } };
    next?: { router?: { route: string; components?: Record<string, { props?: { pageProps?: PageData } }> } };
  };
  const router = w.next?.router;
  // Before the app's scripts have run (they run after the first paint), the page data is only the JSON
  // in the document; they make it a global.
  let data = w.__NEXT_DATA__;
  const script = data ? null : document.getElementById('__NEXT_DATA__');
  if (script) {
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      data = undefined;
    }
  }
  const route = router?.route ?? data?.page;
  if (!route) return [];
  const pageProps = (router && router.components?.[router.route]?.props?.pageProps) ?? data?.props?.pageProps;
  const blocks = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as { type?: unknown; props?: Record<string, unknown> };
      if (typeof node.type === 'string' && node.props && typeof node.props === 'object') {
        blocks.add(node.type);
        Object.values(node.props).forEach((prop) => Array.isArray(prop) && prop.forEach(walk));
      }
    }
  };
  walk(pageProps?.doc?.data?.content);
  return [`route:${route}`, ...[...blocks].sort().map((type) => `block:${type}`)];
}

/**
 * Installed in every document of a tracked context: reports the template as soon as the page data is
 * there and after every client-side navigation (the router's `routeChangeComplete`). The page data is
 * not in the HTML as parsed: lib/after-paint-scripts.ts adds it with the app's scripts after the first
 * paint, so the report is tried at DOMContentLoaded, at load, and when the app's router exists (looked
 * for while the browser is idle); each template once per document.
 */
const reporterScript = `(() => {
  const templateItems = ${templateItems.toString()};
  const sent = new Set();
  const report = () => {
    const items = templateItems();
    const key = items.join(' ');
    if (!items.length || sent.has(key + location.href)) return;
    sent.add(key + location.href);
    window.__e2eReached(items, location.href);
  };
  document.addEventListener('DOMContentLoaded', report, { once: true });
  let tries = 0;
  const subscribe = () => {
    const router = window.next && window.next.router;
    if (router && router.events) {
      report();
      router.events.on('routeChangeComplete', () => setTimeout(report));
    } else if (tries++ < 50) requestIdleCallback(subscribe, { timeout: 500 });
  };
  window.addEventListener('load', () => (report(), requestIdleCallback(subscribe, { timeout: 500 })), { once: true });
})();`;

const tracked = new WeakSet<BrowserContext>();

async function track(context: BrowserContext): Promise<void> {
  if (tracked.has(context)) return;
  tracked.add(context);
  await context.exposeBinding('__e2eReached', (_source, items: string[], url: string) => {
    if (Array.isArray(items) && items.length) record({ kind: 'reached', items, url, test: currentTest });
  });
  await context.addInitScript(reporterScript);
}

/**
 * Runs axe-core in the page itself (the library's legacy mode) rather than in parts per frame joined in
 * an extra blank tab: the same results on every page we compared, about a second less per scan on this
 * machine (2.0 to 2.4 s instead of 3.0 to 3.7 in a new tab), and a run makes many. What it leaves out
 * is cross-origin frames, whose content is not ours (a YouTube embed). The scan is recorded in the
 * ledger as covering the page's template at its locale and width.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const started = Date.now();
  const results = await new AxeBuilder({ page, axeSource: axeSourceOnce }).withTags(AXE_TAGS).setLegacyMode().analyze();
  // AXE_SCAN_LOG=file: one line per scan (milliseconds and address), to count the scans and their time.
  if (process.env.AXE_SCAN_LOG) appendFileSync(process.env.AXE_SCAN_LOG, `${Date.now() - started}\t${page.url()}\n`);
  const items = await page.evaluate(templateItems);
  const { locale, width } = await page.evaluate(() => ({ locale: document.documentElement.lang, width: window.innerWidth }));
  record({ kind: 'scanned', items, url: page.url(), test: currentTest, locale, width });
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

/**
 * Waits until the page's animations that end (a dialog sliding or fading in) have ended, so axe judges
 * colours and positions as they finally are; endless ones (a spinner) are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime);
      return animation.playState === 'running' && Number.isFinite(end);
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Checks the live page, in the state the test brought it to, with axe-core (WCAG 2.2 A/AA). `moment`
 * names that state in the report ('profile, signed in', 'purchase dialog: wrong code'). The failure is
 * soft: the test goes on, so one run reports every moment that has violations, and then fails.
 */
export async function checkA11y(page: Page, moment: string): Promise<void> {
  await animationsDone(page);
  const violations = await axeViolations(page);
  test.info().annotations.push({ type: 'a11y', description: `${moment}: ${violations.length} violation(s) on ${page.url()}` });
  expect.soft(violations, `axe-core (WCAG 2.2 A/AA) violations ${moment}, on ${page.url()}`).toEqual([]);
}

/** The live page as it is now (see checkA11y, which names the moment). */
export async function expectAccessible(page: Page): Promise<void> {
  await checkA11y(page, 'on the live page');
}

/** The template of the page's document (see templateItems). */
export async function templateOf(page: Page): Promise<string[]> {
  return page.evaluate(templateItems);
}

/**
 * Resolves once the page has hydrated: React has hydrated the page's root (Next records the
 * `Next.js-hydration` measure) and then the parts it hydrates in slices after it (the header, the
 * blocks, the footer: registry/BlockTree.tsx), which ends when the browser is first idle. Any document
 * that is not a Next page resolves at once. The page's scripts run after its first paint
 * (lib/after-paint-scripts.ts), so the `load` event no longer means they have run: a click before
 * would do nothing, and ctrl+K (a listener of the header's) would not open the search.
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !document.getElementById('__NEXT_DATA__') || performance.getEntriesByName('Next.js-hydration').length > 0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  } catch (error) {
    // The page went on to another document (a redirect made by the page itself): the test waits for
    // that one as it would have anyway.
    if (!/context was destroyed|navigation/i.test(String(error))) throw error;
  }
}

/** Signs the demo editor in at /editor (demo mode's password) and waits for the page list. */
export async function signInEditor(page: Page): Promise<void> {
  await page.goto('/editor');
  await page.getByLabel('E-mail').fill('editor@example.com');
  await page.getByLabel('Password').fill('Editor#2026pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
}

/**
 * The seeded page e2e/publish-cached.spec.ts changes, rolls back and takes offline for a moment (English).
 * The layout sweep, which runs beside it, leaves it out: its siblings share its template.
 */
export const PAGE_THE_PUBLISH_SPEC_CHANGES = '/personal/services/other-services/entertainment/3';

/**
 * Signs a line in by phone and PIN through the API (the PIN read from the demo outbox), as the sign-in
 * screen does. The specs sign in this way where any line will do or where the demo account's e-mail
 * sign-ins would run out: those are limited to 10 in 10 minutes (login-subject), and a whole run now
 * takes less. A number gets a new PIN at most once a minute.
 */
export async function signInByPin(request: APIRequestContext, msisdn: string): Promise<void> {
  let sent = await request.post('/api/v1/login?lang=en', { data: { phone: msisdn } });
  // The sweeps run beside the journeys (playwright.config.ts), and a number gets one code a minute: when a
  // spec of the other project has just signed in with the same line, wait as long as the server says, once
  // (the test's time limit grows by that much), as a person told "try again in 40 seconds" does.
  if (sent.status() === 429) {
    const resendAfter = Number(((await sent.json()) as { data?: { resendAfter?: unknown } }).data?.resendAfter);
    if (Number.isFinite(resendAfter) && resendAfter > 0 && resendAfter <= 60) {
      base.info().setTimeout(base.info().timeout + resendAfter * 1000);
      await new Promise((resolve) => setTimeout(resolve, resendAfter * 1000 + 250));
      sent = await request.post('/api/v1/login?lang=en', { data: { phone: msisdn } });
    }
  }
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = (await (await request.get(`/api/dev/sms-outbox?msisdn=${msisdn}`)).json()) as { data: Array<{ code: string | null; purpose: string }> };
  const pin = outbox.data.find((message) => message.purpose === 'login' && message.code)?.code;
  const signedIn = await request.post('/api/v1/smsvalidation?lang=en', { data: { phone: msisdn, pin } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

type Navigation = (...args: never[]) => Promise<unknown>;

export const test = base.extend<{ ledgerTest: void }, { trackedBrowser: void }>({
  // Every context a test makes reports its templates too: `browser.newContext()`, and `browser.newPage()`,
  // which Playwright makes through this same newContext (and closes with its page).
  trackedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await track(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await track(context);
    await use(context);
  },
  // Every page.goto and page.reload of a test waits for hydration, as a person waits for a page to
  // be ready (waitUntil 'commit' and 'domcontentloaded' ask for less, and get it).
  page: async ({ page }, use) => {
    for (const name of ['goto', 'reload'] as const) {
      const navigate = page[name].bind(page) as Navigation;
      (page as unknown as Record<string, Navigation>)[name] = async (...args: never[]) => {
        const response = await navigate(...args);
        const options: { waitUntil?: string } = args.find((arg: unknown) => typeof arg === 'object' && arg !== null) ?? {};
        if (options.waitUntil !== 'commit' && options.waitUntil !== 'domcontentloaded') await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  // Each test is a client of its own, as visitors are: the server believes X-Forwarded-For from one proxy
  // (TRUST_PROXY=1 in playwright.config.ts), so per-IP limits (30 sign-ins per 10 minutes, codes per
  // hour, chat streams) count each test's requests, not the whole run's. An address from 198.18.0.0/15
  // (RFC 2544, never a real client), the same for a test on every run; a spec may set its own.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const hash = createHash('sha256').update(testInfo.testId).digest();
    await use({ 'X-Forwarded-For': `198.${18 + (hash[0] & 1)}.${hash[1]}.${hash[2] || 1}` });
  },
  ledgerTest: [
    async ({}, use, testInfo) => {
      currentTest = `${testInfo.file.split('/').pop()}: ${testInfo.titlePath.slice(1).join(' › ')}`;
      await use();
    },
    { auto: true },
  ],
});

export { expect };
