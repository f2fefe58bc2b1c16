import type { Meta, StoryObj } from '@storybook/nextjs';
import { GamesList } from './GamesList';
import { checkInGame, quizGame, shakeGame } from './__fixtures__/games';

/** /gamification: the games as cards. */
const meta = {
  title: 'Games/Games list',
  args: {},
  render: () => <GamesList games={[shakeGame, checkInGame, quizGame]} />,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
