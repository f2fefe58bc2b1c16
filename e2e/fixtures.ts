/**
 * The `test` every end-to-end spec uses, and the accessibility checks (axe-core, WCAG 2.2 A and AA):
 *
 * - `checkA11y(page, moment)` checks the live page inside the test, at the moments that matter: a
 *   signed-in screen, an open dialog, a form showing its errors. Only the test can reach those states,
 *   so the specs call it there.
 * - Automatically, after each test, every path it visited is loaded again in a new tab, in each of the
 *   three locales, and checked as it first loads. The specs sign out at their end, so this covers the
 *   signed-out pages; it cannot see signed-in screens or anything opened by a click.
 *
 * A violation fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

export const locales = ['ar', 'en', 'ku'] as const;
export const prefix = (locale: (typeof locales)[number]) => (locale === 'ar' ? '' : `/${locale}`);

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Pages already checked in this worker, so a page visited by ten tests is checked once. */
const checked = new Set<string>();

/**
 * axe-core's source, evaluated only where the document has no axe yet: the library evaluates it twice
 * per scan (once to look, once per frame to run), and each time costs about 0.8 s of a 650 kB script
 * on this machine.
 */
const axeSourceOnce = `if (!window.axe) {\n${axeCore.source}\n}`;

/**
 * Runs axe-core in the page itself (the library's legacy mode) rather than in parts per frame joined in
 * an extra blank tab: the same results on every page we compared, about a second less per scan on this
 * machine (2.0 to 2.4 s instead of 3.0 to 3.7 in a new tab), and a run makes hundreds. What it leaves
 * out is cross-origin frames, whose content is not ours (a YouTube embed).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: axeSourceOnce }).withTags(AXE_TAGS).setLegacyMode().analyze();
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

function barePath(url: URL): string {
  const path = url.pathname.replace(/^\/(en|ku)(?=\/|$)/, '') || '/';
  return path + url.search;
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

type Navigation = (...args: never[]) => Promise<unknown>;

export const test = base.extend<{ visited: Set<string>; a11yCheck: void }>({
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
  visited: async ({}, use) => {
    await use(new Set());
  },
  a11yCheck: [
    async ({ page, visited, baseURL }, use) => {
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.origin === new URL(baseURL!).origin && !url.pathname.startsWith('/api/')) visited.add(barePath(url));
      });
      await use();
      const problems: string[] = [];
      // A path's three locales are loaded and checked side by side: the work is the browser's, not the
      // test's, and it took about a quarter less time here than one after another (47 s against 59
      // to 64 s for six paths).
      for (const path of visited) {
        await Promise.all(
          locales.map(async (locale) => {
            const key = `${locale}:${path}`;
            if (checked.has(key)) return;
            checked.add(key);
            const probe = await page.context().newPage();
            try {
              await probe.goto(`${prefix(locale)}${path === '/' && locale !== 'ar' ? '' : path}`, { waitUntil: 'load' });
              for (const v of await axeViolations(probe)) problems.push(`${key}: ${v}`);
            } finally {
              await probe.close();
            }
          }),
        );
      }
      expect(problems.sort(), 'axe-core (WCAG 2.2 A/AA) violations on visited pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
