/**
 * Every story of the shop's screens renders in its language with no missing message, its play
 * function passes, and axe finds no WCAG A/AA problem (the rules that need no layout engine).
 */
import { testStories } from '@/lib/testing/stories';
import { viewMessages } from '@/lib/i18n/view-messages';
import * as bagLink from '@/shell/header/BagLink.stories';
import * as bag from '../BagView.stories';
import * as category from '../CategoryView.stories';
import * as mall from '../MallHome.stories';
import * as product from '../ProductView.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

// The stand-in APIs answer at once: their answers render within a few milliseconds.
testStories(
  { mall, category, product, bag, bagLink },
  {
    what: 'every shop screen',
    asPath: '/personal/mobile-mall',
    inMain: true,
    settleMs: 20,
    // Each screen with only the messages its page sends (the bag link is the shell's).
    messages: { mall: viewMessages.mall, category: viewMessages.shop, product: viewMessages.shop, bag: viewMessages.shop, bagLink: [] },
  },
);
