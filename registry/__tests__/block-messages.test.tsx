/**
 * A CMS page sends the shell's messages and those its blocks declare (registry/messages.ts), nothing
 * more. Every story of every block renders here with only those, in its language, and a missing
 * message fails the test (in production it would show its key to visitors). What a block shows only
 * after an answer from the API is covered by the code check in tests/messages/declared-messages.test.ts.
 */
import { act, cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { isValidElement, type ComponentType, type ReactElement } from 'react';
import type { BlockNode } from '@/lib/blocks/types';
import { getMessageFallback, timeZone } from '@/lib/i18n';
import { pickMessages, withShell } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/locales';
import { mockRouter, testMessages } from '@/lib/testing/render';
import { blockDefinitions } from '@/registry/definitions';
import { blockTreeMessages } from '@/registry/messages';

interface StoryLike {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
}
interface StoryFile {
  default: { args?: Record<string, unknown>; component?: ComponentType<Record<string, unknown>>; render?: (args: never, context: unknown) => ReactElement };
  [story: string]: unknown;
}

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect, within: jest.requireActual('@testing-library/react').within }), { virtual: true });

afterEach(cleanup);

/** Blocks a story puts in another's slots as elements (on a page they are nodes of the tree). */
function nestedBlocks(value: unknown): BlockNode[] {
  if (Array.isArray(value)) return value.flatMap(nestedBlocks);
  if (!isValidElement(value)) return [];
  const props = value.props as Record<string, unknown>;
  const name = typeof value.type === 'function' ? value.type.name : '';
  const inner = Object.values(props).flatMap(nestedBlocks);
  return name in blockDefinitions ? [{ type: name, props: { ...props, id: 'nested' } }, ...inner] : inner;
}

const types = Object.keys(blockDefinitions);

describe.each(types)('%s with only its declared messages', (type) => {
  it('renders every story without a missing message', async () => {
    const file = (await import(`@/blocks/${type}/${type}.stories`)) as StoryFile;
    const { default: meta, ...stories } = file;
    expect(Object.keys(stories).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(stories)) {
      const story = value as StoryLike;
      const locale = toLocale(story.globals?.locale);
      const args = { ...meta.args, ...story.args };
      // What the server sends for a page holding just this block.
      const namespaces = withShell(blockTreeMessages([{ type, props: { ...args, id: 'b1' } }, ...Object.values(args).flatMap(nestedBlocks)]));
      const problems: string[] = [];
      const Component = meta.component;
      const content = meta.render ? meta.render(args as never, { args, globals: story.globals ?? {} }) : Component ? <Component {...args} /> : null;
      render(
        <RouterContext.Provider value={mockRouter({ locale, asPath: '/personal' })}>
          <NextIntlClientProvider
            locale={locale}
            messages={pickMessages(testMessages[locale], namespaces)}
            timeZone={timeZone}
            getMessageFallback={getMessageFallback}
            onError={(error) => problems.push(error.message)}
          >
            {content}
          </NextIntlClientProvider>
        </RouterContext.Provider>,
      );
      // Lazily loaded parts (FlowEmbed's flows, TalentVoting's screens) render once their chunk is in.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect([name, problems]).toEqual([name, []]);
      cleanup();
    }
  });
});

it('the check can fail: a block given only the shell\'s messages misses its own', async () => {
  const { AddonList } = await import('@/blocks/AddonList/AddonList');
  const problems: string[] = [];
  render(
    <RouterContext.Provider value={mockRouter({ locale: 'en' })}>
      <NextIntlClientProvider locale="en" messages={pickMessages(testMessages.en, withShell())} timeZone={timeZone} onError={(error) => problems.push(error.message)} getMessageFallback={getMessageFallback}>
        <AddonList title="Add-ons" addonType="all" limit={4} addons={[]} />
      </NextIntlClientProvider>
    </RouterContext.Provider>,
  );
  expect(problems.length).toBeGreaterThan(0);
});
