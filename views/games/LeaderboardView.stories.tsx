import type { Meta, StoryObj } from '@storybook/nextjs';
import { LeaderboardView } from './LeaderboardView';
import { boards } from './__fixtures__/games';

/** /gamification/leaderboard: this week and all time, masked numbers, your rank. */
const meta = {
  title: 'Games/Leaderboard',
  args: { boards, signedIn: true },
  render: (args) => <LeaderboardView {...args} />,
} satisfies Meta<typeof LeaderboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const Empty: Story = {
  args: { signedIn: false, boards: { week: { ...boards.week, entries: [], you: null }, all: { ...boards.all, entries: [], you: null } } },
  globals: { locale: 'en' },
};
