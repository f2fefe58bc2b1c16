/**
 * Every story of the live chat (visitor panel and care desk) renders in its language with no missing
 * message and no axe violation a layout-free DOM can show, and its play function passes.
 */
import { cleanup, render, waitFor, within } from '@testing-library/react';
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
import * as desk from '@/flows/editor/ChatDesk.stories';
import * as panel from '../ChatPanel.stories';

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

const files = { panel, desk } as unknown as Record<string, Record<string, StoryLike> & { default: MetaLike }>;
const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) => Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story] as const));

afterEach(cleanup);

it('covers every chat screen in Arabic, English and Kurdish', () => {
  for (const [file, { default: _meta, ...stories }] of Object.entries(files)) {
    const seen = new Set(Object.values(stories).map((s) => s.globals?.locale));
    expect([file, [...seen].sort()]).toEqual([file, ['ar', 'en', 'ku']]);
  }
});

it.each(cases)('%s', async (file, meta, story) => {
  const locale = toLocale(story.globals?.locale);
  const args = { ...meta.args, ...story.args };
  const problems: string[] = [];
  render(
    <RouterContext.Provider value={mockRouter({ locale, asPath: '/support' })}>
      <NextIntlClientProvider locale={locale} messages={testMessages[locale]} timeZone={timeZone} getMessageFallback={getMessageFallback} onError={(error) => problems.push(error.message)}>
        <StyleSheetManager stylisPlugins={stylisPluginsFor(locale)}>
          <ThemeProvider theme={theme}>{meta.render(args as never, { args, globals: story.globals ?? {} })}</ThemeProvider>
        </StyleSheetManager>
      </NextIntlClientProvider>
    </RouterContext.Provider>,
  );
  // The panel has loaded its state (the stand-in API answered) once a text box shows.
  await waitFor(() => expect(within(document.body).queryAllByRole(file.startsWith('desk') ? 'navigation' : 'textbox').length).toBeGreaterThan(0));
  await story.play?.({ args, canvas: within(document.body), userEvent: userEvent.setup() });
  expect(problems).toEqual([]);
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
