import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverOnly = {
  group: ['@/lib/server', '@/lib/server/*', '**/lib/server', '**/lib/server/*'],
  message: 'lib/server is server-only: import it from pages/api, lib/server or a page data loader only (design.md section 3).',
};

const config = [
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'storybook-static/**', '.data*/**', 'next-env.d.ts', 'lib/server/db/migrations/**', 'playwright-report/**', 'test-results/**'] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Browser-side code never reaches the server-only modules.
  {
    files: ['blocks/**', 'flows/**', 'registry/**', 'shell/**', 'ui/**', 'lib/**', '.storybook/**'],
    ignores: ['lib/server/**', 'registry/**/*.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  // A block's component file imports neither zod nor the editor (design.md section 3): visitors
  // download components, and those two are large.
  {
    files: ['blocks/*/*.tsx'],
    ignores: ['blocks/*/*.stories.tsx', 'blocks/*/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Schemas live in block.ts, not in the component.' }],
          patterns: [
            serverOnly,
            { group: ['@puckeditor/*', '@measured/puck', '@measured/puck/*'], message: 'Editor code stays out of block components.' },
            { group: ['./block', '../*/block'], message: 'The component must not pull its schema into the visitor bundle.' },
          ],
        },
      ],
    },
  },
];

export default config;
