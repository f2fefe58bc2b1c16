/**
 * The guard of the accessibility checks (e2e/fixtures.ts): run after every journey (its own project,
 * playwright.config.ts), it reads the run's ledger and fails when a test reached a page template (a
 * Next route, or a block type on a page built from blocks) that no axe scan covered, naming the first
 * address and test that reached it. A new screen or block therefore gets a scan (in the layout sweep,
 * or with checkA11y in the flow that reaches it) before its test can pass.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { LedgerEntry } from './fixtures';

test('every page template a test reached was scanned by axe', () => {
  const file = process.env.E2E_A11Y_LEDGER;
  expect(file, 'E2E_A11Y_LEDGER (playwright.config.ts)').toBeTruthy();
  const entries = readFileSync(file!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LedgerEntry);
  const scans = entries.filter((entry) => entry.kind === 'scanned');
  const scanned = new Set(scans.flatMap((entry) => entry.items));
  const reached = new Set(entries.flatMap((entry) => (entry.kind === 'reached' ? entry.items : [])));
  test.info().annotations.push({ type: 'axe scans', description: `${scans.length} axe scans covered ${scanned.size} template items; tests reached ${reached.size}` });

  // The sweep's locale and width pairs did run (a run that scanned nothing must not pass).
  const pairs = new Set(scans.map((entry) => `${entry.locale}@${entry.width}`));
  for (const pair of ['ar@320', 'en@1366']) expect([...pairs], `scans in ${pair}`).toContain(pair);
  expect(scans.some((entry) => entry.locale === 'ku'), 'scans in Kurdish').toBe(true);

  const unscanned = new Map<string, string>();
  for (const entry of entries) {
    if (entry.kind !== 'reached') continue;
    for (const item of entry.items) if (!scanned.has(item) && !unscanned.has(item)) unscanned.set(item, `${entry.url} in "${entry.test}"`);
  }
  expect(
    [...unscanned].map(([item, where]) => `${item}, first reached at ${where}`),
    'templates reached by a test but scanned by no axe check (scan them in e2e/layout.spec.ts or with checkA11y in the flow)',
  ).toEqual([]);
});
