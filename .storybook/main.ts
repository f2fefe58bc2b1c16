import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/nextjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  // The framework reads next.config.ts (images, CSS Modules) but does not run its `webpack` hook, so
  // class names keep their readable form and the next-intl plugin's precompiled messages do not
  // apply: stories use the plain locales/*.json messages with the full ICU formatter, which next-intl
  // handles the same way.
  framework: { name: '@storybook/nextjs', options: { nextConfigPath: `${root}next.config.ts` } },
  stories: ['../blocks/**/*.stories.tsx', '../flows/**/*.stories.tsx', '../shell/**/*.stories.tsx', '../ui/**/*.stories.tsx', '../views/**/*.stories.tsx'],
  // Controls, actions, toolbars, viewport and backgrounds are part of storybook 10 itself; no addon
  // package is installed (add @storybook/addon-docs for docs pages and story descriptions).
  addons: [],
  core: { disableTelemetry: true },
  staticDirs: ['../public'],
  webpackFinal: async (webpackConfig) => {
    // tsconfig paths ('@/*' → './*'): @storybook/nextjs also registers tsconfig-paths-webpack-plugin;
    // the alias keeps `@/` working even if that plugin does not find the tsconfig.
    const projectRoot = root.replace(/\/$/, '');
    webpackConfig.resolve ??= {};
    const { alias } = webpackConfig.resolve;
    if (Array.isArray(alias)) alias.push({ name: '@', alias: projectRoot });
    else webpackConfig.resolve.alias = { ...alias, '@': projectRoot };
    // Storybook's own bundles are large by nature; the visitor budgets are checked by `npm run bench`.
    webpackConfig.performance = { ...webpackConfig.performance, hints: false };
    return webpackConfig;
  },
};

export default config;
