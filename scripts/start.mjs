#!/usr/bin/env node
// `npm start`: serves the production build on PORT (default 3000), building first when there is none.
// The server is scripts/serve.mjs, in this process: SIGTERM (or Ctrl-C) drains it and it exits 0
// (README, "Running in production"; SHUTDOWN_GRACE_MS).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const distDir = process.env.NEXT_DIST_DIR || '.next';

if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('No production build yet: building (a few minutes)…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', '--webpack'] /* webpack: Turbopack adds an inline script per page that a strict CSP would have to allow */, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./serve.mjs');
