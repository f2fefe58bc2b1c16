/**
 * Every story of the money screens (and of the screens built on their helpers: checkout, vanity numbers, talent voting) renders in its language with no missing message, and its play
 * function (a user going through the flow against the stand-in API) passes. Storybook itself is too
 * heavy for the unit run, so each story's render and play run here with testing-library.
 */
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { getMessageFallback, timeZone } from '@/lib/i18n';
import { toLocale } from '@/lib/locales';
import { storyRequests } from '@/lib/testing/pending-requests';
import { mockRouter, testMessages } from '@/lib/testing/render';
import { stylisPluginsFor } from '@/lib/theme/rtl';
import { theme } from '@/lib/theme/tokens';
import * as cyo from '../../addon-purchase/CreateYourOwn.stories';
import * as checkout from '../../checkout/CheckoutFlow.stories';
import * as orderPage from '../../checkout/OrderPage.stories';
import * as purchase from '../../addon-purchase/PurchaseModal.stories';
import * as bill from '../../bill-pay/BillFlow.stories';
import * as quickPay from '../../bill-pay/QuickPay.stories';
import * as transfer from '../../credit-transfer/TransferFlow.stories';
import * as voucher from '../../e-voucher/EVoucher.stories';
import * as packages from '../../packages/PackagesFlow.stories';
import * as recharge from '../../recharge/RechargeFlow.stories';
import * as rechargeScreens from '../../recharge/screens.stories';
import * as roaming from '../../roaming/RoamingSearch.stories';
import * as vanityReservations from '../../vanity/Reservations.stories';
import * as talentResults from '../../talent/TalentResults.stories';
import * as talentVote from '../../talent/TalentVote.stories';
import * as vanitySearch from '../../vanity/VanitySearch.stories';
import * as talentPage from '../../../views/talent/TalentPage.stories';
import * as payPage from '../DemoPaymentPage.stories';
import * as result from '../PaymentResult.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });
// The stand-in API's requests are counted, so each story is checked once every answer has arrived
// (one story answers after 400 ms to show the spinner).
jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  const { createElement } = jest.requireActual('react');
  const { storyRequests: requests } = jest.requireActual('@/lib/testing/pending-requests');
  return {
    ...actual,
    MoneyApiProvider: ({ fetchImpl, ...rest }: { fetchImpl?: typeof fetch }) => createElement(actual.MoneyApiProvider, { ...rest, fetchImpl: requests.wrap(fetchImpl) }),
  };
});

interface StoryLike {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play?: (context: unknown) => Promise<void>;
}
interface MetaLike {
  args: Record<string, unknown>;
  render: (args: never, context: unknown) => ReactElement;
}

const files = { purchase, cyo, recharge, rechargeScreens, payPage, result, transfer, bill, quickPay, packages, voucher, roaming, checkout, orderPage, vanitySearch, vanityReservations, talentVote, talentResults, talentPage } as unknown as Record<
  string,
  Record<string, StoryLike> & { default: MetaLike }
>;
const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) =>
  Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story] as const),
);

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
beforeEach(() => storyRequests.reset());
afterEach(cleanup);

it('covers every money screen in Arabic, English and Kurdish', () => {
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
    <RouterContext.Provider value={mockRouter({ locale, asPath: '/personal/my-account/recharge' })}>
      <NextIntlClientProvider
        locale={locale}
        messages={testMessages[locale]}
        timeZone={timeZone}
        getMessageFallback={getMessageFallback}
        onError={(error) => problems.push(error.message)}
      >
        <StyleSheetManager stylisPlugins={stylisPluginsFor(locale)}>
          <ThemeProvider theme={theme}>{meta.render(args as never, { args, globals: story.globals ?? {} })}</ThemeProvider>
        </StyleSheetManager>
      </NextIntlClientProvider>
    </RouterContext.Provider>,
  );
  expect(document.body.textContent).not.toBe('');
  await story.play?.({ args, canvas: within(document.body), userEvent: userEvent.setup() });
  // Every answer of the stand-in API arrived and was rendered, so what loads afterwards is checked for
  // missing messages (and by axe) too.
  await storyRequests.settled();
  expect(problems).toEqual([]);
  // WCAG 2.2 A/AA rules that do not need a layout engine (jsdom has none: contrast and target size
  // are checked by Playwright on the real pages).
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
