/**
 * Every story of the shop's screens renders in its language with no missing message, its play
 * function passes, and axe finds no WCAG A/AA problem (the rules that need no layout engine).
 */
import { act, cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { getMessageFallback, timeZone } from '@/lib/i18n';
import { toLocale } from '@/lib/locales';
import { mockRouter, testMessages } from '@/lib/testing/render';
import { stylisPluginsFor } from '@/lib/theme/rtl';
import { theme } from '@/lib/theme/tokens';
import * as bagLink from '@/shell/header/BagLink.stories';
import * as bag from '../BagView.stories';
import * as category from '../CategoryView.stories';
import * as mall from '../MallHome.stories';
import * as product from '../ProductView.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

interface StoryLike {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play?: (context: unknown) => Promise<void>;
}
interface MetaLike {
  args: Record<string, unknown>;
  render: (args: never, context: unknown) => ReactElement;
}

const files = { mall, category, product, bag, bagLink } as unknown as Record<string, Record<string, StoryLike> & { default: MetaLike }>;
const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) => Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story] as const));

afterEach(cleanup);

it('covers every shop screen in Arabic, English and Kurdish', () => {
  for (const [file, { default: _meta, ...stories }] of Object.entries(files)) {
    const seen = new Set(Object.values(stories).map((s) => s.globals?.locale));
    expect([file, [...seen].sort()]).toEqual([file, ['ar', 'en', 'ku']]);
  }
});

it.each(cases)('%s', async (_, meta, story) => {
  const locale = toLocale(story.globals?.locale);
  const args = { ...meta.args, ...story.args };
  const problems: string[] = [];
  render(
    <RouterContext.Provider value={mockRouter({ locale, asPath: '/personal/mobile-mall' })}>
      <NextIntlClientProvider locale={locale} messages={testMessages[locale]} timeZone={timeZone} getMessageFallback={getMessageFallback} onError={(error) => problems.push(error.message)}>
        <StyleSheetManager stylisPlugins={stylisPluginsFor(locale)}>
          <ThemeProvider theme={theme}>
            <main>{meta.render(args as never, { args, globals: story.globals ?? {} })}</main>
          </ThemeProvider>
        </StyleSheetManager>
      </NextIntlClientProvider>
    </RouterContext.Provider>,
  );
  // Something a person would see or hear (the header's bag is an icon with a spoken name).
  expect(document.body.textContent || document.body.querySelector('[aria-label]')?.getAttribute('aria-label')).toBeTruthy();
  await story.play?.({ args, canvas: within(document.body), userEvent: userEvent.setup() });
  // The stand-in API answers at once: let those answers render before checking.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(problems).toEqual([]);
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
