#!/usr/bin/env node
/**
 * `npm run bench`: performance figures of design.md section 9, printed and written to bench-report/.
 * - First-load JavaScript (gzip) of visitor pages: every script the page loads until the network is
 *   idle, as a real Chromium fetches it, gzipped here (budget 150 kB, aim 130).
 * Uses the production build (built when missing) on its own port and data directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = '.data-bench';
const BUDGET_KB = 150;
process.env.NEXT_DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench';
const DIST = process.env.NEXT_DIST_DIR;
const AIM_KB = 130;

export const visitorPages = (process.env.BENCH_PAGES ?? '/,/en,/ku,/en/no-such-page').split(',');

function build() {
  if (existsSync(`${DIST}/BUILD_ID`) && process.env.BENCH_REBUILD !== '1') return;
  const r = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', ...(process.env.BENCH_TURBO ? [] : ['--webpack'])], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function startServer() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: { ...process.env, DATA_DIR, SITE_URL: BASE, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  process.kill(-server.pid);
  throw new Error('server did not start');
}

async function firstLoadJs(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(BASE)) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // redirects have no body
    }
  });
  // A warm-up request fills the ISR cache so the measured load is a visitor's.
  await fetch(BASE + path);
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await context.close();
  const files = [...scripts.entries()].map(([url, s]) => ({ file: new URL(url).pathname, ...s }));
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { path, kB: +(gzip / 1024).toFixed(1), files: files.sort((a, b) => b.gzip - a.gzip) };
}

async function main() {
  build();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const report = { date: new Date().toISOString(), budgetKB: BUDGET_KB, aimKB: AIM_KB, firstLoadJs: [] };
  try {
    for (const path of visitorPages) report.firstLoadJs.push(await firstLoadJs(browser, path));
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }

  console.log('\nFirst-load JavaScript (gzip), budget %d kB, aim %d kB', BUDGET_KB, AIM_KB);
  for (const r of report.firstLoadJs) {
    const verdict = r.kB <= AIM_KB ? 'within aim' : r.kB <= BUDGET_KB ? 'within budget' : 'OVER BUDGET';
    console.log(`  ${r.path.padEnd(28)} ${String(r.kB).padStart(7)} kB  ${verdict}`);
  }
  const largest = report.firstLoadJs[0]?.files.slice(0, 8) ?? [];
  console.log('\nLargest scripts of %s:', report.firstLoadJs[0]?.path);
  for (const f of largest) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} kB  ${f.file}`);

  mkdirSync('bench-report', { recursive: true });
  writeFileSync('bench-report/report.json', JSON.stringify(report, null, 2));
  console.log('\nWritten to bench-report/report.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
