#!/usr/bin/env node
// End-to-end tests: a fresh production build and a fresh database, then Playwright against them.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e' };
process.env.NEXT_DIST_DIR = env.NEXT_DIST_DIR;
const run = (args) => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

for (const dir of [process.env.E2E_DATA_DIR ?? '.data-e2e', '.data-e2e-tmf', '.data-e2e-bss']) rmSync(dir, { recursive: true, force: true });
// NEXT_SKIP_TYPECHECK=1 skips the build's own type check (`npm test` typechecks first, then builds with it beside
// jest and runs this with E2E_SKIP_BUILD=1: scripts/test.mjs).
if (process.env.E2E_SKIP_BUILD !== '1') run(['node_modules/next/dist/bin/next', 'build', '--webpack']);
run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
