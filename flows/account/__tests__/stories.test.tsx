/**
 * Every story of the sign-in and account screens renders in its language with no missing message, and
 * its play function passes. Storybook itself is too heavy for the unit run, so each story's render and
 * play run here with testing-library.
 */
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { getMessageFallback, timeZone } from '@/lib/i18n';
import { toLocale } from '@/lib/locales';
import { storyRequests } from '@/lib/testing/pending-requests';
import { mockRouter, testMessages } from '@/lib/testing/render';
import { theme } from '@/lib/theme/tokens';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import * as authentication from '../../login/AuthenticationFlow.stories';
import * as captcha from '../../login/Captcha.stories';
import * as login from '../../login/LoginFlow.stories';
import * as pin from '../../login/PinConfirmation.stories';
import * as outbox from '../../dev/SmsOutbox.stories';
import * as mifi from '../ConnectMifi.stories';
import * as dashboard from '../Dashboard.stories';
import * as lineInfo from '../LineInfo.stories';
import * as notifications from '../Notifications.stories';
import * as orders from '../Orders.stories';
import * as profile from '../Profile.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });
jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));
// The stand-in API's requests are counted, so each story is checked once every answer has arrived.
jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  const { createElement } = jest.requireActual('react');
  const { storyRequests: requests } = jest.requireActual('@/lib/testing/pending-requests');
  return {
    ...actual,
    ApiDepsProvider: ({ fetchImpl, ...rest }: { fetchImpl?: typeof fetch }) => createElement(actual.ApiDepsProvider, { ...rest, fetchImpl: requests.wrap(fetchImpl) }),
  };
});

/** Stories whose stand-in API never answers a request on purpose (the loading state): how many stay open. */
const unanswered: Record<string, number> = { 'dashboard LoadingArabic': 1 };

interface StoryLike {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play?: (context: unknown) => Promise<void>;
}
interface MetaLike {
  args: Record<string, unknown>;
  render: (args: never, context: unknown) => ReactElement;
}

const files = { authentication, captcha, login, pin, outbox, mifi, dashboard, lineInfo, notifications, orders, profile } as unknown as Record<
  string,
  Record<string, StoryLike> & { default: MetaLike }
>;
const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) =>
  Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story] as const),
);

beforeEach(() => storyRequests.reset());
afterEach(cleanup);

it('covers every screen in Arabic, English and Kurdish', () => {
  for (const [file, { default: _meta, ...stories }] of Object.entries(files)) {
    const seen = new Set(Object.values(stories).map((s) => s.globals?.locale));
    expect([file, [...seen].sort()]).toEqual([file, ['ar', 'en', 'ku']]);
  }
});

it.each(cases)('%s', async (name, meta, story) => {
  const locale = toLocale(story.globals?.locale);
  const args = { ...meta.args, ...story.args };
  const problems: string[] = [];
  render(
    <RouterContext.Provider value={mockRouter({ locale, asPath: '/personal/my-account' })}>
      <NextIntlClientProvider
        locale={locale}
        messages={testMessages[locale]}
        timeZone={timeZone}
        getMessageFallback={getMessageFallback}
        onError={(error) => problems.push(error.message)}
      >
        <ThemeProvider theme={theme}>{meta.render(args as never, { args, globals: story.globals ?? {} })}</ThemeProvider>
      </NextIntlClientProvider>
    </RouterContext.Provider>,
  );
  expect(document.body.textContent).not.toBe('');
  await story.play?.({ args, canvas: within(document.body), userEvent: userEvent.setup() });
  // Every answer of the stand-in API arrived and was rendered, so what loads afterwards is checked for
  // missing messages too.
  await storyRequests.settled({ open: unanswered[name] ?? 0 });
  expect(problems).toEqual([]);
});
