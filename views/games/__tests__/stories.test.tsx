/**
 * The games' stories (list, a game with the quiz, the leaderboard, shake-to-win) render in their
 * language with no missing message (the games editor too), their play functions pass, and axe finds nothing.
 */
import * as editor from '@/flows/editor/GameEditor.stories';
import { testStories } from '@/lib/testing/stories';
import { flowMessages } from '@/flows/messages';
import * as detail from '../GameDetailView.stories';
import * as list from '../GamesList.stories';
import * as leaderboard from '../LeaderboardView.stories';
import * as shake from '../ShakeToWin.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

// The editor's screen is in English and Arabic, as the rest of the editor (the game texts it edits are trilingual).
testStories({ list, detail, leaderboard, shake, editor }, {
  what: 'every games screen and the games editor',
  asPath: '/gamification',
  inMain: true,
  notTrilingual: ['editor'],
  // Each screen with only the messages its page sends.
  messages: { list: flowMessages.games, detail: flowMessages.games, leaderboard: flowMessages.games, shake: flowMessages.games },
});
