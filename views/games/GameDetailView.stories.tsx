import type { Meta, StoryObj } from '@storybook/nextjs';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, testDeviceId } from '@/flows/shared/testing';
import { GameDetailView } from './GameDetailView';
import { quizGame, quizScored, shakeGame } from './__fixtures__/games';

const api = () => fakeApi({ 'POST /api/v1/games/daily-quiz/play': ok(quizScored) });

/** /gamification/detail/{id}: a game's rules and prizes; the quiz is played here. */
const meta = {
  title: 'Games/Game detail',
  args: { game: quizGame },
  render: (args) => (
    <MoneyApiProvider fetchImpl={api().fetchImpl} deviceId={testDeviceId}>
      <GameDetailView {...args} />
    </MoneyApiProvider>
  ),
} satisfies Meta<typeof GameDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const ShakeToWinRules: Story = { args: { game: { ...shakeGame, rules: 'One play per line per day (Baghdad time).' } }, globals: { locale: 'en' } };
