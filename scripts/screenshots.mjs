#!/usr/bin/env node
/**
 * `npm run screenshots`: the pictures of README's "How it looks" (docs/screenshots/): the home page, a
 * CMS page, the add-on purchase dialog and my account, at 390 and 1366 px, in Arabic and English.
 * Uses a production build (NEXT_DIST_DIR, default .next-e2e, the one `npm test` makes; built when
 * missing) on its own port (3450) and a fresh demo database (scripts/prod-server.mjs, as `npm run load`).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { buildOnce, startProdServer } from './prod-server.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3450);
const DATA_DIR = '.data-screenshots';
const OUT = 'docs/screenshots';
const DIST = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const WIDTHS = [
  ['phone', 390, 844],
  ['desktop', 1366, 768],
];
const LOCALES = [
  ['ar', ''],
  ['en', '/en'],
];

buildOnce(DIST);
const { base: BASE, stop } = await startProdServer({ distDir: DIST, port: PORT, dataDir: DATA_DIR });

/** Each shot: a name and what to do on the page before the picture. */
const only = process.env.SCREENSHOTS_ONLY; // e.g. addon-purchase: take that picture only
const shots = [
  ['home', async (page, prefix) => page.goto(`${BASE}${prefix || '/'}`)],
  ['cms-page', async (page, prefix) => page.goto(`${BASE}${prefix}/personal/roaming`)],
  [
    'addon-purchase',
    async (page, prefix) => {
      // Add-on 101, "Internet 10 GB, 7 days"; its Buy link opens the purchase dialog once the page runs.
      await page.goto(`${BASE}${prefix}/personal/add-on/101`);
      await page.waitForLoadState('networkidle');
      await page.locator('main').getByRole('link', { name: /^(Buy|اشترِ)$/ }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  [
    'my-account',
    async (page, prefix) => {
      const signIn = await page.request.post(`${BASE}/api/v1/login?lang=en`, { data: { email: 'demo@example.com', password: 'Demo#2026pass' } });
      if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
      await page.goto(`${BASE}${prefix}/personal/my-account`);
    },
  ],
];

const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(OUT, { recursive: true });
let failed = 0;
try {
  for (const [name, open] of shots.filter(([name]) => !only || name === only)) {
    for (const [locale, prefix] of LOCALES) {
      for (const [size, width, height] of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        const file = `${OUT}/${name}-${locale}-${size}.png`;
        try {
          await open(page, prefix);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: file, fullPage: false });
          console.log(`wrote ${file}`);
        } catch (error) {
          failed += 1;
          console.error(`could not take ${file}: ${error.message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
