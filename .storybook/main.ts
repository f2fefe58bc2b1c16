import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/nextjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/nextjs', options: { nextConfigPath: `${root}next.config.ts` } },
  stories: ['../blocks/**/*.stories.tsx', '../flows/**/*.stories.tsx', '../shell/**/*.stories.tsx', '../ui/**/*.stories.tsx'],
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
    return webpackConfig;
  },
};

export default config;
