#!/usr/bin/env node
// Where the test time went in the last run: reads the reports `npm test` leaves (jest's
// test-reports/jest-times.json, Playwright's test-reports/e2e-times.json) and prints, as Markdown, each
// part's wall time, the slowest files and tests, and how many axe scans the end-to-end run made. README's
// "Where the test time goes" is this output. `node scripts/test-times.mjs [how many rows]`.
import { existsSync, readFileSync } from 'node:fs';

const rows = Number(process.argv[2] ?? 10);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const jest = read('test-reports/jest-times.json');
if (jest) {
  // A suite run over the TMF core (jest.config.mjs, project node-tmf) says so in its titles.
  const overTmf = (r) => r.assertionResults.some((a) => a.fullName.includes('[core: TMF]'));
  const files = jest.testResults.map((r) => ({
    name: `${r.name.replace(`${process.cwd()}/`, '')}${overTmf(r) ? ' (over TMF)' : ''}`,
    ms: r.endTime - r.startTime,
    tests: r.assertionResults.length,
    tmf: overTmf(r),
  }));
  const wall = Math.max(...jest.testResults.map((r) => r.endTime)) - jest.startTime;
  console.log(`### jest: ${seconds(wall)} wall, ${jest.numTotalTests} tests in ${files.length} files (2 workers)\n`);
  const tmf = files.filter((f) => f.tmf);
  if (tmf.length) console.log(`The money suites over TMF: ${tmf.length} files, ${seconds(tmf.reduce((sum, f) => sum + f.ms, 0))} of worker time.\n`);
  console.log('| file | tests | time |\n| --- | --- | --- |');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, rows)) console.log(`| \`${f.name}\` | ${f.tests} | ${seconds(f.ms)} |`);
  console.log();
}

const e2e = read('test-reports/e2e-times.json');
if (e2e) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) for (const r of t.results) tests.push({ file: spec.file, title: spec.title, ms: r.duration, annotations: t.annotations ?? [] });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  e2e.suites.forEach(walk);
  const scans = tests.flatMap((t) => t.annotations).find((a) => a.type === 'axe scans');
  console.log(`### Playwright: ${seconds(e2e.stats.duration)} wall, ${tests.length} tests${scans ? `; ${scans.description}` : ''}\n`);
  console.log('| test | time |\n| --- | --- |');
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, rows)) console.log(`| ${t.file}: ${t.title} | ${seconds(t.ms)} |`);
}
if (!jest && !e2e) console.log('No reports in test-reports/: run `npm test` (or test:unit, test:e2e) first.');
