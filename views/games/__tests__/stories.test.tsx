/**
 * The games' stories (list, a game with the quiz, the leaderboard, shake-to-win) render in their
 * language with no missing message, their play functions pass, and axe finds nothing.
 */
import { testStories } from '@/lib/testing/stories';
import * as detail from '../GameDetailView.stories';
import * as list from '../GamesList.stories';
import * as leaderboard from '../LeaderboardView.stories';
import * as shake from '../ShakeToWin.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

testStories({ list, detail, leaderboard, shake }, { what: 'every games screen', asPath: '/gamification', inMain: true });
