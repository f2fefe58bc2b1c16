import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// The money journeys once over TM Forum Open APIs (issue 29): the BSS in a box (`npm run bss`) and a
// second portal with OPERATOR_CORE=tmf in front of it, each with its own database.
const BSS_PORT = Number(process.env.E2E_BSS_PORT ?? 3199);
const TMF_PORT = Number(process.env.E2E_TMF_PORT ?? 3101);
process.env.E2E_BSS_URL ??= `http://127.0.0.1:${BSS_PORT}`;

// The three payment methods of Iraq (issue 30) against their stand-ins (`npm run payments:standin`,
// public demo credentials): the main portal offers them beside the demo card (e2e/payment-methods.spec.ts).
// Qi's terminal key pair is made per run, once (the workers inherit it): the stand-in signs with the
// private key, the portal verifies with the public one.
const STANDIN_PORTS = { zaincash: 3201, qicard: 3202, fib: 3203 } as const;
if (!process.env.E2E_QICARD_PRIVATE_KEY) {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  process.env.E2E_QICARD_PRIVATE_KEY = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  process.env.E2E_QICARD_PUBLIC_KEY = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
}
const paymentMethodsEnv = {
  ZAINCASH_URL: `http://127.0.0.1:${STANDIN_PORTS.zaincash}`,
  ZAINCASH_CLIENT_ID: 'nour-demo',
  ZAINCASH_CLIENT_SECRET: 'demo-zaincash-client-secret',
  ZAINCASH_API_KEY: 'demo-zaincash-api-key-not-for-production',
  QICARD_URL: `http://127.0.0.1:${STANDIN_PORTS.qicard}/api/v1`,
  QICARD_USERNAME: 'demo-merchant',
  QICARD_PASSWORD: 'demo-qicard-password-not-for-production',
  QICARD_TERMINAL_ID: '100001',
  QICARD_PUBLIC_KEY: Buffer.from(process.env.E2E_QICARD_PUBLIC_KEY!).toString('base64'),
  FIB_URL: `http://127.0.0.1:${STANDIN_PORTS.fib}`,
  FIB_CLIENT_ID: 'nour-demo',
  FIB_CLIENT_SECRET: 'demo-fib-client-secret-not-for-production',
};

// Debian's Chromium when present (this machine cannot download Playwright's browser); otherwise
// Playwright's own browser for people with internet. Its headless shell first (Debian's package
// chromium-headless-shell, which .ci/run installs): the same Blink without the full browser around it,
// what Playwright itself runs for headless tests. On this 2-core machine, where two lanes keep both cores
// busy, the whole run took 455 s with the full browser and 337 s
// with the shell (150 tests, CI=true, 2026-11-28).
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));

// The run's accessibility ledger (e2e/fixtures.ts): named once by the main process, which loads this
// file first; the workers inherit the name. e2e/global-setup.ts empties it.
process.env.E2E_A11Y_LEDGER ??= path.join(os.tmpdir(), `e2e-a11y-ledger-${process.pid}.jsonl`);

/** What both portals run with (the TMF one adds its core and its own database). */
const portalEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
  REDIRECT_ALLOWLIST: 'partner.example.com,*.trusted.example',
  LOG_LEVEL: 'warn',
  // As behind one reverse proxy: a spec can act from an address of its own with X-Forwarded-For
  // (e2e/captcha.spec.ts); without the header the client is the socket address, as before.
  TRUST_PROXY: '1',
  // The live chat's spec runs at any hour (the closed-hours form is covered by API and component tests).
  CARE_HOURS: 'always',
};

/** The specs of the "sweeps" lane (see projects). */
const SWEEPS = ['layout', 'screens', 'words', 'shops'].join('|');

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Two lanes, each one spec file after another: the journeys, and beside them the sweeps (the layout at
  // every width, the screens, the words and the shop locator: they change nothing the journeys read).
  // Most of a journey's time is waiting on the browser and the server, so the lanes overlap well: 9.3
  // minutes in one lane, 7.8 in two (journeys 448 s, sweeps 383 s; the words and shops specs then moved
  // over to even them). The sweeps sign in with lines the journeys do not use, or wait out a number's
  // one-code-a-minute (fixtures.ts signInByPin), and skip the page the publish spec takes offline; the
  // specs that crawl every seeded page (links, content) stay among the journeys, beside that spec.
  projects: [
    { name: 'journeys', testIgnore: new RegExp(`(a11y-coverage|over-tmf|${SWEEPS})\\.spec\\.ts$`), workers: 1 },
    { name: 'sweeps', testMatch: new RegExp(`(${SWEEPS})\\.spec\\.ts$`), workers: 1 },
    { name: 'over TMF', testMatch: /over-tmf\.spec\.ts$/, use: { baseURL: `http://localhost:${TMF_PORT}` } },
    // Runs after every journey: fails when a test reached a page template that no axe scan covered.
    { name: 'a11y coverage', testMatch: /a11y-coverage\.spec\.ts$/, dependencies: ['journeys', 'sweeps', 'over TMF'] },
  ],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // About twice the slowest journey measured (17 s, the accessibility widget's, which is marked slow and
  // gets three times this): a hang fails in seconds, not after an hour. The layout sweep sets its own.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report is what `npm run test:times` reads (README, "Where the test time goes").
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e-times.json' }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node node_modules/next/dist/bin/next start -p ${PORT}`,
      url: `${baseURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...portalEnv,
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
        SITE_URL: baseURL,
        ...paymentMethodsEnv,
      },
    },
    {
      // The payment methods' stand-ins; SITE_URL names the main portal, whose callback is ZainCash's
      // notification URL.
      command: 'node node_modules/tsx/dist/cli.mjs --tsconfig tsconfig.json scripts/payments-standin.ts',
      // Any answer of an API path of the last one started means all three listen (401 without a token).
      url: `http://127.0.0.1:${STANDIN_PORTS.fib}/protected/v1/payments/none/status`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SITE_URL: baseURL,
        LOG_LEVEL: 'warn',
        ZAINCASH_STANDIN_PORT: String(STANDIN_PORTS.zaincash),
        QICARD_STANDIN_PORT: String(STANDIN_PORTS.qicard),
        FIB_STANDIN_PORT: String(STANDIN_PORTS.fib),
        QICARD_STANDIN_PRIVATE_KEY: process.env.E2E_QICARD_PRIVATE_KEY!,
      },
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs --tsconfig tsconfig.json scripts/bss.ts',
      // Any answer of an API path means it listens (401 without a token).
      url: `http://127.0.0.1:${BSS_PORT}/tmf-api/prepayBalanceManagement/v4/bucket`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { BSS_PORT: String(BSS_PORT), BSS_DATA_DIR: '.data-e2e-bss', LOG_LEVEL: 'warn' },
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${TMF_PORT}`,
      url: `http://localhost:${TMF_PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...portalEnv,
        DATA_DIR: '.data-e2e-tmf',
        SITE_URL: `http://localhost:${TMF_PORT}`,
        OPERATOR_CORE: 'tmf',
        TMF_BASE_URL: `http://127.0.0.1:${BSS_PORT}`,
      },
    },
  ],
});
