#!/usr/bin/env node
// `npm test`: the checks (TypeScript and ESLint), jest, the end-to-end tests against a fresh production
// build, and the cluster test, in that order; the first that fails ends the run with its exit code.
//
// The production build the end-to-end tests need does not wait for jest: it starts with jest, at the
// lowest CPU priority (nice 19), so it runs on what jest leaves idle (its tests also wait: on timers, on
// PostgreSQL and Redis, on event streams) and gives way whenever jest wants both cores. Measured on this
// 2-core machine: the build ended 341 s into a 505 s jest run that was no slower than before, so its
// minute and a half left the run. It waits for the checks, which keep both cores busy (started beside
// them, it made them 9 s slower). Its output is printed after jest's; then `scripts/e2e.mjs` runs with
// E2E_SKIP_BUILD=1.
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

/** Runs an npm script, says how it went and how long it took; ends the run when it failed. */
async function step(name, env = process.env) {
  const since = Date.now();
  const code = await run('npm', ['run', name], env);
  process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(since)}\n`);
  if (code !== 0) stop(code);
}

let build;

function stop(code) {
  if (build && build.exitCode === null) build.kill('SIGTERM');
  process.stdout.write(`\nnpm test: failed after ${seconds(started)}\n`);
  process.exit(code);
}

/** The build of `scripts/e2e.mjs` (typechecked by the checks already: NEXT_SKIP_TYPECHECK), at nice 19; resolves to its exit code. */
function startBuild(env) {
  const since = Date.now();
  build = spawn('nice', ['-n', '19', process.execPath, 'node_modules/next/dist/bin/next', 'build', '--webpack'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output = [];
  build.stdout.on('data', (chunk) => output.push(chunk));
  build.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (code) => {
      output.push(Buffer.from(`\n> build (nice 19, beside jest): ${code === 0 ? 'done' : 'failed'} in ${seconds(since)}\n`));
      resolve({ code, output: Buffer.concat(output).toString() });
    };
    build.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    build.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
await step('checks');
const built = startBuild({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, NEXT_SKIP_TYPECHECK: '1' });
await step('test:unit');
const { code: buildCode, output } = await built;
process.stdout.write(output);
if (buildCode !== 0) stop(buildCode);
await step('test:e2e', { ...process.env, E2E_SKIP_BUILD: '1', NEXT_DIST_DIR: distDir });
await step('test:cluster');
process.stdout.write(`\nnpm test: passed in ${seconds(started)}\n`);
