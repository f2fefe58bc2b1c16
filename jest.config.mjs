import { randomBytes } from 'node:crypto';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ESM only; next/jest only appends to transformIgnorePatterns,
// so the list is replaced after resolving (stack-notes.md). jose ships ESM only. @apidevtools: swagger-parser (CommonJS)
// requires json-schema-ref-parser, which ships ESM only (the TMF contract test).
const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', '@schummar', '@apidevtools', 'jose'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
const cssModulePattern = '^.+\\.module\\.css$';

// Two workers on a loaded two-core CI machine can take several times a test's usual time (a played
// form of many clicks took over jest's default 5 s there); a real hang still fails within 20 s.
const testTimeout = 20_000;

/**
 * The API suites of the money journeys (they move money through the operator core): run again over
 * the TMF core. tests/api/checkout.test.ts is the shop's orders (no core call), not among them.
 */
const MONEY_SUITES = [
  'core-addon-purchase',
  'core-addons-line',
  'core-lost-answer',
  'core-recharge-payments',
  'core-transfers-packages',
  'bill-quick-pay',
  'payment-callback',
  'transfer-cap-race',
  'vanity',
  'rewards',
].map((name) => `<rootDir>/tests/api/${name}.test.ts`);

const shared = {
  testTimeout,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/storybook-static/'],
  // Build output and the e2e servers' databases are not crawled: `npm test` builds .next-e2e while jest
  // runs (scripts/test.mjs), and files appearing and vanishing there must not reach jest's file map.
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/\\.data'],
};

async function project(name, testEnvironment, testMatch, setupFilesAfterEnv) {
  const config = await createJestConfig({ ...shared, displayName: name, testEnvironment, testMatch, setupFilesAfterEnv })();
  // next/jest maps CSS Modules to a proxy of class names; our transform also applies their CSS
  // (lib/testing/css-module-transform.cjs), so component tests see the shipped styles.
  const moduleNameMapper = Object.fromEntries(
    Object.entries(config.moduleNameMapper)
      .filter(([pattern]) => !pattern.includes('module\\.(css'))
      .map(([pattern, target]) => [pattern === '^.+\\.(css|sass|scss)$' ? '^(?!.+\\.module\\.css$).+\\.(css|sass|scss)$' : pattern, target]),
  );
  const transform = { [cssModulePattern]: '<rootDir>/lib/testing/css-module-transform.cjs', ...config.transform };
  return { ...config, moduleNameMapper, transform, transformIgnorePatterns };
}

export default async function config() {
  // Names this run, so suites share one seeded database template (lib/server/testing/db.ts); the
  // workers inherit it. The teardown removes the run's templates.
  process.env.OPERATOR_TEST_RUN ??= randomBytes(6).toString('hex');
  return {
    globalTeardown: '<rootDir>/jest.teardown.mjs',
    // A worker that has run many suites holds gigabytes (each PGlite is a WebAssembly heap): one reached
    // 4.3 GB in a full run, where its last suites crawled and one went past its timeout. Past 1.5 GB
    // after a suite, the worker is replaced.
    workerIdleMemoryLimit: '1.5GB',
    testTimeout,
    projects: [
      await project('node', 'node', ['<rootDir>/**/*.test.ts'], ['<rootDir>/jest.setup.node.ts']),
      await project('dom', 'jsdom', ['<rootDir>/**/*.test.tsx'], ['<rootDir>/jest.setup.dom.ts']),
      // `npm run test:unit` (JEST_OVER_TMF=1): the money journeys' API suites a second time, over the
      // TMF core (issue 29), in the same run so the two workers stay busy. One file over TMF alone:
      // TEST_OPERATOR_CORE=tmf node --experimental-vm-modules node_modules/jest/bin/jest.js <file>.
      ...(process.env.JEST_OVER_TMF === '1'
        ? [await project('node-tmf', 'node', MONEY_SUITES, ['<rootDir>/jest.setup.node.ts', '<rootDir>/jest.setup.tmf.ts'])]
        : []),
    ],
  };
}
