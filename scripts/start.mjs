#!/usr/bin/env node
// `npm start`: serves the production build on PORT (default 3000), building first when there is none.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = process.env.PORT ?? '3000';
const next = 'node_modules/next/dist/bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building (a few minutes)…');
  const build = spawnSync(process.execPath, [next, 'build', '--webpack'] /* webpack: Turbopack adds an inline script per page that a strict CSP would have to allow */, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [next, 'start', '-p', port], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
