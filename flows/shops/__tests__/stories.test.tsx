/**
 * The customer-service screens' stories (IMEI check, shop locator, Platinum partners map and application,
 * the editor's device table and partner review) render in their language with no
 * missing message, their play functions pass, and axe finds nothing (as the money screens' stories).
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
import { mockRouter, testMessages } from '@/lib/testing/render';
import { stylisPluginsFor } from '@/lib/theme/rtl';
import { theme } from '@/lib/theme/tokens';
import * as devices from '../../editor/DeviceTable.stories';
import * as imei from '../../imei/ImeiCheck.stories';
import * as partnerApply from '../../platinum/PartnerApply.stories';
import * as partnerMap from '../../platinum/PartnerMap.stories';
import * as partnerReview from '../../editor/PartnerReview.stories';
import * as shops from '../ShopLocator.stories';

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

const files = { imei, shops, devices, partnerMap, partnerApply, partnerReview } as unknown as Record<string, Record<string, StoryLike> & { default: MetaLike }>;
const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) =>
  Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story] as const),
);

afterEach(cleanup);

it('has stories in Arabic, English and Kurdish (the editor: English and Arabic, as its interface)', () => {
  for (const [file, { default: _meta, ...stories }] of Object.entries(files)) {
    if (file === 'devices' || file === 'partnerReview') continue;
    expect([file, [...new Set(Object.values(stories).map((s) => s.globals?.locale))].sort()]).toEqual([file, ['ar', 'en', 'ku']]);
  }
});

it.each(cases)('%s', async (_, meta, story) => {
  const locale = toLocale(story.globals?.locale);
  const problems: string[] = [];
  render(
    <RouterContext.Provider value={mockRouter({ locale, asPath: '/support/shops' })}>
      <NextIntlClientProvider locale={locale} messages={testMessages[locale]} timeZone={timeZone} getMessageFallback={getMessageFallback} onError={(error) => problems.push(error.message)}>
        <StyleSheetManager stylisPlugins={stylisPluginsFor(locale)}>
          <ThemeProvider theme={theme}>{meta.render({ ...meta.args, ...story.args } as never, { args: { ...meta.args, ...story.args }, globals: story.globals ?? {} })}</ThemeProvider>
        </StyleSheetManager>
      </NextIntlClientProvider>
    </RouterContext.Provider>,
  );
  await story.play?.({ canvas: within(document.body), userEvent: userEvent.setup() });
  expect(problems).toEqual([]);
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
