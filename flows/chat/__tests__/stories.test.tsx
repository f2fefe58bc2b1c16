/**
 * Every story of the live chat (visitor panel and care desk) renders in its language with no missing
 * message and no axe violation a layout-free DOM can show, and its play function passes.
 */
import { testStories } from '@/lib/testing/stories';
import * as desk from '@/flows/editor/ChatDesk.stories';
import * as panel from '../ChatPanel.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

// The stand-in APIs answer at once: their answers render within a few milliseconds.
testStories({ panel, desk }, { what: 'every chat screen', asPath: '/support', settleMs: 50, messages: { panel: [] } });
