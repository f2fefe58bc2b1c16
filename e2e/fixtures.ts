/**
 * The `test` every end-to-end spec uses. Besides the spec's own checks, every page a test visits is
 * checked with axe-core (WCAG 2.2 A and AA) in each of the three locales; a violation fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const locales = ['ar', 'en', 'ku'] as const;
export const prefix = (locale: (typeof locales)[number]) => (locale === 'ar' ? '' : `/${locale}`);

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Pages already checked in this worker, so a page visited by ten tests is checked once. */
const checked = new Set<string>();

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

function barePath(url: URL): string {
  const path = url.pathname.replace(/^\/(en|ku)(?=\/|$)/, '') || '/';
  return path + url.search;
}

export const test = base.extend<{ visited: Set<string>; a11yCheck: void }>({
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
      for (const path of visited) {
        for (const locale of locales) {
          const key = `${locale}:${path}`;
          if (checked.has(key)) continue;
          checked.add(key);
          const probe = await page.context().newPage();
          try {
            await probe.goto(`${prefix(locale)}${path === '/' && locale !== 'ar' ? '' : path}`, { waitUntil: 'load' });
            for (const v of await axeViolations(probe)) problems.push(`${key}: ${v}`);
          } finally {
            await probe.close();
          }
        }
      }
      expect(problems, 'axe-core (WCAG 2.2 A/AA) violations on visited pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
