/**
 * Runs every story of some *.stories.tsx files under jest (Storybook itself is too heavy for the unit
 * run): each story renders in its language, as the site's _app provides it (router, messages, direction,
 * theme), with no missing message; its play function passes; once every answer of its stand-in API has
 * arrived, axe finds no WCAG A/AA problem among the rules that need no layout engine (jsdom has none:
 * contrast and target size are checked by Playwright on the real pages). And each file has stories in
 * Arabic, English and Kurdish.
 *
 * A test file calls `testStories({ name: module, … }, options)` at its top level, after its own
 * `jest.mock` calls (those must stay in the file: jest hoists them there). Stand-in APIs count their
 * requests through `storyRequests` when the test file wraps their fetch with it (see the money screens').
 */
import { act, cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { getMessageFallback, timeZone } from '@/lib/i18n';
import { pickMessages, withShell, type MessageNamespace } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/locales';
import { storyRequests } from './pending-requests';
import { mockRouter, testMessages } from './render';


interface StoryLike {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play?: (context: unknown) => Promise<void>;
}
interface MetaLike {
  args?: Record<string, unknown>;
  render: (args: never, context: unknown) => ReactElement;
}
type StoryFile = Record<string, StoryLike> & { default: MetaLike };

export interface StoriesOptions {
  /** What the files show, for the coverage test's name ("every money screen"). */
  what: string;
  /** The router's path while rendering. */
  asPath: string;
  /** Files whose screens are not translated (the editor's, in English and Arabic as its interface). */
  notTrilingual?: string[];
  /** Stories whose stand-in API keeps requests open on purpose (a loading state): how many. */
  unanswered?: Record<string, number>;
  /** Render inside <main>, as pages do (for landmark rules). */
  inMain?: boolean;
  /** Skip axe (only where a file's own test does the accessibility checks). */
  axe?: boolean;
  /** Stand-in APIs that answer at once without being counted: how long to let their answers render. */
  settleMs?: number;
  /**
   * By file: the namespaces its page declares (flows/messages.ts, lib/i18n/view-messages.ts). Its stories then
   * get only those and the shell's, as the page sends them, so a missing one fails.
   */
  messages?: Record<string, readonly MessageNamespace[]>;
}

export function testStories(modules: Record<string, unknown>, options: StoriesOptions): void {
  const files = modules as Record<string, StoryFile>;
  const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) =>
    Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story, file] as const),
  );

  beforeEach(() => storyRequests.reset());
  afterEach(cleanup);

  it(`covers ${options.what} in Arabic, English and Kurdish`, () => {
    for (const [file, { default: _meta, ...stories }] of Object.entries(files)) {
      if (options.notTrilingual?.includes(file)) continue;
      const seen = new Set(Object.values(stories).map((s) => s.globals?.locale));
      expect([file, [...seen].sort()]).toEqual([file, ['ar', 'en', 'ku']]);
    }
  });

  it.each(cases)('%s', async (name, meta, story, file) => {
    const locale = toLocale(story.globals?.locale);
    const args = { ...meta.args, ...story.args };
    const problems: string[] = [];
    const content = meta.render(args as never, { args, globals: story.globals ?? {} });
    render(
      <RouterContext.Provider value={mockRouter({ locale, asPath: options.asPath })}>
        <NextIntlClientProvider
          locale={locale}
          messages={options.messages?.[file] ? pickMessages(testMessages[locale], withShell(options.messages[file])) : testMessages[locale]}
          timeZone={timeZone}
          getMessageFallback={getMessageFallback}
          onError={(error) => problems.push(error.message)}
        >
          {options.inMain ? <main>{content}</main> : content}
        </NextIntlClientProvider>
      </RouterContext.Provider>,
    );
    // Something a person would see or hear (an icon button has only its spoken name).
    expect(document.body.textContent || document.body.querySelector('[aria-label]')?.getAttribute('aria-label')).toBeTruthy();
    await story.play?.({ args, canvas: within(document.body), userEvent: userEvent.setup() });
    if (options.settleMs) await act(() => new Promise((resolve) => setTimeout(resolve, options.settleMs)));
    // Every answer of the stand-in API arrived and was rendered, so what loads afterwards is checked for
    // missing messages (and by axe) too.
    await storyRequests.settled({ open: options.unanswered?.[name] ?? 0 });
    expect(problems).toEqual([]);
    if (options.axe === false) return;
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // A story plays a whole form and then runs axe over the page: on a busy two-core machine that took
    // more than jest's default 5 s (CI, stop 24), so each story gets 30 s.
  }, 30_000);
}
