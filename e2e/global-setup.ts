/** Empties the run's accessibility ledger (named in playwright.config.ts; e2e/fixtures.ts writes it). */
import { writeFileSync } from 'node:fs';

export default function globalSetup(): void {
  if (process.env.E2E_A11Y_LEDGER) writeFileSync(process.env.E2E_A11Y_LEDGER, '');
}
