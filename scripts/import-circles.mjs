#!/usr/bin/env node
// Import circles (design.md section 3: imports go one way). madge builds the graph of the site's own
// modules, through the tsconfig paths; type-only imports are left out (erased at build, they load
// nothing), dynamic imports are kept (a lazy chunk that imports its loader back is a circle too).
// Exits non-zero naming each circle, except the ones allowed below with their reason.
import madge from 'madge';

// The paths below, and tsconfig's baseUrl, are the repository's, wherever this is started from.
process.chdir(new URL('..', import.meta.url).pathname);

const ROOTS = ['lib', 'flows', 'shell', 'ui', 'blocks', 'views', 'registry', 'pages', 'proxy.ts'];

/** Circles that are the design, each with why. */
const ALLOWED = new Map([
  [
    'blocks/SharedSection/SharedSection.tsx > registry/BlockTree.tsx > registry/components.generated.tsx',
    'a shared section is blocks inside a block: it renders them with the block tree, which loads it lazily (its own chunk)',
  ],
]);

const detective = { skipTypeImports: true };
const result = await madge(ROOTS, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  excludeRegExp: [/__tests__/, /\.test\.tsx?$/, /\.stories\.tsx$/, /\/testing\//],
  detectiveOptions: { ts: detective, tsx: detective },
});
// An import of our own that madge could not follow would hide its circles: the check fails on it.
const unresolved = result.warnings().skipped.filter((spec) => /^(@\/|\.)/.test(spec) && !/\.(css|svg|png|jpe?g|webp|json)$/.test(spec));
if (unresolved.length > 0) {
  console.error(`imports not followed (fix the resolution, or they hide circles):\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}
const circles = result.circular().map((circle) => circle.join(' > '));
const found = circles.filter((circle) => !ALLOWED.has(circle));
for (const circle of circles.filter((c) => ALLOWED.has(c))) console.log(`allowed: ${circle}\n  (${ALLOWED.get(circle)})`);
if (found.length > 0) {
  console.error(`${found.length} import circle(s):`);
  for (const circle of found) console.error(`  ${circle}`);
  process.exit(1);
}
console.log(`no import circle in ${Object.keys(result.obj()).length} modules`);
