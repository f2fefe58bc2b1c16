#!/usr/bin/env node
// `npm test`: the checks (TypeScript and ESLint), jest, the end-to-end tests against a fresh production
// build, and the cluster test, in that order; the first that fails ends the run with its exit code.
//
// The production build the end-to-end tests need does not wait for jest: it starts at once, at the
// lowest CPU priority (nice 19), so it runs on what the checks and jest leave idle (their tests also
// wait: on timers, on PostgreSQL and Redis, on event streams) and gives way whenever they want both
// cores. Its output is printed after jest's. Then `scripts/e2e.mjs` runs with E2E_SKIP_BUILD=1.
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a command with the terminal; resolves to its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// The build of `scripts/e2e.mjs`, typechecked by the checks already (NEXT_SKIP_TYPECHECK).
const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e', NEXT_SKIP_TYPECHECK: '1' };
const buildStarted = Date.now();
const build = spawn('nice', ['-n', '19', process.execPath, 'node_modules/next/dist/bin/next', 'build', '--webpack'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: buildEnv,
});
const buildOutput = [];
build.stdout.on('data', (chunk) => buildOutput.push(chunk));
build.stderr.on('data', (chunk) => buildOutput.push(chunk));
const built = new Promise((resolve) => {
  build.on('error', (error) => {
    buildOutput.push(Buffer.from(`${error.message}\n`));
    resolve(1);
  });
  build.on('close', (code, signal) => {
    buildOutput.push(Buffer.from(`\n> build (nice 19, beside the checks and jest): ${code === 0 ? 'done' : 'failed'} in ${seconds(buildStarted)}\n`));
    resolve(code ?? (signal ? 1 : 0));
  });
});

function stop(code) {
  if (build.exitCode === null) build.kill('SIGTERM');
  process.stdout.write(`\nnpm test: failed after ${seconds(started)}\n`);
  process.exit(code);
}

for (const [name, args] of [
  ['checks', ['run', 'checks']],
  ['test:unit', ['run', 'test:unit']],
]) {
  const since = Date.now();
  const code = await run('npm', args);
  process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(since)}\n`);
  if (code !== 0) stop(code);
}

const buildCode = await built;
process.stdout.write(Buffer.concat(buildOutput).toString());
if (buildCode !== 0) stop(buildCode);

for (const [name, args, env] of [
  ['test:e2e', ['run', 'test:e2e'], { ...process.env, E2E_SKIP_BUILD: '1', NEXT_DIST_DIR: buildEnv.NEXT_DIST_DIR }],
  ['test:cluster', ['run', 'test:cluster'], process.env],
]) {
  const since = Date.now();
  const code = await run('npm', args, env);
  process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(since)}\n`);
  if (code !== 0) stop(code);
}
process.stdout.write(`\nnpm test: passed in ${seconds(started)}\n`);
