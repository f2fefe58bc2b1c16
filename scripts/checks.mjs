#!/usr/bin/env node
// The static checks of `npm test`, TypeScript and ESLint side by side (each runs on one core, about
// 30 s each on this 2-core machine, so together they take the time of the slower), and the import
// circles (madge, about 6 s). Each one's output is printed whole when it ends, under its name; the exit
// code is non-zero when any fails.
import { spawn } from 'node:child_process';

const checks = [
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['lint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
  ['import circles', ['scripts/import-circles.mjs']],
];

const results = await Promise.all(
  checks.map(
    ([name, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
